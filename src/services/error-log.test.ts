// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportApiFailure } from '@/api/api-events'
import { ApiError } from '@/api/errors'
import { clearSession, setTokens } from '@/api/token-store'
import {
  ERROR_LOG_FLUSH_MS,
  ERROR_LOG_KEY,
  ERROR_LOG_MAX,
  clearErrorLog,
  flushErrorLog,
  getErrorLog,
  logError,
  pendingErrorLog,
  scrubText,
  scrubValue,
  startErrorLog,
  type ErrorLogEntry,
} from './error-log'

const stored = (): ErrorLogEntry[] => JSON.parse(localStorage.getItem(ERROR_LOG_KEY) ?? '[]') as ErrorLogEntry[]
let stop: () => void

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  stop = startErrorLog()
})
afterEach(() => {
  stop()
  clearSession()
  vi.useRealTimers()
})

describe('error log', () => {
  it('R9.33 keeps at most 50 entries in memory, dropping the oldest', () => {
    expect(ERROR_LOG_MAX).toBe(50)
    for (let i = 1; i <= 60; i++) logError('manual', new Error(`第${i}个`))
    const pending = pendingErrorLog()
    expect(pending).toHaveLength(50)
    expect(pending[0]!.message).toBe('Error: 第11个')
    expect(pending.at(-1)!.message).toBe('Error: 第60个')
  })

  it('R9.33 R7.40 flushes the queue into localStorage every 30 s, never before', () => {
    expect(ERROR_LOG_FLUSH_MS).toBe(30_000)
    logError('manual', new Error('一次失败'))
    vi.advanceTimersByTime(29_999)
    expect(localStorage.getItem(ERROR_LOG_KEY)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(stored().map((e) => e.message)).toEqual(['Error: 一次失败'])
    expect(pendingErrorLog()).toHaveLength(0)
    logError('manual', new Error('又一次'))
    vi.advanceTimersByTime(30_000)
    expect(stored().map((e) => e.message)).toEqual(['Error: 一次失败', 'Error: 又一次'])
  })

  it('R7.40 the stored log is capped at 50 too, the newest kept', () => {
    for (let i = 1; i <= 40; i++) logError('manual', `a${i}`)
    flushErrorLog()
    for (let i = 1; i <= 30; i++) logError('manual', `b${i}`)
    flushErrorLog()
    const all = stored()
    expect(all).toHaveLength(50)
    expect(all[0]!.message).toBe('a21')
    expect(all.at(-1)!.message).toBe('b30')
    expect(getErrorLog()).toEqual(all)
  })

  it('R7.40 errors are only logged locally: nothing is sent', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    logError('manual', new Error('本地'))
    vi.advanceTimersByTime(ERROR_LOG_FLUSH_MS * 2)
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('R7.40 logs window errors, unhandled rejections and failed API calls (5xx and network), not 4xx', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(rejection, 'reason', { value: new Error('没有处理的拒绝') })
    window.dispatchEvent(rejection)
    reportApiFailure({
      method: 'GET',
      url: '/api/posts?page=1',
      error: new ApiError({ type: 'SERVER_ERROR', status: 500, message: '服务器内部错误' }),
    })
    reportApiFailure({
      method: 'POST',
      url: '/api/posts/1/like',
      error: new ApiError({ type: 'NETWORK_ERROR', status: 0, message: '网络连接失败，请检查网络设置' }),
    })
    reportApiFailure({
      method: 'GET',
      url: '/api/posts/9',
      error: new ApiError({ type: 'CLIENT_ERROR', status: 404, message: '请求的资源不存在' }),
    })
    const log = getErrorLog()
    expect(log.map((e) => e.source)).toEqual(['error', 'unhandledrejection', 'api', 'api'])
    expect(log[0]!.message).toBe('TypeError: x is undefined')
    expect(log[1]!.message).toBe('Error: 没有处理的拒绝')
    expect(log[2]!.message).toBe('GET /api/posts?page=1 → 500 服务器内部错误')
    expect(log[3]!.message).toBe('POST /api/posts/1/like → NETWORK_ERROR 网络连接失败，请检查网络设置')
  })

  it('R7.40 never writes a token or a password into the log', () => {
    setTokens('access-secret-123456', 'refresh-secret-654321')
    logError('manual', new Error('request failed: Authorization: Bearer abc.def.ghi'))
    logError('manual', `stored ${'access-secret-123456'} and refresh-secret-654321 leaked`)
    logError('manual', { token: 'tok', refreshToken: 'r', password: 'p@ss1234', nested: { resetToken: 'x', ok: 1 } })
    logError('manual', 'body {"password":"lemon1234","email":"a@b.c"} and /reset-password?token=abcdef&x=1')
    reportApiFailure({
      method: 'POST',
      url: '/api/auth/refresh',
      error: new ApiError({
        type: 'SERVER_ERROR',
        status: 500,
        message: 'boom',
        details: { refreshToken: 'refresh-secret-654321', accessToken: 'z' },
      }),
    })
    flushErrorLog()
    const text = localStorage.getItem(ERROR_LOG_KEY)!
    for (const secret of [
      'abc.def.ghi',
      'access-secret-123456',
      'refresh-secret-654321',
      'tok"',
      'p@ss1234',
      'lemon1234',
      'abcdef',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('Bearer [已隐藏]')
    expect(text).toContain('a@b.c')
  })

  it('scrubbing is idempotent and keeps ordinary text', () => {
    const once = scrubText('Bearer abc token=xyz ok')
    expect(scrubText(once)).toBe(once)
    expect(once).toBe('Bearer [已隐藏] token=[已隐藏] ok')
    expect(scrubValue({ password: 'x', list: ['Bearer y'], n: 1 })).toEqual({
      password: '[已隐藏]',
      list: ['Bearer [已隐藏]'],
      n: 1,
    })
  })

  it('clear empties the queue and the stored log', () => {
    logError('manual', 'a')
    flushErrorLog()
    logError('manual', 'b')
    clearErrorLog()
    expect(getErrorLog()).toEqual([])
    expect(localStorage.getItem(ERROR_LOG_KEY)).toBeNull()
  })

  it('flushes when the page is hidden, so nothing logged is lost on close', () => {
    logError('manual', 'before close')
    window.dispatchEvent(new Event('pagehide'))
    expect(stored().map((e) => e.message)).toEqual(['before close'])
  })
})

describe('error log while the page is being left', () => {
  it('requests the browser cancels on leaving are not logged as network failures', () => {
    const stop = startErrorLog()
    window.dispatchEvent(new Event('beforeunload'))
    reportApiFailure({
      method: 'GET',
      url: '/api/posts',
      error: new ApiError({ type: 'NETWORK_ERROR', status: 0, message: '网络连接失败，请检查网络设置' }),
    })
    reportApiFailure({
      method: 'GET',
      url: '/api/posts',
      error: new ApiError({ type: 'SERVER_ERROR', status: 500, message: '服务器内部错误' }),
    })
    expect(getErrorLog().map((e) => e.message)).toEqual(['GET /api/posts → 500 服务器内部错误'])
    window.dispatchEvent(new Event('pageshow'))
    reportApiFailure({
      method: 'GET',
      url: '/api/posts',
      error: new ApiError({ type: 'NETWORK_ERROR', status: 0, message: '网络连接失败，请检查网络设置' }),
    })
    expect(getErrorLog()).toHaveLength(2)
    stop()
  })
})
