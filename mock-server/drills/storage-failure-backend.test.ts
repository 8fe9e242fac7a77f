import { openDB } from 'idb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SERVER_MSG } from '../server-messages'
import { DEFAULT_DB_NAME } from '../storage/indexeddb-storage'
import { tinySeed, tinyUser } from '../test/tiny-seed'

// Issue 23, drill: the browser's store holds data this build cannot read (a row its record schema refuses). The
// service worker's backend (sw/backend.ts, over IndexedDB as in the browser) then does not open; every API answer is
// 503 STORAGE_002 with a clear Chinese message; nothing is reseeded or changed by itself (no silent loss): what the
// store holds can be exported as it is, and only the restore the user asks for brings the demo data back.

/** The backend module as a fresh start of the service worker finds it. */
async function startWorker() {
  vi.resetModules()
  return import('../sw/backend')
}
afterEach(() => vi.restoreAllMocks())

/** A row written straight into the store, past every check: what an older build or a damaged disk may leave. */
async function damageStore() {
  const idb = await openDB(DEFAULT_DB_NAME)
  await idb.put('users', { id: 9999, username: 42, note: '损坏的记录' })
  idb.close()
}

describe('a stored database that does not read', () => {
  it('drill: the backend does not open, every answer is 503 STORAGE_002 in Chinese, the data is left as it was and can be exported; the demo data comes back only on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const seed = tinySeed('storage-drill-1')
    let backend = await startWorker()
    const db = await backend.openBackend(seed)
    await db.write((tx) => tx.create('users', { ...tinyUser(1), username: 'kept_user', email: 'kept@example.com' }))
    await damageStore()

    backend = await startWorker()
    const failure = await backend.openBackend(seed).catch((error: unknown) => error)
    // A fresh module graph per start: the class is this start's, so it is told by its name.
    expect((failure as Error).name).toBe('StoredDataUnreadableError')
    const answer = backend.backendFailure(failure)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({
      success: false,
      code: 'STORAGE_002',
      message: SERVER_MSG.storedDataUnreadable,
    })
    // Still failing on the next request: nothing was reseeded behind the user's back.
    await expect(backend.openBackend(seed)).rejects.toMatchObject({ name: 'StoredDataUnreadableError' })

    // What the store holds, as it is: the user's own row and the damaged one, in an export file.
    const exported = JSON.parse(await backend.qaMethods.exportStoredData())
    expect(exported.format).toBe('lemon-mock-db')
    expect(exported.seedVersion).toBe('storage-drill-1')
    expect(exported.tables.users.map((u: { username: unknown }) => u.username)).toEqual(
      expect.arrayContaining(['kept_user', 42]),
    )

    // On request: the store deleted and seeded again; the backend opens and answers.
    await backend.qaMethods.restoreDemoData()
    expect((await backend.openBackend(seed)).filter('users').map((u) => u.username)).toEqual([
      'user1',
      'user2',
      'user3',
    ])
    const reopened = await startWorker()
    expect((await reopened.openBackend(seed)).count('users')).toBe(3)
  }, 30_000)

  it('drill: a full store met while the backend opens is said as 507 STORAGE_001; any other start failure stays a plain 503', async () => {
    const { backendFailure } = await startWorker()
    const full = backendFailure(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    expect(full.status).toBe(507)
    expect(await full.json()).toMatchObject({ code: 'STORAGE_001', message: SERVER_MSG.storageFull })
    const other = backendFailure(new TypeError('Failed to fetch'))
    expect([other.status, (await other.json()).code]).toEqual([503, 'SERVICE_UNAVAILABLE_001'])
  })
})
