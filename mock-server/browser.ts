import type { QaFaultRule as FaultRule, QaHandle } from '@/schemas/qa-handle.schema'
import { FAULTS_CHANNEL, type WorkerReply } from './sw/protocol'
import { isOurWorker as ours, watchForUpdates } from './update-offer'

// The page's side of the bundled mock backend (ADR 008). The backend itself runs in the service worker
// (mock-server/sw/service-worker.ts); this page only registers it, waits until it controls the page, offers a new
// build when one is waiting, asks it to keep the app for offline use once the page is idle, and puts the QA handle
// on `window.__lemonMock`, whose calls travel to the worker as messages. None of the backend's code loads here.

export interface MockBackendOptions {
  /** A newer build is installed and waiting; `apply` switches to it and reloads. */
  onUpdate?: (apply: () => void) => void
  /** Everything the app needs offline is kept (after the first visit's idle time). */
  onOfflineReady?: () => void
  /**
   * Whether to keep the whole app and every demo picture ahead of time (设置 › 离线使用, on unless turned off).
   * Off, only what was opened is kept.
   */
  keepOffline?: () => boolean
}

let started: Promise<void> | null = null

/** Resolves once the worker controls the page: from then on `/api` is answered. Safe to call twice. */
export function startMockBackend(options: MockBackendOptions = {}): Promise<void> {
  started ??= start(options)
  return started
}

const base = import.meta.env.BASE_URL
const sw = () => navigator.serviceWorker

async function start({ onUpdate, onOfflineReady, keepOffline = () => true }: MockBackendOptions): Promise<void> {
  if (!('serviceWorker' in navigator))
    throw new Error('this browser has no service workers: the demo backend cannot run')
  const registration = await sw().register(`${base}sw.js`, { scope: base })
  await controlled()
  await exposeQaHandle()
  if (onUpdate) {
    watchForUpdates(registration, onUpdate, { container: sw(), reload: () => location.reload() })
    const check = () => void registration.update().catch(() => undefined)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check()
    })
    setInterval(check, 30 * 60_000)
  }
  void whenIdle().then(() => (keepOffline() ? warm(onOfflineReady) : undefined))
}

function controlled(): Promise<void> {
  if (ours(sw().controller)) return Promise.resolve()
  return new Promise((resolve) => {
    const check = () => {
      if (!ours(sw().controller)) return
      sw().removeEventListener('controllerchange', check)
      resolve()
    }
    sw().addEventListener('controllerchange', check)
    // A hard reload leaves the page uncontrolled although the worker is active: ask it to take the page.
    void sw().ready.then((registration) => registration.active?.postMessage({ type: 'claim' }))
  })
}

function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((r) => addEventListener('load', r, { once: true }))
  return loaded.then(() => new Promise<void>((r) => setTimeout(r, 1500)))
}

let offlineReady: Promise<void> | null = null
function warm(onOfflineReady?: () => void): Promise<void> {
  offlineReady ??= post<unknown>({ type: 'warm' }).then(() => onOfflineReady?.())
  return offlineReady
}

function post<T>(message: object): Promise<T> {
  const worker = sw().controller
  if (!worker) return Promise.reject(new Error('the mock backend is not running in this page'))
  const { port1, port2 } = new MessageChannel()
  return new Promise<T>((resolve, reject) => {
    port1.onmessage = (event: MessageEvent<WorkerReply>) => {
      port1.close()
      const reply = event.data
      if (reply.ok) resolve(reply.result as T)
      else
        reject(
          Object.assign(new (reply.error.name === 'TypeError' ? TypeError : Error)(reply.error.message), {
            name: reply.error.name,
          }),
        )
    }
    worker.postMessage(message, [port2])
  })
}

const call = <T>(method: string, ...args: unknown[]): Promise<T> => post<T>({ type: 'qa', method, args })

// The app's tokens (src/lib/storage-keys.ts; the mock may not import from src/lib).
const ACCESS_TOKEN_KEY = 'lemon.accessToken'
const REFRESH_TOKEN_KEY = 'lemon.refreshToken'

/** The handle's type is the app's (src/schemas/qa-handle.schema.ts): one declaration, which this side implements. */
export type LemonMockHandle = QaHandle

declare global {
  interface Window {
    __lemonMock?: LemonMockHandle
  }
}

const FAULT_STATUSES = [401, 403, 404, 409, 422, 429, 500, 503] as const

async function exposeQaHandle(): Promise<void> {
  let rules: readonly FaultRule[] = []
  let ttl = 0
  ;[rules, ttl] = await Promise.all([call<FaultRule[]>('getFaults'), call<number>('getAccessTokenTtl')])
  const listeners = new Set<(rules: readonly FaultRule[]) => void>()
  const update = (next: readonly FaultRule[]) => {
    rules = next
    for (const fn of listeners) fn(rules)
  }
  new BroadcastChannel(FAULTS_CHANNEL).onmessage = (event: MessageEvent<FaultRule[]>) => update(event.data)
  // Each change answers with the rules as the worker holds them, so this page is current as soon as the call ends.
  const change = async <T>(method: string, ...args: unknown[]): Promise<T> => {
    const result = await call<T>(method, ...args)
    update(await call<FaultRule[]>('getFaults'))
    return result
  }
  const appAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY) ?? undefined
  // Either names the app's session; the refresh token is the one that stays current longest.
  const appSessionToken = () => localStorage.getItem(REFRESH_TOKEN_KEY) ?? appAccessToken()
  window.__lemonMock = {
    faults: {
      getFaults: () => rules,
      addFault: (rule) => change('addFault', rule),
      setFaults: (next) => change('setFaults', next),
      removeFault: (id) => change('removeFault', id),
      clearFaults: () => change('clearFaults'),
      subscribeFaults: (fn) => {
        listeners.add(fn)
        return () => listeners.delete(fn)
      },
    },
    faultStatuses: FAULT_STATUSES,
    resetData: () => call('resetData'),
    restoreDemoData: () => call('restoreDemoData'),
    exportStoredData: () => call('exportStoredData'),
    expireToken: () => call('expireToken', appAccessToken()),
    exportData: () => call('exportData'),
    importData: (json) => call('importData', json),
    tokenInfo: (token) => call('tokenInfo', token),
    getAccessTokenTtl: () => ttl,
    setAccessTokenTtl: async (ms) => {
      await call('setAccessTokenTtl', ms)
      ttl = ms
    },
    users: () => call('users'),
    receiveMessage: ({ fromUserId, content }) =>
      call('receiveMessage', {
        fromUserId,
        content,
        toToken: appAccessToken() ?? localStorage.getItem(REFRESH_TOKEN_KEY) ?? '',
      }),
    offlineReady: () => warm(),
    scenarios: {
      apply: (scenario) => change('applyScenario', scenario),
      save: (input) => call('saveScenario', input, appSessionToken()),
      list: () => call('savedScenarios'),
      remove: (id) => call('deleteScenario', id),
    },
    storageBudget: () => call('storageBudget'),
    setStorageBudget: (budget) => call('setStorageBudget', budget),
    exportState: () => call('exportState', appSessionToken()),
    importState: (state) => change('importState', state),
  }
}
