import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, networkError, timeoutError } from '@/api/errors'
import {
  RETRY_DEFAULTS,
  RetryError,
  backoffDelay,
  isRetryableError,
  retryFailureMessage,
  retryMessages,
  withRetry,
} from './retry'

const httpError = (status: number) =>
  new ApiError({ type: status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR', status, message: `HTTP ${status}` })

/** A function that fails with the given errors in turn, then answers 'ok'. */
function failing(...errors: unknown[]) {
  return vi.fn(async (_attempt: number) => {
    const next = errors.shift()
    if (next !== undefined) throw next
    return 'ok'
  })
}

/** Collects the rejection without leaving an unhandled promise while timers run. */
function settle<T>(p: Promise<T>) {
  const result: { value?: T; error?: unknown; done: boolean } = { done: false }
  p.then(
    (value) => Object.assign(result, { value, done: true }),
    (error: unknown) => Object.assign(result, { error, done: true }),
  )
  return result
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('retry helper', () => {
  // The defaults in use are proven by the waits and attempts below (R4.38, R9.2, R9.31), not by this table.
  it('the default table: 3 attempts (API calls 2), base 1 s, factor 2, cap 30 s', () => {
    expect(RETRY_DEFAULTS).toEqual({ attempts: 3, apiAttempts: 2, baseMs: 1000, factor: 2, capMs: 30_000 })
  })

  it('R4.38 R9.2 backoff doubles from 1 s and is capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((a) => backoffDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    expect(backoffDelay(3, { baseMs: 500, factor: 3, capMs: 60_000 })).toBe(4500)
  })

  it('R4.39 R9.2 retries network errors, status 0, timeouts and 5xx only; never 429 or other 4xx', () => {
    expect(isRetryableError(networkError())).toBe(true)
    expect(isRetryableError(timeoutError(15000))).toBe(true)
    expect(isRetryableError({ status: 0 })).toBe(true)
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isRetryableError(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe(true)
    for (const s of [500, 502, 503, 504]) expect(isRetryableError(httpError(s))).toBe(true)
    for (const s of [400, 401, 403, 404, 409, 422, 429]) expect(isRetryableError(httpError(s))).toBe(false)
    expect(isRetryableError(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(false)
    expect(isRetryableError(new Error('plain'))).toBe(false)
    expect(isRetryableError(null)).toBe(false)
  })

  it('R4.38 R9.31 retries with 1 s then 2 s waits and resolves when an attempt succeeds', async () => {
    const fn = failing(httpError(503), networkError())
    const onRetry = vi.fn()
    const r = settle(withRetry(fn, { onRetry }))
    await vi.advanceTimersByTimeAsync(0)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(onRetry).toHaveBeenLastCalledWith(1000, 1, 3)
    await vi.advanceTimersByTimeAsync(999)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(onRetry).toHaveBeenLastCalledWith(2000, 2, 3)
    await vi.advanceTimersByTimeAsync(2000)
    expect(fn).toHaveBeenCalledTimes(3)
    expect(r).toEqual({ done: true, value: 'ok' })
    expect(fn.mock.calls.map((c) => c[0])).toEqual([1, 2, 3])
  })

  it('R4.38 R9.2 API calls use 2 attempts; the last error is the cause', async () => {
    const last = httpError(500)
    const fn = failing(httpError(502), last)
    const r = settle(withRetry(fn, { attempts: RETRY_DEFAULTS.apiAttempts }))
    await vi.advanceTimersByTimeAsync(1000)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(r.done).toBe(true)
    expect(r.error).toBeInstanceOf(RetryError)
    expect(r.error).toMatchObject({ reason: 'exhausted', attempts: 2, cause: last, message: '操作失败，已重试 1 次' })
  })

  it('R4.40 after 3 failed attempts the error reads 操作失败，已重试 2 次', async () => {
    const r = settle(withRetry(failing(networkError(), networkError(), networkError(), networkError())))
    await vi.advanceTimersByTimeAsync(3000)
    expect(r.error).toMatchObject({ reason: 'exhausted', attempts: 3, message: '操作失败，已重试 2 次' })
    expect(retryFailureMessage(r.error)).toBe('操作失败，已重试 2 次')
  })

  it('R4.39 R4.40 a 429 or 4xx fails at once with 操作失败，无法重试', async () => {
    for (const status of [429, 400, 404]) {
      const fn = failing(httpError(status))
      const onRetry = vi.fn()
      const r = settle(withRetry(fn, { onRetry }))
      await vi.advanceTimersByTimeAsync(0)
      expect(fn).toHaveBeenCalledTimes(1)
      expect(onRetry).not.toHaveBeenCalled()
      expect(r.error).toMatchObject({ reason: 'notRetryable', message: '操作失败，无法重试' })
    }
  })

  it('a custom isRetryable decides instead of the default', async () => {
    const fn = failing(httpError(409))
    const r = settle(withRetry(fn, { isRetryable: (e) => (e as ApiError).status === 409 }))
    await vi.advanceTimersByTimeAsync(1000)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(r.value).toBe('ok')
  })

  it('R4.40 cancelling during the wait stops retrying with 重试已取消', async () => {
    const controller = new AbortController()
    const fn = failing(networkError(), networkError())
    const r = settle(withRetry(fn, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(r.error).toMatchObject({ reason: 'cancelled', message: '重试已取消' })
  })

  it('R4.40 cancelling during a call, or before the start, gives 重试已取消 and passes the signal on', async () => {
    const controller = new AbortController()
    const fn = vi.fn((_attempt: number, signal: AbortSignal | undefined) => {
      return new Promise<string>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
    })
    const r = settle(withRetry(fn, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(r.error).toMatchObject({ reason: 'cancelled', message: '重试已取消' })

    const never = vi.fn(async () => 'x')
    const r2 = settle(withRetry(never, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(0)
    expect(never).not.toHaveBeenCalled()
    expect(r2.error).toMatchObject({ reason: 'cancelled' })
  })

  it('R4.40 the scheduled toast text names seconds and attempt k/max', () => {
    expect(retryMessages.scheduled(2000, 2, 3)).toBe('操作失败，将在 2 秒后重试 (2/3)')
    expect(retryMessages.exhausted(2)).toBe('操作失败，已重试 2 次')
    expect(retryMessages.notRetryable).toBe('操作失败，无法重试')
    expect(retryMessages.cancelled).toBe('重试已取消')
    expect(retryFailureMessage(new Error('x'))).toBe('操作失败，无法重试')
  })
})
