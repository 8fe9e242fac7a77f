import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkNetwork, NETWORK_CHECK_TIMEOUT_MS } from './network-check'
import { apiUrl, setupTestServer } from '@/test/test-server'
import { setTokens } from './token-store'

const server = setupTestServer()
afterEach(() => vi.useRealTimers())

describe('network check', () => {
  it('R7.37 sends HEAD /api/health and counts any answer as a working network', async () => {
    const seen: string[] = []
    server.use(
      http.head(apiUrl('/health'), ({ request }) => {
        seen.push(request.method)
        return new HttpResponse(null, { status: 503 })
      }),
    )
    await expect(checkNetwork()).resolves.toBe(true)
    expect(seen).toEqual(['HEAD'])
  })

  it('R6.7 HEAD /health goes without authorization even with tokens stored', async () => {
    setTokens('a1', 'r1')
    const seen: { method: string; authorization: string | null }[] = []
    server.use(
      http.head(apiUrl('/health'), ({ request }) => {
        seen.push({ method: request.method, authorization: request.headers.get('authorization') })
        return new HttpResponse(null, { status: 200 })
      }),
    )
    await expect(checkNetwork()).resolves.toBe(true)
    expect(seen).toEqual([{ method: 'HEAD', authorization: null }])
  })

  it('R7.37 a request that fails on the network means no network', async () => {
    server.use(http.head(apiUrl('/health'), () => HttpResponse.error()))
    await expect(checkNetwork()).resolves.toBe(false)
  })

  it('R7.37 gives up after 5 s without an answer', async () => {
    expect(NETWORK_CHECK_TIMEOUT_MS).toBe(5_000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.head(apiUrl('/health'), async () => {
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    let verdict: boolean | undefined
    const pending = checkNetwork().then((ok) => (verdict = ok))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(verdict).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(verdict).toBe(false)
  })
})
