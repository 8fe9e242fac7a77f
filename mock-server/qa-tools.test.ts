import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { setActiveDb } from './active-db'
import { DataImportError, validateImport } from './data-transfer'
import { openDb, type MockDb } from './db'
import { createIndexedDbStorage } from './storage/indexeddb-storage'
import { createMemoryStorage } from './storage/memory-storage'
import { createSqliteStorage } from './storage/sqlite-storage'
import { listUsers, receiveMessage, tokenInfo } from './qa-tools'
import { tinySeed, tinyUser, uniqueDbName } from './test/tiny-seed'

// The QA console's mock side: the db as a file and back, token expiry, a message from another user.

const opened: MockDb[] = []
afterAll(() => {
  opened.splice(0).forEach((db) => db.close())
  setActiveDb(null)
})

const at = '2026-01-02T00:00:00.000Z'
async function withData(db: MockDb) {
  await db.write(async (tx) => {
    await tx.create('posts', {
      authorId: 1,
      title: '早餐',
      content: '豆浆油条',
      category: 'food',
      tags: ['早餐'],
      images: [],
      location: null,
      viewCount: 0,
      createdAt: at,
      updatedAt: at,
    })
    await tx.create('messages', { senderId: 2, receiverId: 1, content: '你好', createdAt: at, readAt: null })
    await tx.create('uploads', { ownerId: 1, path: '/uploads/a.webp', mime: 'image/webp', size: 3, createdAt: at })
    await tx.create('sessions', {
      userId: 1,
      accessToken: 'acc-1',
      refreshToken: 'ref-1',
      accessExpiresAt: Date.now() + 60_000,
      refreshExpiresAt: Date.now() + 120_000,
      revoked: false,
      createdAt: at,
    })
  })
  await db.storage.putBlob('/uploads/a.webp', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }))
}

describe.each([
  ['memory', () => createMemoryStorage()],
  ['indexeddb', () => createIndexedDbStorage(uniqueDbName())],
  ['sqlite', () => createSqliteStorage(':memory:')],
])('export and import over %s storage', (_label, storage) => {
  let db: MockDb
  beforeEach(async () => {
    db = await openDb({ storage: storage(), seed: tinySeed(), broadcast: false, name: uniqueDbName() })
    opened.push(db)
    await withData(db)
  })

  it('export holds every record but no logins, with the counters and the uploaded files', async () => {
    const file = await db.exportData()
    expect(file.format).toBe('lemon-mock-db')
    expect(file.tables.users).toHaveLength(3)
    expect(file.tables.posts).toHaveLength(1)
    expect(file.tables.sessions).toBeUndefined()
    expect(JSON.stringify(file)).not.toContain('acc-1')
    expect(file.counters.posts).toBe(1)
    expect(file.blobs['/uploads/a.webp']).toEqual({ type: 'image/webp', base64: 'AQID' })
  })

  it("import restores the exported data, keeps this browser's sessions and new ids stay above the imported ones", async () => {
    const text = JSON.stringify(await db.exportData())
    await db.write(async (tx) => {
      await tx.remove('posts', 1)
      await tx.create('users', { ...tinyUser(1), username: 'later', email: 'later@example.com' })
    })
    await db.storage.deleteBlob('/uploads/a.webp')
    const summary = await db.importData(text)
    expect(summary).toMatchObject({ counts: { users: 3, posts: 1, messages: 1 }, blobs: 1, keptSessions: 1 })
    expect(db.filter('posts').map((p) => p.title)).toEqual(['早餐'])
    expect(db.count('users')).toBe(3)
    expect(db.find('sessions', (s) => s.accessToken === 'acc-1')).toBeDefined()
    expect(await (await db.storage.getBlob('/uploads/a.webp'))?.arrayBuffer()).toEqual(new Uint8Array([1, 2, 3]).buffer)
    const next = await db.write((tx) =>
      tx.create('users', { ...tinyUser(1), username: 'newer', email: 'newer@example.com' }),
    )
    expect(next.id).toBeGreaterThan(4)
  })

  it('an invalid file is refused and changes nothing', async () => {
    const file = await db.exportData()
    const broken = { ...file, tables: { ...file.tables, posts: [{ ...file.tables.posts![0], authorId: 99 }] } }
    await expect(db.importData(JSON.stringify(broken))).rejects.toThrow(DataImportError)
    expect(db.filter('posts')[0]?.authorId).toBe(1)
  })
})

