// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PENDING_CLEANUP_INTERVAL_MS } from './config'
import { createInflightRegistry } from './inflight'

afterEach(() => {
  vi.useRealTimers()
})

describe('in-flight registry', () => {
  it('R9.3 a request that never settles is swept after 60 s, so its key is free again', async () => {
    vi.useFakeTimers()
    expect(PENDING_CLEANUP_INTERVAL_MS).toBe(60_000)
    const registry = createInflightRegistry()
    const start = vi.fn(() => new Promise<never>(() => {}))
    void registry.share('GET /hung', start)
    void registry.share('GET /hung', start)
    expect(start).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(PENDING_CLEANUP_INTERVAL_MS)
    expect(registry.size()).toBe(0)
    void registry.share('GET /hung', start)
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('R7.39 settled entries leave at once, also on failure', async () => {
    const registry = createInflightRegistry()
    await registry.share('a', async () => 1)
    await registry.share('b', async () => Promise.reject(new Error('x'))).catch(() => {})
    expect(registry.size()).toBe(0)
  })
})
