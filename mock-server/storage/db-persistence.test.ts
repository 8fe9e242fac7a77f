import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDb, type MockDb } from '../db'
import { HOSTILE_TEXTS } from '@/test/hostile-text'
import { tinySeed, tinyUser, uniqueDbName } from '../test/tiny-seed'
import { createIndexedDbStorage } from './indexeddb-storage'
import { createMemoryStorage } from './memory-storage'
import { createSqliteStorage } from './sqlite-storage'
import { LOG_KEEP, StorageConflictError, type Storage } from './types'

// "Tabs" are MockDb instances; for IndexedDB each tab gets its own connection to the same database
// (fake-indexeddb), exactly as two browser tabs would; for SQLite each its own connection to the same file, as two
// processes on one db file would. The memory storage is shared by reference.
type Backend = { name: string; tab: () => Storage }
const dirs: string[] = []
const sqliteFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lemon-sqlite-'))
  dirs.push(dir)
  return join(dir, 'api.db')
}
const backends: Array<[string, () => Backend]> = [
  [
    'indexeddb',
    () => {
      const name = uniqueDbName()
      return { name, tab: () => createIndexedDbStorage(name) }
    },
  ],
  [
    'memory',
    () => {
      const shared = createMemoryStorage()
      return { name: uniqueDbName(), tab: () => shared }
    },
  ],
  [
    'sqlite',
    () => {
      const file = sqliteFile()
      return { name: uniqueDbName(), tab: () => createSqliteStorage(file) }
    },
  ],
]

