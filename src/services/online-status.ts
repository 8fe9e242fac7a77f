import { signal } from '@preact/signals-react'
import { onApiFailure } from '@/api/api-events'
import { checkNetwork } from '@/api/network-check'

// navigator.onLine plus the online/offline events. The mock's service worker keeps answering while the
// browser is offline, so screens must consult this, not request failures, to know the network is gone.
//
// R7.37: the browser's flag can be wrong the other way too (it says online, yet nothing gets through). When it
// says online but API calls fail on the network, the network check (HEAD /health, 5 s) decides; while the check
// fails the app counts as offline and checks again every NETWORK_RECHECK_MS until it succeeds. The check can
// only ever take "online" away: a browser that says offline stays offline whatever the check answers.
// Node (the build's prerender) has a navigator without onLine: online, as a first visit is.
export const isOnline = signal(
  typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine,
)

/** How often a failed network check is repeated until it succeeds. */
export const NETWORK_RECHECK_MS = 5_000

/** What follows the network: the browser's flag and the network check, publishing `isOnline`. */
export interface OnlineWatcher {
  /**
   * An API call failed on the network. While the browser says online and no check or recheck is under way, run the
   * network check now. Resolves when the verdict is in (tests; the client reports through api-events, never waits).
   */
  reportNetworkFailure(): Promise<void>
  stop(): void
}

/**
 * Starts following the browser's flag and the network check: the app's start (src/app/start-app.ts) makes the page's
 * one watcher, and `isOnline` is its state; without one (the build's prerender in Node, tests) it keeps the browser's
 * flag at load, or what a test sets.
 */
export function watchOnlineStatus({ check = checkNetwork }: { check?: () => Promise<boolean> } = {}): OnlineWatcher {
  let browserOnline = isOnline.peek()
  let reachable = true
  let checking: Promise<void> | null = null
  let recheckTimer: ReturnType<typeof setTimeout> | undefined

  const publish = () => {
    isOnline.value = browserOnline && reachable
  }
  const scheduleRecheck = () => {
    clearTimeout(recheckTimer)
    recheckTimer = undefined
    if (reachable || !browserOnline) return
    recheckTimer = setTimeout(() => void runCheck(), NETWORK_RECHECK_MS)
  }
  const runCheck = (): Promise<void> =>
    (checking ??= check()
      .catch(() => false)
      .then((ok) => {
        checking = null
        reachable = ok
        publish()
        scheduleRecheck()
      }))
  const reportNetworkFailure = (): Promise<void> => {
    if (!browserOnline) return Promise.resolve()
    if (checking) return checking
    if (!reachable && recheckTimer !== undefined) return Promise.resolve()
    return runCheck()
  }
  const update = () => {
    browserOnline = navigator.onLine
    publish()
    // Back online after the check had failed: ask again at once instead of waiting for the next recheck.
    if (browserOnline && !reachable) void runCheck()
    else scheduleRecheck()
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  const unsubscribe = onApiFailure(({ error }) => {
    if (error.type === 'NETWORK_ERROR' || error.type === 'TIMEOUT_ERROR') void reportNetworkFailure()
  })
  update()
  return {
    reportNetworkFailure,
    stop: () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
      unsubscribe()
      clearTimeout(recheckTimer)
      recheckTimer = undefined
      checking = null
      reachable = true
    },
  }
}
