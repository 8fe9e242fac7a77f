import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportApiFailure } from '@/api/api-events'
import { ApiError } from '@/api/errors'
import { apiUrl, setupTestServer } from '@/test/test-server'
import { isOnline, NETWORK_RECHECK_MS, watchOnlineStatus, type OnlineWatcher } from './online-status'

// R7.37: the network check decides "offline" when the browser says online but calls fail on the network.
// Node has no window: a minimal one with the online/offline events stands in for the browser's flag.
const server = setupTestServer()
let healthy = true
let checks = 0
let watcher: OnlineWatcher
const nav = { onLine: true }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('navigator', nav)
  nav.onLine = true
  healthy = true
  checks = 0
  server.use(
    http.head(apiUrl('/health'), () => {
      checks++
      return healthy ? new HttpResponse(null) : HttpResponse.error()
    }),
  )
  watcher = watchOnlineStatus()
})
afterEach(() => {
  watcher.stop()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const networkFailure = () =>
  reportApiFailure({
    method: 'GET',
    url: '/api/posts',
    error: new ApiError({ type: 'NETWORK_ERROR', status: 0, message: '网络连接失败，请检查网络设置' }),
  })
const goOffline = (online: boolean) => {
  nav.onLine = online
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('online status with the network check', () => {
  it('R7.37 a network failure while the browser says online runs the check; a failed check means offline', async () => {
    healthy = false
    networkFailure()
    await vi.waitFor(() => expect(checks).toBe(1))
    await vi.waitFor(() => expect(isOnline.value).toBe(false))
  })

  it('R7.37 a check that succeeds keeps the app online', async () => {
    await watcher.reportNetworkFailure()
    expect(checks).toBe(1)
    expect(isOnline.value).toBe(true)
  })

  it('R7.37 checks again every few seconds until the check succeeds', async () => {
    healthy = false
    await watcher.reportNetworkFailure()
    expect(isOnline.value).toBe(false)
    await vi.advanceTimersByTimeAsync(NETWORK_RECHECK_MS)
    expect(checks).toBe(2)
    expect(isOnline.value).toBe(false)
    // More failures while a recheck is scheduled do not add checks.
    await watcher.reportNetworkFailure()
    expect(checks).toBe(2)
    healthy = true
    await vi.advanceTimersByTimeAsync(NETWORK_RECHECK_MS)
    expect(checks).toBe(3)
    expect(isOnline.value).toBe(true)
    await vi.advanceTimersByTimeAsync(NETWORK_RECHECK_MS * 3)
    expect(checks).toBe(3)
  })

  it('R7.37 the check never turns a browser that says offline into online', async () => {
    goOffline(false)
    expect(isOnline.value).toBe(false)
    await watcher.reportNetworkFailure()
    expect(checks).toBe(0)
    expect(isOnline.value).toBe(false)
  })

  it('R7.37 back online after a failed check asks again at once', async () => {
    healthy = false
    await watcher.reportNetworkFailure()
    goOffline(false)
    healthy = true
    goOffline(true)
    await vi.waitFor(() => expect(isOnline.value).toBe(true))
    expect(checks).toBe(2)
  })

  it('server errors are not network failures: no check', async () => {
    reportApiFailure({
      method: 'GET',
      url: '/api/posts',
      error: new ApiError({ type: 'SERVER_ERROR', status: 500, message: '服务器内部错误' }),
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(checks).toBe(0)
  })
})
