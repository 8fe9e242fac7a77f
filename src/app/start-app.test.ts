// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backendReady } from '@/api/backend-ready'
import { authEffects } from '@/features/auth/model/auth-actor'
import { offlineQueue } from '@/services/offline-queue/offline-queue'
import { postCache } from '@/services/post-cache'
import { startApp } from './start-app'

vi.mock('@/services/toast', () => ({
  toast: {
    info: vi.fn(),
    error: vi.fn(),
    success: vi.fn(),
    brief: vi.fn(),
    signIn: vi.fn(),
    dismissAll: vi.fn(),
    action: vi.fn(),
  },
}))
vi.mock('@/services/error-log', () => ({ startErrorLog: vi.fn() }))

afterEach(() => vi.restoreAllMocks())

describe('startApp: all the wiring in one place', () => {
  it('starts the mock backend it is given (requests wait for it), the theme, and every long-lived service', async () => {
    let started = () => {}
    const startMockBackend = vi.fn(() => new Promise<void>((resolve) => (started = resolve)))
    const { queryClient } = startApp({ startMockBackend })
    expect(startMockBackend).toHaveBeenCalledWith({ onUpdate: expect.any(Function), keepOffline: expect.any(Function) })
    expect(queryClient).toBeDefined()
    expect([postCache.connected, offlineQueue.connected, authEffects.connected]).toEqual([true, true, true])
    expect(document.documentElement.dataset.theme).toBe('lemon')
    let through = false
    void backendReady().then(() => (through = true))
    await Promise.resolve()
    expect(through).toBe(false)
    started()
    await backendReady()
    expect(through).toBe(true)
  })

  it('with the mock worker already in control (any visit after the first), requests go before its start is done', async () => {
    const startMockBackend = vi.fn(() => new Promise<void>(() => {}))
    startApp({ startMockBackend, mockBackendRunning: true })
    await expect(backendReady()).resolves.toBeUndefined()
    expect(startMockBackend).toHaveBeenCalledOnce()
  })

  it('without the mock (a build for a real backend), requests go at once, not after the first screen', async () => {
    startApp({ whenIdle: () => new Promise<void>(() => {}) })
    await expect(backendReady()).resolves.toBeUndefined()
  })
})
