// Client retry helper (spec §4 R4.38–R4.40, §9 R9.2, R9.31). Pure: no toast, no React. The caller
// turns the `onRetry` callback and the thrown RetryError into toasts with `retryMessages`.

/** R4.38, R9.2, R9.31 */
export const RETRY_DEFAULTS = {
  attempts: 3,
  /** API calls (the query cache, the client) use 2 attempts in all. */
  apiAttempts: 2,
  baseMs: 1000,
  factor: 2,
  capMs: 30_000,
} as const

export interface BackoffOptions {
  baseMs?: number
  factor?: number
  capMs?: number
}

export interface RetryOptions extends BackoffOptions {
  /** Attempts in all, the first one included. */
  attempts?: number
  signal?: AbortSignal
  /** Called before each wait: the delay, the number of the attempt that just failed (1-based), attempts in all. */
  onRetry?: (delayMs: number, attempt: number, max: number) => void
  isRetryable?: (error: unknown) => boolean
}

/** R4.40: the exact texts the UI toasts. */
export const retryMessages = {
  /** After attempt k of max failed, the next one runs in N seconds. */
  scheduled: (delayMs: number, attempt: number, max: number) =>
    `操作失败，将在 ${Math.round(delayMs / 1000)} 秒后重试 (${attempt}/${max})`,
  /** Final failure after N retries (attempts in all minus the first). */
  exhausted: (retries: number) => `操作失败，已重试 ${retries} 次`,
  /** Final failure of an error that is never retried (4xx, 429, validation…). */
  notRetryable: '操作失败，无法重试',
  cancelled: '重试已取消',
} as const

/** Delay before the retry that follows failed attempt `attempt` (1-based): min(base × factor^(attempt-1), cap). */
export function backoffDelay(attempt: number, { baseMs = 1000, factor = 2, capMs = 30_000 }: BackoffOptions = {}) {
  return Math.min(baseMs * factor ** Math.max(0, attempt - 1), capMs)
}

interface ErrorLike {
  name?: unknown
  type?: unknown
  status?: unknown
}

/**
 * R4.39, R9.2: network errors, status 0, timeouts and 5xx are worth another try; 429 and every other
 * 4xx (the server understood and said no) never are, and neither is a cancellation.
 */
export function isRetryableError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const e = error as ErrorLike
  if (e.name === 'AbortError' || error instanceof RetryError) return false
  if (e.type === 'NETWORK_ERROR' || e.type === 'TIMEOUT_ERROR' || e.name === 'TimeoutError') return true
  if (typeof e.status === 'number') return e.status === 0 || (e.status >= 500 && e.status < 600)
  // fetch() itself rejects with a TypeError when the network is unreachable.
  return e.name === 'TypeError'
}

export type RetryFailure = 'exhausted' | 'notRetryable' | 'cancelled'

/** What withRetry throws: the last error as `cause`, how it ended, and the text to show. */
export class RetryError extends Error {
  override readonly name = 'RetryError'
  constructor(
    readonly reason: RetryFailure,
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(
      reason === 'cancelled'
        ? retryMessages.cancelled
        : reason === 'notRetryable'
          ? retryMessages.notRetryable
          : retryMessages.exhausted(attempts - 1),
    )
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Runs `fn` until it succeeds, the error is not retryable, the attempts are used up, or `signal` aborts
 * (during a call or a wait). `fn` gets the attempt number (1-based) and the signal to pass on to fetch.
 * Rejects with a RetryError whose `cause` is the last error (its message is the server's).
 */
export async function withRetry<T>(
  fn: (attempt: number, signal: AbortSignal | undefined) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { attempts = RETRY_DEFAULTS.attempts, signal, onRetry, isRetryable = isRetryableError } = options
  const max = Math.max(1, Math.floor(attempts))
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw new RetryError('cancelled', attempt - 1, signal.reason)
    try {
      return await fn(attempt, signal)
    } catch (error) {
      if (signal?.aborted) throw new RetryError('cancelled', attempt, error)
      if (!isRetryable(error)) throw new RetryError('notRetryable', attempt, error)
      if (attempt >= max) throw new RetryError('exhausted', attempt, error)
      const delay = backoffDelay(attempt, options)
      onRetry?.(delay, attempt, max)
      try {
        await sleep(delay, signal)
      } catch (reason) {
        throw new RetryError('cancelled', attempt, reason)
      }
    }
  }
}

/** The toast text for a withRetry failure (or for any other error: 无法重试). */
export function retryFailureMessage(error: unknown): string {
  return error instanceof RetryError ? error.message : retryMessages.notRetryable
}