const opened: MockDb[] = []
afterEach(() => {
  opened.splice(0).forEach((db) => db.close())
  vi.unstubAllGlobals()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe.each(backends)('persistence over %s storage', (_label, makeBackend) => {
  async function tab(backend: Backend, seed = tinySeed()) {
    const db = await openDb({ storage: backend.tab(), seed, name: backend.name })
    opened.push(db)
    return db
  }
  const newUser = (db: MockDb, label: string) =>
    db.write((tx) => tx.create('users', { ...tinyUser(1), username: label, email: `${label}@example.com` }))

  it('persistence: first open seeds storage from the seed and later opens do not reseed', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    expect(a.count('users')).toBe(3)
    await newUser(a, 'extra')
    const b = await tab(backend)
    expect(b.count('users')).toBe(4)
    expect(await b.storage.seedVersion()).toBe('tiny-1')
  })

  it('persistence: a new seed version reseeds storage', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    await newUser(a, 'extra')
    const b = await tab(backend, { version: 'tiny-2', tables: { users: [tinyUser(7)] } })
    expect(b.filter('users').map((u) => u.id)).toEqual([7])
  })

  it('persistence: a damaged seed (a row its record schema refuses) throws before anything is stored', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    await newUser(a, 'kept')
    const damaged = { version: 'tiny-2', tables: { users: [{ ...tinyUser(7), email: 42 }] as never } }
    await expect(tab(backend, damaged)).rejects.toThrow()
    expect(await backend.tab().seedVersion()).toBe('tiny-1')
    expect((await tab(backend)).filter('users').map((u) => u.username)).toContain('kept')
  })

  it("persistence: two tabs writing in turn each see the other's writes", async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    const fromA = await newUser(a, 'from_a')
    await b.sync()
    expect(b.get('users', fromA.id)?.username).toBe('from_a')
    const fromB = await newUser(b, 'from_b')
    await b.write((tx) => tx.update('users', 2, { displayName: '改过的名字' }))
    await b.write((tx) => tx.remove('users', 3))
    await a.sync()
    expect(a.get('users', fromB.id)?.username).toBe('from_b')
    expect(a.get('users', 2)?.displayName).toBe('改过的名字')
    expect(a.get('users', 3)).toBeUndefined()
    expect(fromB.id).toBe(fromA.id + 1)
  })

  it('persistence: two tabs writing concurrently lose nothing and ids stay unique positive integers', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    const writes = Array.from({ length: 20 }, (_, i) => newUser(i % 2 ? a : b, `c${i}`))
    const created = await Promise.all(writes)
    const ids = created.map((u) => u.id)
    expect(new Set(ids).size).toBe(20)
    for (const id of ids) expect(Number.isInteger(id) && id > 3).toBe(true)
    await Promise.all([a.sync(), b.sync()])
    for (const db of [a, b]) {
      expect(db.count('users')).toBe(23)
      expect(new Set(db.filter('users').map((u) => u.username))).toEqual(
        new Set(['user1', 'user2', 'user3', ...created.map((u) => u.username)]),
      )
    }
  })

  it('persistence: concurrent read-modify-write in two tabs keeps both changes', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    // Each write appends to the bio it reads: without serialisation + re-read one append would be lost.
    const append = (db: MockDb, s: string) =>
      db.write(async (tx) => {
        const u = tx.get('users', 1)!
        await new Promise((r) => setTimeout(r, 1))
        await tx.update('users', 1, { bio: u.bio + s })
      })
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((s, i) => append(i % 2 ? a : b, s)))
    await a.sync()
    expect([...a.get('users', 1)!.bio].sort().join('')).toBe('abcdef')
  })

  it('persistence: every text of the hostile corpus survives a commit and a reload exactly (issue 23)', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const made = await a.write(async (tx) => {
      const ids: number[] = []
      for (const { text } of HOSTILE_TEXTS)
        ids.push(
          (
            await tx.create('users', {
              ...tinyUser(1),
              username: 'h',
              email: 'h@example.com',
              bio: text,
              location: text,
            })
          ).id,
        )
      return ids
    })
    a.close()
    const reloaded = await tab(backend)
    expect(made.map((id) => reloaded.get('users', id)?.bio)).toEqual(HOSTILE_TEXTS.map((h) => h.text))
    expect(made.map((id) => reloaded.get('users', id)?.location)).toEqual(HOSTILE_TEXTS.map((h) => h.text))
  })

  it('persistence: a reload (new instance over the same storage) sees everything', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const made = await newUser(a, 'kept')
    await a.write((tx) => tx.update('users', 1, { bio: '重新加载后还在' }))
    a.close()
    const reloaded = await tab(backend)
    expect(reloaded.get('users', made.id)?.username).toBe('kept')
    expect(reloaded.get('users', 1)?.bio).toBe('重新加载后还在')
    const next = await newUser(reloaded, 'after_reload')
    expect(next.id).toBe(made.id + 1)
  })

  it('persistence: a deleted seed row stays deleted after a reload, and a changed one keeps its change', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    await a.write((tx) => tx.remove('users', 2))
    await a.write((tx) => tx.update('users', 1, { bio: '改过了' }))
    a.close()
    const reloaded = await tab(backend)
    expect(reloaded.get('users', 2)).toBeUndefined()
    expect(reloaded.get('users', 1)?.bio).toBe('改过了')
    expect(reloaded.filter('users').filter((u) => u.id === 1)).toHaveLength(1)
  })

  it('persistence: a write that throws stores nothing', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const seqBefore = await a.storage.latestSeq()
    await expect(
      a.write(async (tx) => {
        await tx.create('users', { ...tinyUser(1), username: 'ghost' })
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await a.storage.latestSeq()).toBe(seqBefore)
    expect(a.find('users', (u) => u.username === 'ghost')).toBeUndefined()
    const reloaded = await tab(backend)
    expect(reloaded.count('users')).toBe(3)
  })

  it('persistence: resetToSeed restores the seed in every tab', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    await newUser(a, 'temp')
    await a.write((tx) => tx.remove('users', 1))
    await b.resetToSeed()
    await a.sync()
    expect(a.filter('users').map((u) => u.id)).toEqual([1, 2, 3])
    expect(b.filter('users').map((u) => u.id)).toEqual([1, 2, 3])
    expect((await newUser(a, 'after_reset')).id).toBe(4)
  })

  it('persistence: a reset undoes only what the log says changed since the seed, and leaves exactly the seed in every tab', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    await newUser(a, 'temp')
    await a.write((tx) => tx.update('users', 2, { bio: '改过的简介', website: 'https://example.com' }))
    await a.write((tx) => tx.remove('users', 1))
    const replaceAll = vi.spyOn(a.storage, 'replaceAll')
    await a.resetToSeed()
    expect(replaceAll).not.toHaveBeenCalled()
    await b.sync()
    for (const db of [a, b, await tab(backend)]) {
      // The seed's rows, in the seed's order (user 1 is not appended after the others), without the fields set since.
      expect(db.filter('users')).toEqual([tinyUser(1), tinyUser(2), tinyUser(3)])
    }
    expect((await newUser(b, 'after_reset')).id).toBe(4)
    await b.write((tx) => tx.update('users', 3, { bio: '又改了' }))
    // A second reset reverts only what came after the first (here in place: no seed row was removed).
    await a.resetToSeed()
    await b.sync()
    expect(replaceAll).not.toHaveBeenCalled()
    for (const db of [a, b]) expect(db.filter('users')).toEqual([tinyUser(1), tinyUser(2), tinyUser(3)])
  })

  it('persistence: a reset repairs a change this build cannot read (it writes the whole seed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const backend = makeBackend()
    const a = await tab(backend)
    const intruder = backend.tab()
    await intruder.commit({
      baseSeq: await intruder.latestSeq(),
      ops: [{ op: 'put', collection: 'users', record: { id: 99, username: 42 } }],
      counters: {},
    })
    await expect(a.sync()).rejects.toThrow()
    await a.resetToSeed()
    expect(a.filter('users')).toEqual([tinyUser(1), tinyUser(2), tinyUser(3)])
    expect((await tab(backend)).filter('users').map((u) => u.id)).toEqual([1, 2, 3])
  })

  it('persistence: a reset writes the whole seed when the log cannot say what changed (another tab replaced the data)', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    await b.resetToSeed()
    await newUser(b, 'temp')
    const replaceAll = vi.spyOn(a.storage, 'replaceAll')
    await a.resetToSeed()
    expect(replaceAll).toHaveBeenCalledTimes(1)
    await b.sync()
    expect(b.filter('users').map((u) => u.id)).toEqual([1, 2, 3])
  })

  it('persistence: a conflicting commit is retried, so nothing is lost even without the lock', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const intruder = backend.tab()
    let runs = 0
    await a.write(async (tx) => {
      runs++
      if (runs === 1) {
        // Another writer slips in between this write's sync and its commit (possible without Web Locks).
        const seq = await intruder.latestSeq()
        await intruder.commit({
          baseSeq: seq,
          ops: [{ op: 'put', collection: 'users', record: tinyUser(50) }],
          counters: { users: 50 },
        })
      }
      await tx.create('users', { ...tinyUser(1), username: 'retried' })
    })
    expect(runs).toBe(2)
    expect(a.get('users', 50)).toBeDefined()
    expect(a.find('users', (u) => u.username === 'retried')?.id).toBe(51)
    await expect(intruder.commit({ baseSeq: 0, ops: [], counters: {} })).rejects.toBeInstanceOf(StorageConflictError)
  })

  it('persistence: without Web Locks the in-process lock still serialises two tabs', async () => {
    vi.stubGlobal('navigator', {})
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => newUser(i % 2 ? a : b, `nl${i}`)))
    expect(new Set(created.map((u) => u.id)).size).toBe(10)
    await b.sync()
    expect(b.count('users')).toBe(13)
  })

  it('persistence: a broadcast wakes the other tab without waiting for its next request', async () => {
    const backend = makeBackend()
    const a = await tab(backend)
    const b = await tab(backend)
    const made = await newUser(a, 'woken')
    await vi.waitFor(() => expect(b.get('users', made.id)?.username).toBe('woken'))
  })
})

