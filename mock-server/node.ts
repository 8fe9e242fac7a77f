import { setupServer } from 'msw/node'
import { seed } from '../fixtures/data'
import { setActiveDb } from './active-db'
import { resetAuthConfig } from './auth-config'
import { openDb, type MockDb } from './db'
import { clearFaults } from './faults'
import { handlers } from './handlers'
import { DEFAULT_LATENCY, setLatency } from './http/latency'
import { createMemoryStorage } from './storage/memory-storage'
import { setStorageBudget, withStorageBudget } from './storage/storage-budget'

// The Node host for vitest: same handlers, memory storage, and any request no handler claims is an error.
export const server = setupServer(...handlers)
// QA fault injection for tests (settings kept in memory in Node).
export {
  addFault,
  clearFaults,
  expireAccessTokenNow,
  getFaults,
  removeFault,
  resetDataToSeed,
  setFaults,
  subscribeFaults,
} from './faults'

let db: MockDb | null = null
let listening = false

/** Fresh seed data, default auth and latency settings, and no per-test handler overrides. */
export async function resetTestBackend(): Promise<MockDb> {
  server.resetHandlers()
  resetAuthConfig()
  clearFaults()
  setStorageBudget(null)
  setLatency(DEFAULT_LATENCY)
  // Undoes only what the last test wrote (nothing, for most tests: they read, or write to a db of their own).
  if (db) await db.resetToSeed()
  // A lock name of its own: test files running in parallel need not queue behind each other.
  else
    db = await openDb({
      storage: withStorageBudget(createMemoryStorage()),
      seed,
      broadcast: false,
      name: `lemon-db-test-${crypto.randomUUID()}`,
    })
  setActiveDb(db)
  return db
}

/** Call in beforeAll (or beforeEach): resets to the seed and starts intercepting fetch. */
export async function startTestBackend(): Promise<MockDb> {
  const current = await resetTestBackend()
  if (!listening) {
    server.listen({ onUnhandledFrame: 'error' })
    listening = true
  }
  return current
}

export function stopTestBackend(): void {
  // msw refuses to close twice: stopping what is not running is a no-op.
  if (listening) server.close()
  listening = false
  db?.close()
  db = null
  setActiveDb(null)
}
