import { setupWorker, type SetupWorker } from 'msw/browser'
import { seed } from '../fixtures/data'
import { setActiveDb } from './active-db'
import { openDb, type MockDb } from './db'
import * as faults from './faults'
import { handlers } from './handlers'
import * as qa from './qa-tools'
import type { ImportSummary } from './data-transfer'
import { setLatency, type LatencyRange } from './http/latency'
import { createIndexedDbStorage, DEFAULT_DB_NAME } from './storage/indexeddb-storage'

// The browser host (dev server and the production demo build): data in IndexedDB, handlers in a service worker.

export interface MockBackendOptions {
  /** IndexedDB database name (also the lock and broadcast channel name). */
  dbName?: string
  latency?: LatencyRange
}

export interface MockBackend {
  db: MockDb
  worker: SetupWorker
}

let started: Promise<MockBackend> | null = null

/** Await before the first render, or the first requests race past the worker. Safe to call twice. */
export function startMockBackend(options: MockBackendOptions = {}): Promise<MockBackend> {
  started ??= start(options)
  return started
}

async function start({ dbName = DEFAULT_DB_NAME, latency }: MockBackendOptions): Promise<MockBackend> {
  if (latency) setLatency(latency)
  const worker = setupWorker(...handlers)
  // The worker's registration and the db's load overlap: the app sends nothing until both are done.
  const [db] = await Promise.all([
    // Seeds IndexedDB from the fixtures on first run, then loads this tab's cache.
    openDb({ storage: createIndexedDbStorage(dbName), seed, name: dbName }),
    worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      // Everything not under /api (the app's own files, images, HMR) goes to the network untouched.
      onUnhandledFrame: 'bypass',
      quiet: true,
    }),
  ])
  setActiveDb(db)
  exposeQaHandle()
  return { db, worker }
}

// The app's access token (src/lib/storage-keys.ts; the mock may not import from src/lib).
const ACCESS_TOKEN_KEY = 'lemon.accessToken'
const REFRESH_TOKEN_KEY = 'lemon.refreshToken'

export interface LemonMockHandle {
  faults: Pick<typeof faults, 'getFaults' | 'setFaults' | 'addFault' | 'removeFault' | 'clearFaults' | 'subscribeFaults'>
  /** The statuses a fault rule may force. */
  faultStatuses: readonly faults.FaultStatus[]
  resetData: () => Promise<void>
  /** Expires the access token the app holds now (all live ones when it holds none). */
  expireToken: () => Promise<number>
  /** The whole db (no logins) as a JSON file's text. */
  exportData: () => Promise<string>
  /** Replaces the db with an exported file's data; rejects (changing nothing) when the file is invalid. */
  importData: (json: string) => Promise<ImportSummary>
  /** What the mock knows about a token it issued (expiry in epoch ms); null for an unknown one. */
  tokenInfo: (token: string) => Promise<qa.TokenInfo | null>
  /** Lifetime of access tokens issued from now on (login, register, refresh). */
  getAccessTokenTtl: () => number
  setAccessTokenTtl: (ms: number) => void
  users: () => Promise<qa.QaUser[]>
  /** A message from `fromUserId` to the user logged in in this tab. */
  receiveMessage: (input: { fromUserId: number; content: string }) => Promise<{ id: number }>
}

declare global {
  interface Window {
    __lemonMock?: LemonMockHandle
  }
}

const appAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY) ?? undefined

/** For QA (the developer pages, the console) and Playwright: the fault switch and the global actions. */
function exposeQaHandle(): void {
  const { getFaults, setFaults, addFault, removeFault, clearFaults, subscribeFaults } = faults
  window.__lemonMock = {
    faults: { getFaults, setFaults, addFault, removeFault, clearFaults, subscribeFaults },
    faultStatuses: faults.FAULT_STATUSES,
    resetData: faults.resetDataToSeed,
    expireToken: () => faults.expireAccessTokenNow(appAccessToken()),
    exportData: qa.exportDataFile,
    importData: qa.importDataFile,
    tokenInfo: qa.tokenInfo,
    getAccessTokenTtl: qa.getAccessTokenTtl,
    setAccessTokenTtl: qa.setAccessTokenTtl,
    users: qa.listUsers,
    receiveMessage: ({ fromUserId, content }) =>
      qa.receiveMessage({ fromUserId, content, toToken: appAccessToken() ?? localStorage.getItem(REFRESH_TOKEN_KEY) ?? '' }),
  }
}