describe('persistence: storage details', () => {
  it('persistence: a tab whose unseen log entries were trimmed reloads the whole snapshot', async () => {
    const storage = createMemoryStorage()
    const name = uniqueDbName()
    const a = await openDb({ storage, seed: tinySeed(), name, broadcast: false })
    const b = await openDb({ storage, seed: tinySeed(), name, broadcast: false })
    opened.push(a, b)
    for (let i = 0; i < LOG_KEEP + 5; i++) await a.write((tx) => tx.update('users', 1, { bio: `v${i}` }))
    expect(await storage.changesSince(b.seq)).toBeNull()
    await b.sync()
    expect(b.get('users', 1)?.bio).toBe(`v${LOG_KEEP + 4}`)
    expect(b.seq).toBe(a.seq)
  })

  it('persistence: uploaded blobs survive a reload of IndexedDB storage', async () => {
    const name = uniqueDbName()
    const first = createIndexedDbStorage(name)
    await first.putBlob('/uploads/1.png', new Blob(['png-bytes'], { type: 'image/png' }))
    first.close()
    const second = createIndexedDbStorage(name)
    const blob = await second.getBlob('/uploads/1.png')
    expect(await blob?.text()).toBe('png-bytes')
    await second.deleteBlob('/uploads/1.png')
    expect(await second.getBlob('/uploads/1.png')).toBeUndefined()
    second.close()
  })
})