describe('validateImport', () => {
  const valid = () => ({ format: 'lemon-mock-db', version: 1, tables: { users: [tinyUser(1)] } })

  it('accepts a minimal file and raises counters to the highest id', () => {
    expect(validateImport(JSON.stringify(valid())).counters.users).toBe(1)
  })

  it.each([
    ['not JSON', '{', '文件不是有效的 JSON'],
    ['another format', { ...valid(), format: 'x' }, '不是柠檬笔记导出的数据文件'],
    ['an unknown table', { ...valid(), tables: { users: [tinyUser(1)], cats: [] } }, 'tables.cats: 未知的数据表'],
    ['a bad record', { ...valid(), tables: { users: [{ ...tinyUser(1), email: 5 }] } }, 'tables.users[0].email'],
    ['a duplicate id', { ...valid(), tables: { users: [tinyUser(1), tinyUser(1)] } }, '重复的 id 1'],
    ['no users', { ...valid(), tables: { users: [] } }, '至少需要一个用户'],
    [
      'a dangling reference',
      {
        ...valid(),
        tables: { users: [tinyUser(1)], follows: [{ id: 1, followerId: 1, followingId: 8, createdAt: at }] },
      },
      'followingId',
    ],
  ])('refuses %s', (_label, input, problem) => {
    let error: unknown
    try {
      validateImport(typeof input === 'string' ? input : JSON.stringify(input))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DataImportError)
    expect((error as DataImportError).problems.join('\n')).toContain(problem)
  })

  it('ignores sessions and reset tokens in a file', () => {
    const input = { ...valid(), tables: { users: [tinyUser(1)], sessions: [{ id: 1 }], passwordResets: [{ id: 1 }] } }
    expect(Object.keys(validateImport(input).tables)).toEqual(['users'])
  })
})

describe('token info, users and a message from another user', () => {
  let db: MockDb
  beforeEach(async () => {
    db = await openDb({ storage: createMemoryStorage(), seed: tinySeed(), broadcast: false, name: uniqueDbName() })
    opened.push(db)
    setActiveDb(db)
    await withData(db)
  })

  it('tells the expiry of an access and a refresh token, null for an unknown one', async () => {
    expect(await tokenInfo('acc-1')).toMatchObject({ kind: 'access', userId: 1, expired: false, revoked: false })
    const refresh = await tokenInfo('ref-1')
    expect(refresh?.kind).toBe('refresh')
    expect(refresh!.expiresAt).toBeGreaterThan(Date.now() + 60_000)
    expect(await tokenInfo('nope')).toBeNull()
  })

  it('lists the users for the picker', async () => {
    expect((await listUsers()).map((u) => u.id)).toEqual([1, 2, 3])
  })

  it('inserts a message from the chosen user to the token holder', async () => {
    const message = await receiveMessage({ fromUserId: 3, content: '  在吗？ ', toToken: 'acc-1' })
    expect(message).toMatchObject({ sender_id: 3, receiver_id: 1, content: '在吗？', is_read: false })
    expect(db.count('messages', (m) => m.receiverId === 1 && m.readAt === null)).toBe(2)
  })

  it.each([
    ['no login', { fromUserId: 3, content: 'hi', toToken: 'nope' }, '当前没有登录的用户'],
    ['the user themself', { fromUserId: 1, content: 'hi', toToken: 'acc-1' }, '不能给自己发消息'],
    ['an unknown sender', { fromUserId: 9, content: 'hi', toToken: 'acc-1' }, '用户 9 不存在'],
    ['a blank text', { fromUserId: 2, content: '  ', toToken: 'acc-1' }, '请输入消息内容'],
  ])('refuses %s', async (_label, input, message) => {
    await expect(receiveMessage(input)).rejects.toThrow(message)
  })
})
