import type { ApiError } from './errors'

// What the client tells the rest of the app about failed exchanges, without knowing who listens: the
// error log (src/services/error-log.ts) records 5xx and network failures, the network check (src/services/online-status.ts)
// asks whether the network is really there when calls fail on the network.

export interface ApiFailure {
  method: string
  /** The request URL as sent (query included). */
  url: string
  error: ApiError
}

type Listener = (failure: ApiFailure) => void
const listeners = new Set<Listener>()

// A page that is being left cancels its requests, and the browser reports them as network failures: those
// say nothing about the network, so they are not reported (the error log, the network check).
let leaving = false
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('beforeunload', () => void (leaving = true))
  // Back from the back/forward cache, or the navigation was cancelled and the page is used again.
  window.addEventListener('pageshow', () => void (leaving = false))
  window.addEventListener('focus', () => void (leaving = false))
}

export function onApiFailure(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportApiFailure(failure: ApiFailure): void {
  if (leaving && (failure.error.type === 'NETWORK_ERROR' || failure.error.type === 'TIMEOUT_ERROR')) return
  for (const listener of [...listeners]) {
    try {
      listener(failure)
    } catch {
      // A broken listener must never turn into the caller's error.
    }
  }
}

/**
 * What the client says about its own retries (R4.40: "将在 1 秒后重试", then "已重试 1 次" or the cancel): the app
 * shows them as toasts (src/app/services.ts), so the API layer knows nothing of the UI.
 */
export interface RetryNotice {
  kind: 'info' | 'error'
  message: string
}

const retryListeners = new Set<(notice: RetryNotice) => void>()

export function onRetryNotice(listener: (notice: RetryNotice) => void): () => void {
  retryListeners.add(listener)
  return () => retryListeners.delete(listener)
}

export function announceRetry(notice: RetryNotice): void {
  for (const listener of [...retryListeners]) listener(notice)
}
