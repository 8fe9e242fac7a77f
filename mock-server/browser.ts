import { setupWorker, type SetupWorker } from 'msw/browser'
import { seed } from '../fixtures/data'
import { setActiveDb } from './active-db'
import { openDb, type MockDb } from './db'
import * as faults from './faults'
import { handlers } from './handlers'
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

export interface LemonMockHandle {
  faults: Pick<typeof faults, 'getFaults' | 'setFaults' | 'addFault' | 'removeFault' | 'clearFaults' | 'subscribeFaults'>
  resetData: () => Promise<void>
  /** Expires the access token the app holds now (all live ones when it holds none). */
  expireToken: () => Promise<number>
}

declare global {
  interface Window {
    __lemonMock?: LemonMockHandle
  }
}

/** For QA (the developer pages, the console) and Playwright: the fault switch and the global actions. */
function exposeQaHandle(): void {
  const { getFaults, setFaults, addFault, removeFault, clearFaults, subscribeFaults } = faults
  window.__lemonMock = {
    faults: { getFaults, setFaults, addFault, removeFault, clearFaults, subscribeFaults },
    resetData: faults.resetDataToSeed,
    expireToken: () => faults.expireAccessTokenNow(localStorage.getItem(ACCESS_TOKEN_KEY) ?? undefined),
  }
}
