// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

describe('backend ready', () => {
  it('a request before the app said how its backend starts fails loudly in development and tests', async () => {
    vi.resetModules()
    const { backendReady } = await import('./backend-ready')
    expect(() => backendReady()).toThrow(/before the app said how its backend starts/)
  })

  it('requests wait for the backend the app starts; one that fails to start lets them go on (and fail as network errors)', async () => {
    vi.resetModules()
    const { backendReady, setBackendReady } = await import('./backend-ready')
    let start = () => {}
    setBackendReady(new Promise<void>((resolve) => (start = resolve)))
    let through = false
    void backendReady().then(() => (through = true))
    await Promise.resolve()
    expect(through).toBe(false)
    start()
    await backendReady()
    expect(through).toBe(true)
    setBackendReady(Promise.reject(new Error('no worker')))
    await expect(backendReady()).resolves.toBeUndefined()
  })

  it('a backend that answers now (the mock worker controls the page) lets requests go at once; the QA tools still wait for its start', async () => {
    vi.resetModules()
    const { backendReady, backendStarted, setBackendReady } = await import('./backend-ready')
    let start = () => {}
    setBackendReady(new Promise<void>((resolve) => (start = resolve)), { answersNow: true })
    const order: string[] = []
    void backendStarted().then(() => order.push('started'))
    void backendReady().then(() => order.push('requests'))
    await Promise.resolve()
    expect(order).toEqual(['requests'])
    start()
    await backendStarted()
    expect(order).toEqual(['requests', 'started'])
  })
})
