// @vitest-environment node
import { http, HttpResponse, delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { api } from './client'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import {
  getAccessToken,
  getCachedUser,
  getRefreshToken,
  saveSession,
  setTokens,
  subscribeAuthCleared,
} from './token-store'

const server = setupTestServer()

/** A backend whose access token `valid` works and which rotates tokens on refresh. */
function backend({ refreshSucceeds = true } = {}) {
  const counts = { refresh: 0, me: 0 }
  let valid = 'fresh-access'
  server.use(
    http.post(apiUrl('/auth/refresh'), async ({ request }) => {
      counts.refresh += 1
      const body = (await request.json()) as { refreshToken?: string }
      await delay(10)
      if (!refreshSucceeds || body.refreshToken !== 'refresh-1') {
        return HttpResponse.json(fail('刷新令牌无效', 'AUTH_004'), { status: 401 })
      }
      valid = 'fresh-access'
      return HttpResponse.json(ok({ accessToken: valid, refreshToken: 'refresh-2' }))
    }),
    http.get(apiUrl('/me/*'), ({ request }) => {
      counts.me += 1
      if (request.headers.get('Authorization') !== `Bearer ${valid}`) {
        return HttpResponse.json(fail('令牌已过期', 'AUTH_002'), { status: 401 })
      }
      return HttpResponse.json(ok({ path: new URL(request.url).pathname }))
    }),
  )
  return counts
}

describe('token refresh', () => {
  it('R4.2 R7.4 a 401 triggers one refresh (POST /auth/refresh with the refreshToken), stores the new tokens and retries the request once', async () => {
    setTokens('expired', 'refresh-1')
    const counts = backend()
    const result = await api.get('/me/a')
    expect(result.data).toEqual({ path: '/api/me/a' })
    expect(counts).toEqual({ refresh: 1, me: 2 })
    expect(getAccessToken()).toBe('fresh-access')
    expect(getRefreshToken()).toBe('refresh-2')
  })

  it('R4.2 five concurrent 401s share exactly one refresh call', async () => {
    setTokens('expired', 'refresh-1')
    const counts = backend()
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => api.get(`/me/${n}`)))
    expect(results.map((r) => r.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ path: `/api/me/${n}` })))
    expect(counts.refresh).toBe(1)
    expect(counts.me).toBe(10)
  })

  it('R4.2 a failed refresh clears all auth, notifies listeners, and fails the call with AUTHENTICATION_ERROR', async () => {
    saveSession({ token: 'expired', refreshToken: 'refresh-1', user: { id: 1 } as never })
    const counts = backend({ refreshSucceeds: false })
    const cleared = vi.fn()
    const unsubscribe = subscribeAuthCleared(cleared)
    try {
      await expect(Promise.all([api.get('/me/a'), api.get('/me/b')])).rejects.toMatchObject({
        type: 'AUTHENTICATION_ERROR',
        status: 401,
      })
      expect(counts.refresh).toBe(1)
      expect(cleared).toHaveBeenCalledTimes(1)
      expect([getAccessToken(), getRefreshToken(), getCachedUser()]).toEqual([null, null, null])
    } finally {
      unsubscribe()
    }
  })

  it('R4.2 the retry happens once: a second 401 fails without another refresh', async () => {
    setTokens('expired', 'refresh-1')
    let refreshes = 0
    server.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1
        return HttpResponse.json(ok({ accessToken: 'still-bad', refreshToken: 'refresh-2' }))
      }),
      http.get(apiUrl('/me/a'), () => HttpResponse.json(fail('令牌已过期', 'AUTH_002'), { status: 401 })),
    )
    await expect(api.get('/me/a')).rejects.toMatchObject({ type: 'AUTHENTICATION_ERROR', status: 401 })
    expect(refreshes).toBe(1)
  })

  it('R4.2 no refresh without a refresh token, nor for auth:false calls such as login', async () => {
    let refreshes = 0
    server.use(
      http.post(apiUrl('/auth/refresh'), () => {
        refreshes += 1
        return HttpResponse.json(ok({ accessToken: 'a', refreshToken: 'b' }))
      }),
      http.post(apiUrl('/auth/login'), () => HttpResponse.json(fail('邮箱或密码错误', 'AUTH_003'), { status: 401 })),
      http.get(apiUrl('/me/a'), () => HttpResponse.json(fail('未登录', 'AUTH_001'), { status: 401 })),
    )
    await expect(api.get('/me/a')).rejects.toMatchObject({ status: 401 })
    setTokens('expired', 'refresh-1')
    await expect(api.post('/auth/login', { body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
      message: '邮箱或密码错误',
    })
    expect(refreshes).toBe(0)
    expect(getRefreshToken()).toBe('refresh-1')
  })

  it('R4.2 a refresh that fails on the network keeps the session (offline is not a logout)', async () => {
    setTokens('expired', 'refresh-1')
    server.use(
      http.post(apiUrl('/auth/refresh'), () => HttpResponse.error()),
      http.get(apiUrl('/me/a'), () => HttpResponse.json(fail('令牌已过期', 'AUTH_002'), { status: 401 })),
    )
    await expect(api.get('/me/a')).rejects.toMatchObject({ type: 'NETWORK_ERROR' })
    expect(getRefreshToken()).toBe('refresh-1')
  })
})

describe('drills', () => {
  it('drill: 20 parallel calls (reads and writes) on an expired token → exactly one refresh, 20 successes, each retried once with its own Idempotency-Key (R4.2)', async () => {
    setTokens('expired', 'refresh-1')
    let refreshes = 0
    const seen = new Map<string, { tokens: string[]; keys: (string | null)[] }>()
    server.use(
      http.post(apiUrl('/auth/refresh'), async () => {
        refreshes += 1
        // Slow enough that every first attempt has come back with its 401 before the new token exists.
        await delay(30)
        return HttpResponse.json(ok({ accessToken: 'fresh-access', refreshToken: 'refresh-2' }))
      }),
      http.all(apiUrl('/drill/:n'), async ({ request, params }) => {
        const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? ''
        const entry = seen.get(String(params.n)) ?? { tokens: [], keys: [] }
        entry.tokens.push(token)
        entry.keys.push(request.headers.get('Idempotency-Key'))
        seen.set(String(params.n), entry)
        await delay(Number(params.n) % 5)
        if (token !== 'fresh-access') return HttpResponse.json(fail('令牌已过期', 'AUTH_002'), { status: 401 })
        return HttpResponse.json(ok({ n: Number(params.n), method: request.method }))
      }),
    )
    const methods = ['get', 'post', 'put', 'delete'] as const
    const calls = Array.from({ length: 20 }, (_, n) => {
      const method = methods[n % 4]!
      return api[method](`/drill/${n}`, method === 'post' ? { body: { n }, idempotencyKey: `key-${n}` } : {})
    })
    const results = await Promise.allSettled(calls)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.data : r.reason))).toEqual(
      Array.from({ length: 20 }, (_, n) => ({ n, method: methods[n % 4]!.toUpperCase() })),
    )
    expect(refreshes).toBe(1)
    for (let n = 0; n < 20; n++) {
      // One first attempt with the expired token, one retry with the new one; a POST keeps its key across both.
      expect(seen.get(String(n))?.tokens, `call ${n}`).toEqual(['expired', 'fresh-access'])
      if (n % 4 === 1) expect(seen.get(String(n))?.keys).toEqual([`key-${n}`, `key-${n}`])
    }
    expect(getAccessToken()).toBe('fresh-access')
  })
})
