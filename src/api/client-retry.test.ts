// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onRetryNotice } from './api-events'
import { api } from './client'
import { ApiError } from './errors'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'

// What the app turns into toasts (src/app/services.ts): the client's retry notices.
const toasts = { info: vi.fn(), error: vi.fn() }
let stopNotices = () => {}

const server = setupTestServer()

/** A route that answers from the script, one entry per call, and counts the calls. */
function scripted(method: 'post' | 'get', path: string, script: Array<number | 'network'>) {
  const calls: number[] = []
  server.use(
    http[method](apiUrl(path), () => {
      const next = script[calls.length] ?? 200
      calls.push(Date.now())
      if (next === 'network') return HttpResponse.error()
      return next === 200
        ? HttpResponse.json(ok({ id: 1 }))
        : HttpResponse.json(fail(`HTTP ${next}`, 'X'), { status: next })
    }),
  )
  return calls
}

/** Lets real I/O (msw's interception) run until `done` holds; timers stay frozen meanwhile. */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setImmediate(resolve))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  stopNotices = onRetryNotice((notice) => toasts[notice.kind](notice.message))
})
afterEach(() => {
  vi.useRealTimers()
  stopNotices()
  toasts.info.mockReset()
  toasts.error.mockReset()
})

describe('API calls retry with the retry helper', () => {
  it('R4.38 R9.2 R9.31 R4.40 a 5xx is tried once more after 1 s (2 attempts in all), with the toast', async () => {
    const calls = scripted('post', '/posts', [503, 200])
    const pending = api.post('/posts', { body: { title: 't' } })
    await until(() => toasts.info.mock.calls.length > 0)
    expect(calls).toHaveLength(1)
    expect(toasts.info).toHaveBeenCalledExactlyOnceWith('操作失败，将在 1 秒后重试 (1/2)')
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toMatchObject({ data: { id: 1 } })
    expect(calls).toHaveLength(2)
    expect(toasts.error).not.toHaveBeenCalled()
  })

  it('a creating call whose first answer is lost (network) is retried with the same Idempotency-Key', async () => {
    const keys: Array<string | null> = []
    server.use(
      http.post(apiUrl('/posts'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json(ok({ id: 1 }), { status: 201 })
      }),
    )
    const pending = api.post('/posts', { body: { title: 't' }, idempotencyKey: 'post-key-1' })
    await until(() => keys.length === 1)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(pending).resolves.toMatchObject({ data: { id: 1 } })
    expect(keys).toEqual(['post-key-1', 'post-key-1'])
  })

  it('a call without a key sends no Idempotency-Key header', async () => {
    const keys: Array<string | null> = []
    server.use(
      http.post(
        apiUrl('/auth/login'),
        ({ request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.json(ok({ id: 1 }))),
      ),
    )
    await api.post('/auth/login', { body: {}, retry: false })
    expect(keys).toEqual([null])
  })

  it('R4.39 R4.40 network errors are retried; the final failure says how many retries ran and keeps the call’s own error', async () => {
    const calls = scripted('post', '/posts', ['network', 'network', 'network'])
    const pending = api.post('/posts', { body: {} }).catch((e: unknown) => e)
    // The first failure arrives through real I/O: the retry's timer exists once its notice is out.
    await until(() => toasts.info.mock.calls.length > 0)
    await vi.advanceTimersByTimeAsync(1000)
    const error = await pending
    expect(calls).toHaveLength(2)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).type).toBe('NETWORK_ERROR')
    expect(toasts.error).toHaveBeenCalledExactlyOnceWith('操作失败，已重试 1 次')
  })

  it('R4.39 R9.2 429 and other 4xx are never retried and add no toast of their own', async () => {
    for (const status of [429, 400, 404, 422]) {
      const calls = scripted('post', `/s${status}`, [status, 200])
      const error = await api.post(`/s${status}`).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(5000)
      expect(calls).toHaveLength(1)
      expect((error as ApiError).status).toBe(status)
    }
    expect(toasts.info).not.toHaveBeenCalled()
    expect(toasts.error).not.toHaveBeenCalled()
  })

  it('R4.40 a retry that then meets a refusal ends with 操作失败，无法重试', async () => {
    scripted('post', '/posts', [500, 409])
    const pending = api.post('/posts').catch((e: unknown) => e)
    await until(() => toasts.info.mock.calls.length > 0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(((await pending) as ApiError).status).toBe(409)
    expect(toasts.error).toHaveBeenCalledExactlyOnceWith('操作失败，无法重试')
  })

  it('R4.40 cancelling while a retry waits gives 重试已取消 and sends nothing more', async () => {
    const calls = scripted('post', '/posts', [502, 200])
    const controller = new AbortController()
    const pending = api.post('/posts', { signal: controller.signal }).catch((e: unknown) => e)
    await until(() => toasts.info.mock.calls.length > 0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    const error = await pending
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
    expect((error as Error).name).toBe('AbortError')
    expect(toasts.info).toHaveBeenLastCalledWith('重试已取消')
  })

  it('GETs and calls with a policy of their own (retry: false) are sent once by the client', async () => {
    const gets = scripted('get', '/posts', [500, 200])
    await api.get('/posts').catch(() => undefined)
    const likes = scripted('post', '/social/like/1', [500, 200])
    await api.post('/social/like/1', { retry: false }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(5000)
    expect(gets).toHaveLength(1)
    expect(likes).toHaveLength(1)
    expect(toasts.info).not.toHaveBeenCalled()
  })
  it('R9.2 R4.39 a call that times out is retried, and the retry’s answer is the result', async () => {
    const calls: number[] = []
    server.use(
      http.post(apiUrl('/posts'), () => {
        calls.push(Date.now())
        // The first attempt never answers; the second does.
        return calls.length === 1 ? new Promise<Response>(() => {}) : HttpResponse.json(ok({ id: 1 }))
      }),
    )
    const pending = api.post('/posts', { body: {}, timeoutMs: 50 })
    await until(() => calls.length === 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(50)
    await until(() => toasts.info.mock.calls.length > 0)
    expect(toasts.info).toHaveBeenCalledExactlyOnceWith('操作失败，将在 1 秒后重试 (1/2)')
    await vi.advanceTimersByTimeAsync(1000)
    await expect(pending).resolves.toMatchObject({ data: { id: 1 } })
    expect(calls).toHaveLength(2)
  })
})
