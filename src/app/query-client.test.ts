import { describe, expect, it } from 'vitest'
import { ApiError, networkError } from '@/api/errors'
import { createQueryClient } from './query-client'

describe('query cache defaults', () => {
  it('R9.20 fresh 30 min, kept 60 min, refetch on reconnect and focus', () => {
    const q = createQueryClient().getDefaultOptions().queries!
    expect(q.staleTime).toBe(30 * 60_000)
    expect(q.gcTime).toBe(60 * 60_000)
    expect(q.refetchOnReconnect).toBe(true)
    expect(q.refetchOnWindowFocus).toBe(true)
  })

  it('R9.20 R4.39 one retry, only for failures another try can fix, after a backoff capped at 30 s', () => {
    const q = createQueryClient().getDefaultOptions().queries!
    const retry = q.retry as (failures: number, error: unknown) => boolean
    const delay = q.retryDelay as (failures: number, error: unknown) => number
    expect(retry(0, networkError())).toBe(true)
    expect(retry(0, new ApiError({ type: 'SERVER_ERROR', status: 503, message: '' }))).toBe(true)
    expect(retry(1, networkError())).toBe(false)
    expect(retry(0, new ApiError({ type: 'CLIENT_ERROR', status: 404, message: '' }))).toBe(false)
    expect(retry(0, new ApiError({ type: 'RATE_LIMIT_ERROR', status: 429, message: '' }))).toBe(false)
    expect(delay(0, null)).toBe(1000)
    expect(delay(10, null)).toBe(30_000)
  })
})
