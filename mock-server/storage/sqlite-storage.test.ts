import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb } from '../db'
import { tinySeed, tinyUser } from '../test/tiny-seed'
import { createSqliteStorage, SqliteFileError } from './sqlite-storage'
import { LOG_KEEP, type Storage } from './types'

const dirs: string[] = []
const open: Storage[] = []
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'lemon-sqlite-'))
  dirs.push(dir)
  return join(dir, 'api.db')
}
afterEach(() => {
  open.splice(0).forEach((s) => s.close())
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const storage = (file: string) => {
  const s = createSqliteStorage(file)
  open.push(s)
  return s
}
const openMockDb = async (file: string, version = 'tiny-1') =>
  openDb({ storage: storage(file), seed: tinySeed(version), broadcast: false, name: `sqlite-test-${file}` })

/** Reads the file the way another tool would, without the storage. */
function inspect(file: string) {
  const raw = new DatabaseSync(file, { readOnly: true })
  try {
    return {
      journalMode: (raw.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode,
      rows: (raw.prepare("SELECT count(*) AS n FROM records WHERE collection = 'users'").get() as { n: number }).n,
    }
  } finally {
    raw.close()
  }
}

describe('sqlite storage', () => {
  it('seeds a missing file in WAL mode, and a reopened db sees every committed write with its ids and seq', async () => {
    const file = tempFile()
    const db = await openMockDb(file)
    expect(db.count('users')).toBe(3)
    const created = await db.write((tx) =>
      tx.create('users', { ...tinyUser(0), username: 'added', email: 'added@example.com' }),
    )
    await db.write(async (tx) => void (await tx.update('users', 1, { displayName: '改过的名字' })))
    await db.write(async (tx) => void (await tx.remove('users', 2)))
    const seq = db.seq
    db.close()
    expect(inspect(file)).toEqual({ journalMode: 'wal', rows: 3 })

    const again = await openMockDb(file)
    expect(again.seq).toBe(seq)
    expect(
      again
        .filter('users')
        .map((u) => u.id)
        .sort(),
    ).toEqual([1, 3, created.id])
    expect(again.get('users', 1)?.displayName).toBe('改过的名字')
    // Counters survive too: the next id does not reuse the last one.
    const next = await again.write((tx) =>
      tx.create('users', { ...tinyUser(0), username: 'next', email: 'next@example.com' }),
    )
    expect(next.id).toBe(created.id + 1)
  })

  it('a commit is one transaction: one that fails half-way stores none of its records, counters or log entry', async () => {
    const file = tempFile()
    const s = storage(file)
    await s.replaceAll({ tables: { users: [tinyUser(1)] }, counters: { users: 1 }, seedVersion: 'tiny-1' })
    const before = { seq: await s.latestSeq(), snapshot: await s.loadSnapshot(), counters: await s.readCounters() }
    // The second record cannot be serialised, so the commit throws after the first row was already written.
    const unstorable = { ...tinyUser(3), bio: 1n as unknown as string }
    await expect(
      s.commit({
        baseSeq: before.seq,
        ops: [
          { op: 'put', collection: 'users', record: tinyUser(2) },
          { op: 'delete', collection: 'users', id: 1 },
          { op: 'put', collection: 'users', record: unstorable },
        ],
        counters: { users: 3 },
      }),
    ).rejects.toThrow(/BigInt/)
    const reader = storage(file)
    expect(await reader.latestSeq()).toBe(before.seq)
    expect(await reader.loadSnapshot()).toEqual(before.snapshot)
    expect(await reader.readCounters()).toEqual(before.counters)
    expect(await reader.changesSince(before.seq)).toEqual([])
    // The connection is usable afterwards: the next commit lands whole.
    await s.commit({
      baseSeq: before.seq,
      ops: [{ op: 'put', collection: 'users', record: tinyUser(2) }],
      counters: { users: 2 },
    })
    expect((await reader.loadSnapshot()).tables.users?.map((u) => u.id)).toEqual([1, 2])
  })

  it('a write appends the pages of the rows it changed to the WAL, not the whole dataset', async () => {
    const file = tempFile()
    const s = storage(file)
    const users = Array.from({ length: 2000 }, (_, i) =>
      tinyUser(i + 1, { bio: '这是一段足够长的简介，让两千个用户占满上百个数据页。'.repeat(3) }),
    )
    await s.replaceAll({ tables: { users }, counters: { users: 2000 }, seedVersion: 'tiny-1' })
    const walBefore = statSync(`${file}-wal`).size
    const changed = { ...tinyUser(7), bio: '只改了这一行' }
    await s.commit({
      baseSeq: await s.latestSeq(),
      ops: [{ op: 'put', collection: 'users', record: changed }],
      counters: {},
    })
    const appended = statSync(`${file}-wal`).size - walBefore
    const frame = 4096 + 24
    // The record's leaf page, the meta row, the log entry (and the odd interior page): a handful of frames,
    // where a rewrite of the dataset would append every one of its hundreds of pages.
    expect(appended).toBeGreaterThan(0)
    expect(appended).toBeLessThanOrEqual(8 * frame)
    expect(walBefore).toBeGreaterThan(100 * frame)
    expect((await storage(file).loadSnapshot()).tables.users?.[6]).toEqual(changed)
  })

  it('a reader that fell more than the kept log behind is told to reload the snapshot', async () => {
    const s = storage(':memory:')
    await s.replaceAll({ tables: { users: [tinyUser(1)] }, counters: {}, seedVersion: 'tiny-1' })
    for (let i = 0; i < LOG_KEEP + 5; i++) {
      await s.commit({
        baseSeq: await s.latestSeq(),
        ops: [{ op: 'put', collection: 'users', record: { ...tinyUser(1), bio: `v${i}` } }],
        counters: {},
      })
    }
    const latest = await s.latestSeq()
    expect(await s.changesSince(0)).toBeNull()
    expect((await s.changesSince(latest - 3))?.map((e) => e.seq)).toEqual([latest - 2, latest - 1, latest])
    expect(await s.changesSince(latest)).toEqual([])
  })

  it('a different seed version reseeds; reset to the seed is stored too', async () => {
    const file = tempFile()
    const db = await openMockDb(file)
    await db.write((tx) => tx.create('users', { ...tinyUser(0), username: 'extra', email: 'extra@example.com' }))
    await db.resetToSeed()
    db.close()
    expect((await openMockDb(file)).count('users')).toBe(3)
    const db2 = await openMockDb(file)
    await db2.write((tx) => tx.create('users', { ...tinyUser(0), username: 'extra', email: 'extra@example.com' }))
    db2.close()
    expect((await openMockDb(file, 'tiny-2')).count('users')).toBe(3)
  })

  it('stores uploaded files in the same database, with their content type', async () => {
    const file = tempFile()
    await storage(file).putBlob(
      '/uploads/2026/11/abc-x.png',
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    )
    const reopened = storage(file)
    const blob = await reopened.getBlob('/uploads/2026/11/abc-x.png')
    expect(blob?.type).toBe('image/png')
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    await reopened.deleteBlob('/uploads/2026/11/abc-x.png')
    expect(await reopened.getBlob('/uploads/2026/11/abc-x.png')).toBeUndefined()
  })

  it('refuses a file that is not its database instead of overwriting it', () => {
    const file = tempFile()
    writeFileSync(file, '{"format":"lemon-api-data"}')
    expect(() => createSqliteStorage(file)).toThrow(SqliteFileError)
    expect(readFileSync(file, 'utf8')).toBe('{"format":"lemon-api-data"}')

    const other = tempFile()
    const foreign = new DatabaseSync(other)
    foreign.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY)')
    foreign.close()
    expect(() => createSqliteStorage(other)).toThrow(/not a lemon-api database/)
  })
})
