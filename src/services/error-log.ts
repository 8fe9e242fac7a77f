import { onApiFailure, type ApiFailure } from '@/api/api-events'
import { getAccessToken, getRefreshToken } from '@/api/token-store'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { ErrorLogEntry, ErrorLogSource } from '@/schemas/error-log.schema'

// R7.40, R9.33: the client error log. Errors are only logged locally, never sent (the spec's error-report
// endpoint stays unused): an in-memory queue of at most 50 entries (the oldest dropped), flushed every 30 s into
// localStorage, itself capped at 50. Sources: window `error` and `unhandledrejection`, the ErrorBoundary, and
// API calls that failed with a 5xx or on the network. The QA console (/test-api) shows and clears it.
//
// Tokens never reach it: `Bearer …`, the values of the stored access and refresh tokens, and token/password
// fields (in objects, JSON text and query strings) are replaced before an entry is kept.

/** R9.33 */
export const ERROR_LOG_MAX = 50
/** R9.33 */
export const ERROR_LOG_FLUSH_MS = 30_000
export const ERROR_LOG_KEY = STORAGE_KEYS.errorLog

const MESSAGE_MAX = 500
const DETAIL_MAX = 4_000
export const REDACTED = '[已隐藏]'

export type { ErrorLogEntry, ErrorLogSource } from '@/schemas/error-log.schema'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
const defaultStore = (): KeyValueStore | null => (globalThis.localStorage as Storage | undefined) ?? null

let store: () => KeyValueStore | null = defaultStore
let queue: ErrorLogEntry[] = []
let seq = 0
const listeners = new Set<() => void>()

// ---- scrubbing ------------------------------------------------------------------------------------------

const SECRET_KEY =
  /^(?:access_?token|refresh_?token|reset_?token|token|password|confirm_?password|new_?password|authorization)$/i
const SECRET_PAIR =
  /((?:["']?)(?:access_?token|refresh_?token|reset_?token|token|password|confirm_?password|new_?password)(?:["']?)\s*[:=]\s*)(?!"?\[已隐藏\])("[^"]*"|'[^']*'|[^\s&,;}"')\]]+)/gi
const BEARER = /\bBearer\s+(?!\[已隐藏\])[^\s"',;)\]}]+/gi

/** Text with every token and password taken out. */
export function scrubText(text: string): string {
  let out = text.replace(BEARER, `Bearer ${REDACTED}`)
  for (const token of [getAccessToken(), getRefreshToken()]) {
    if (token && token.length >= 6) out = out.split(token).join(REDACTED)
  }
  return out.replace(SECRET_PAIR, (_m, key: string) => `${key}${REDACTED}`)
}

/** A copy of `value` with secret fields replaced and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 6) return '…'
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(v, depth + 1)
  return out
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)

function describe(error: unknown): { message: string; detail?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { detail: error.stack } : {}) }
  }
  if (typeof error === 'string') return { message: error }
  try {
    return { message: JSON.stringify(scrubValue(error)) ?? String(error) }
  } catch {
    return { message: String(error) }
  }
}

// ---- the log ---------------------------------------------------------------------------------------------

function readStored(): ErrorLogEntry[] {
  const raw = store()?.getItem(ERROR_LOG_KEY)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]).slice(-ERROR_LOG_MAX) : []
  } catch {
    return []
  }
}

function notify(): void {
  for (const fn of [...listeners]) fn()
}

const currentPage = () => (typeof location === 'undefined' ? '' : scrubText(`${location.pathname}${location.search}`))

/** Adds an entry to the in-memory queue (at most ERROR_LOG_MAX: the oldest is dropped). */
export function logError(source: ErrorLogSource, error: unknown, extra?: string): ErrorLogEntry {
  const { message, detail } = describe(error)
  const fullDetail = [detail, extra].filter(Boolean).join('\n')
  const entry: ErrorLogEntry = {
    id: `${Date.now().toString(36)}-${(++seq).toString(36)}`,
    at: new Date().toISOString(),
    source,
    message: clip(scrubText(message), MESSAGE_MAX),
    ...(fullDetail ? { detail: clip(scrubText(fullDetail), DETAIL_MAX) } : {}),
    page: currentPage(),
  }
  queue = [...queue, entry].slice(-ERROR_LOG_MAX)
  notify()
  return entry
}

/** Entries not flushed yet (memory). */
export const pendingErrorLog = (): readonly ErrorLogEntry[] => queue

/** Everything logged: the stored entries, then the pending ones; oldest first, at most ERROR_LOG_MAX. */
export function getErrorLog(): ErrorLogEntry[] {
  return [...readStored(), ...queue].slice(-ERROR_LOG_MAX)
}

/** Moves the queue into localStorage (kept to the newest ERROR_LOG_MAX). Nothing is ever sent anywhere. */
export function flushErrorLog(): void {
  if (queue.length === 0) return
  const next = [...readStored(), ...queue].slice(-ERROR_LOG_MAX)
  queue = []
  try {
    store()?.setItem(ERROR_LOG_KEY, JSON.stringify(next))
  } catch {
    // Storage full or denied: the log is best effort and must never break the app.
  }
  notify()
}

export function clearErrorLog(): void {
  queue = []
  store()?.removeItem(ERROR_LOG_KEY)
  notify()
}

export function subscribeErrorLog(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function logApiFailure({ method, url, error }: ApiFailure): void {
  const onNetwork = error.type === 'NETWORK_ERROR' || error.type === 'TIMEOUT_ERROR'
  if (!onNetwork && error.status < 500) return
  let path = url
  try {
    const u = new URL(url, 'http://localhost')
    path = `${u.pathname}${u.search}`
  } catch {
    // keep the URL as sent
  }
  const outcome = onNetwork ? error.type : String(error.status)
  const detail = JSON.stringify(
    scrubValue({ type: error.type, status: error.status, code: error.code, details: error.details }),
  )
  logError('api', `${method} ${path} → ${outcome} ${error.message}`, detail)
}

let stop: (() => void) | null = null

/**
 * Starts the log (src/main.tsx): the window's error events, failed API calls, the 30 s flush, and a last flush
 * when the page is hidden. Returns the stop (tests). `storage` replaces localStorage (tests).
 */
export function startErrorLog(options: { storage?: KeyValueStore } = {}): () => void {
  if (stop) return stop
  if (options.storage) {
    const custom = options.storage
    store = () => custom
  }
  const onError = (event: ErrorEvent) => {
    logError(
      'error',
      event.error ?? event.message,
      event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined,
    )
  }
  const onRejection = (event: PromiseRejectionEvent) => logError('unhandledrejection', event.reason)
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushErrorLog()
  }
  const hasWindow = typeof window !== 'undefined'
  if (hasWindow) {
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('pagehide', flushErrorLog)
    document.addEventListener('visibilitychange', onHidden)
  }
  const unsubscribe = onApiFailure(logApiFailure)
  const timer = setInterval(flushErrorLog, ERROR_LOG_FLUSH_MS)
  stop = () => {
    if (hasWindow) {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('pagehide', flushErrorLog)
      document.removeEventListener('visibilitychange', onHidden)
    }
    unsubscribe()
    clearInterval(timer)
    queue = []
    store = defaultStore
    stop = null
  }
  return stop
}
