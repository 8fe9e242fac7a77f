import { setActiveDb } from '../active-db'
import { getAccessTokenTtl, setAccessTokenTtl } from '../auth-config'
import { exportData } from '../data-transfer'
import { openDb, type MockDb } from '../db'
import * as faults from '../faults'
import { fail } from '../http/envelope'
import { setLatency } from '../http/latency'
import { errorResponse } from '../http/route'
import { isStorageFull, StoredDataUnreadableError } from '../storage/storage-errors'
import * as qa from '../qa-tools'
import { applyScenario } from '../services/scenario-apply'
import { exportQaState, importQaState } from '../services/qa-state'
import { savedScenarios } from '../services/saved-scenarios'
import { createIndexedDbStorage, DEFAULT_DB_NAME } from '../storage/indexeddb-storage'
import {
  getStorageBudget,
  setStorageBudget,
  setStorageBudgetStore,
  withStorageBudget,
  type StorageBudgetState,
} from '../storage/storage-budget'
import type { Seed } from '../seed'
import { FAULTS_CHANNEL } from './protocol'
import { openSettingsStore } from './settings-store'

// The mock backend inside the service worker: one store for every tab of the origin, opened once per worker start
// (seeding IndexedDB on the first visit), with the QA settings restored from their own store.

const FAULTS_KEY = 'faults'
const TTL_KEY = 'accessTokenTtl'
const STORAGE_BUDGET_KEY = 'storageBudget'

const settings = openSettingsStore()
const scenarios = savedScenarios(settings)
let opened: Promise<MockDb> | null = null
let lastSeed: Seed | null = null

export function openBackend(seed: Seed): Promise<MockDb> {
  lastSeed = seed
  opened ??= open(seed).catch((error: unknown) => {
    opened = null // the next request tries again (a failed seed download, say)
    throw error
  })
  return opened
}

async function open(seed: Seed): Promise<MockDb> {
  // Marks read by bench/ and by anyone profiling a first visit (performance.getEntriesByType('mark') in the worker).
  performance.mark('backend:open')
  // Believable network time, as a real server would have.
  setLatency({ min: 40, max: 140 })
  const [storedFaults, storedTtl, storedBudget] = await Promise.all([
    settings.get<string>(FAULTS_KEY),
    settings.get<number>(TTL_KEY),
    settings.get<StorageBudgetState>(STORAGE_BUDGET_KEY),
  ])
  let raw: string | null = storedFaults ?? null
  faults.setFaultStore({ load: () => raw, save: (next) => void ((raw = next), settings.set(FAULTS_KEY, next)) })
  const channel = new BroadcastChannel(FAULTS_CHANNEL)
  faults.subscribeFaults((rules) => channel.postMessage(rules))
  if (typeof storedTtl === 'number') setAccessTokenTtl(storedTtl)
  let budget = storedBudget ?? null
  setStorageBudgetStore({
    load: () => budget,
    save: (next) => void ((budget = next), settings.set(STORAGE_BUDGET_KEY, next)),
  })
  const db = await openDb({
    storage: withStorageBudget(createIndexedDbStorage(DEFAULT_DB_NAME)),
    seed,
    name: DEFAULT_DB_NAME,
  })
  setActiveDb(db)
  performance.mark('backend:ready')
  return db
}

/** The access-token lifetime, kept across the worker's restarts. */
async function keepAccessTokenTtl(ms: number): Promise<void> {
  setAccessTokenTtl(ms)
  await settings.set(TTL_KEY, ms)
}

/**
 * The answer to an API request when the backend itself could not serve it: its store is full or unreadable (the
 * store's own codes, which the app explains and offers the way out of), or it did not start (a seed download failed).
 */
export function backendFailure(error: unknown): Response {
  if (isStorageFull(error) || error instanceof StoredDataUnreadableError) return errorResponse(error)
  return fail(503, 'SERVICE_UNAVAILABLE_001', '服务暂时不可用，请稍后重试')
}

/** What the store holds, read as it is (an export file's text): kept by the user before the demo data replaces it. */
async function exportStoredData(): Promise<string> {
  const storage = createIndexedDbStorage(DEFAULT_DB_NAME)
  try {
    return JSON.stringify(await exportData(storage))
  } finally {
    storage.close()
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`))
  })
}

/**
 * The demo data back, whatever the store holds or lacks room for: the database is deleted (uploads and logins with
 * it) and seeded again. Only ever on the user's request (the app's storage alert, after it offered the export).
 */
async function restoreDemoData(): Promise<void> {
  if (!lastSeed) throw new Error('the backend was never asked to open')
  const current = await opened?.catch(() => null)
  current?.close()
  opened = null
  setActiveDb(null)
  await deleteDatabase(DEFAULT_DB_NAME)
  await openBackend(lastSeed)
}

/** QA methods that must work when the store does not open: the service worker calls them without opening it. */
export const STORE_FREE_METHODS: ReadonlySet<string> = new Set(['exportStoredData', 'restoreDemoData'])

/** What the page's QA handle may ask (mock-server/browser.ts mirrors this list). */
export const qaMethods = {
  getFaults: () => faults.getFaults(),
  addFault: (rule: faults.FaultRuleInput) => faults.addFault(rule),
  setFaults: (rules: faults.FaultRuleInput[]) => faults.setFaults(rules),
  removeFault: (id: string) => faults.removeFault(id),
  clearFaults: () => faults.clearFaults(),
  resetData: () => faults.resetDataToSeed(),
  exportStoredData,
  restoreDemoData,
  expireToken: (token?: string) => faults.expireAccessTokenNow(token),
  exportData: () => qa.exportDataFile(),
  importData: (json: string) => qa.importDataFile(json),
  tokenInfo: (token: string) => qa.tokenInfo(token),
  users: () => qa.listUsers(),
  receiveMessage: (input: qa.ReceiveInput) => qa.receiveMessage(input),
  getAccessTokenTtl: () => getAccessTokenTtl(),
  setAccessTokenTtl: (ms: number) => keepAccessTokenTtl(ms),
  applyScenario: (scenario: unknown) =>
    applyScenario(scenario, { savedData: (id) => scenarios.data(id), setAccessTokenTtl: keepAccessTokenTtl }),
  saveScenario: (input: { name: string; description?: string }, token?: string) => scenarios.save(input, token),
  savedScenarios: () => scenarios.list(),
  deleteScenario: (id: string) => scenarios.remove(id),
  storageBudget: () => getStorageBudget(),
  setStorageBudget: (budget: { headroomBytes: number } | null) => setStorageBudget(budget),
  exportState: (token?: string) => exportQaState(token),
  importState: (state: unknown) => importQaState(state, { setAccessTokenTtl: keepAccessTokenTtl }),
} satisfies Record<string, (...args: never[]) => unknown>

export type QaMethod = keyof typeof qaMethods
