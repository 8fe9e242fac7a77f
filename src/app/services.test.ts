// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueuedOperation } from '@machines/offline-queue.machine'
import { announceRetry } from '@/api/api-events'
import { apiClient } from '@/api/client'
import { authEffects, authSession } from '@/features/auth/model/auth-actor'
import { postToggleDefinitions } from '@/features/likes-bookmarks/model/post-toggles'
import { likeOperation } from '@/features/likes-bookmarks/model/queued-operations'
import { actorInspection } from '@/services/actor-inspection'
import { syncChannel } from '@/services/global-state'
import { liveActors } from '@/services/live-actors'
import { liveMachinesChannel } from '@/services/live-machines-channel'
import { offlineQueue } from '@/services/offline-queue/offline-queue'
import { isOnline } from '@/services/online-status'
import { postCache } from '@/services/post-cache'
import { queryCache } from '@/services/query-cache'
import { toasts as toastService } from '@/services/toasts'
import { toggleRegistryOf } from '@/services/toggle/toggle-registry'
import { queryKeys } from '@/lib/query-keys'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { disconnectServiceDefaults } from '@/test/service-defaults'
import { connectAppServices } from './services'
import { startApp } from './start-app'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))

const stops: Array<() => void> = []
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  isOnline.value = true
})

describe('app services', () => {
  // Every slot the wiring connects: each is loud when used unconnected. (The setup files connect test defaults for
  // some, src/test/service-defaults.ts: these tests take them away first.)
  const slots = [
    actorInspection,
    toastService,
    postCache,
    offlineQueue,
    authEffects,
    authSession,
    queryCache,
    liveActors,
    syncChannel,
  ]
  const connected = () => slots.map((slot) => [slot.name, slot.connected])

  it.each(slots.map((slot) => [slot.name, slot] as const))('%s: used unconnected, it throws', (name, slot) => {
    disconnectServiceDefaults()
    expect(() => slot.get()).toThrow(`${name}: used before it was connected`)
  })

  it('connects every long-lived service in one place, and unplugs them all', () => {
    disconnectServiceDefaults()
    expect(connected()).toEqual(slots.map((slot) => [slot.name, false]))
    const disconnect = connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn() })
    expect(connected()).toEqual(slots.map((slot) => [slot.name, true]))
    disconnect()
    expect(connected()).toEqual(slots.map((slot) => [slot.name, false]))
    expect(() => offlineQueue.get()).toThrow(/offline queue: used before it was connected/)
  })

  it('the live machines: the recorder is connected before the wiring’s first actor, and keeps its events when asked', () => {
    disconnectServiceDefaults()
    stops.push(connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn(), recordActors: true }))
    const recorder = actorInspection.get()
    expect(recorder.enabled).toBe(true)
    expect(recorder.actors().map((actor) => actor.name.kind)).toContain('离线队列')
  })

  it('the live machines: without the developer switch, the recorder only notes which actors exist', () => {
    stops.push(connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn() }))
    expect(actorInspection.get().enabled).toBe(false)
  })

  it('the live actors: a toggle started under the wiring is stopped by its disconnect', () => {
    const disconnect = connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn() })
    const registry = toggleRegistryOf(postToggleDefinitions.like)
    expect(toggleRegistryOf(postToggleDefinitions.like)).toBe(registry)
    const actor = registry.actorFor(1)
    disconnect()
    expect(actor.getSnapshot().status).toBe('stopped')
    expect(registry.existing(1)).toBeUndefined()
    expect(() => toggleRegistryOf(postToggleDefinitions.like)).toThrow(/live actors: used before it was connected/)
  })

  it('R3.17 R4.14 the queue stored by the last visit is read back with the app’s types and handed to the offline queue', () => {
    isOnline.value = false
    const like = createQueuedOperation('like', { postId: 1 })
    const foreign = createQueuedOperation('teleport', { postId: 1 })
    localStorage.setItem(
      STORAGE_KEYS.globalState,
      JSON.stringify({ savedAt: Date.now(), state: { pendingOperations: [like, foreign] } }),
    )
    stops.push(connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn() }))
    expect(offlineQueue.get().actor.getSnapshot().context.queue).toEqual([like])
  })

  it('R4.4 logout forgets the cache and the queue, and goes to /login', () => {
    // Offline, so the like waits in the queue (online it would be sent, to a server this test does not have).
    isOnline.value = false
    const queryClient = new QueryClient()
    const navigate = vi.fn()
    stops.push(connectAppServices({ queryClient, navigate }))
    queryClient.setQueryData(queryKeys.posts.detail(1), { id: 1 })
    offlineQueue.get().enqueue(likeOperation, { postId: 1 })
    authEffects.get().clearCaches()
    authEffects.get().goToLogin()
    expect(queryClient.getQueryData(queryKeys.posts.detail(1))).toBeUndefined()
    expect(offlineQueue.get().actor.getSnapshot().context.queue).toEqual([])
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  it('R4.5 the refresh the auth flow runs 100 ms after a login marks every post and follow query stale, and nothing else', () => {
    const queryClient = new QueryClient()
    stops.push(connectAppServices({ queryClient, navigate: vi.fn() }))
    const keys = {
      post: queryKeys.posts.detail(1),
      feed: queryKeys.posts.feed({ category: null, search: '' }, null),
      follow: queryKeys.follow.status(5, 1),
      followers: queryKeys.follow.followers(5, null),
      comments: queryKeys.comments.list(1),
      conversations: queryKeys.messages.conversations(),
    }
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {})
    authEffects.get().refreshData()
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
    )
    expect(stale).toEqual({
      post: true,
      feed: true,
      follow: true,
      followers: true,
      comments: false,
      conversations: false,
    })
  })

  it('R4.40 the client’s retry notices are shown as toasts once the services are connected, and no longer after', () => {
    const disconnect = connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn() })
    announceRetry({ kind: 'info', message: '操作失败，将在 1 秒后重试 (1/2)' })
    announceRetry({ kind: 'error', message: '操作失败，已重试 1 次' })
    expect(toasts.info).toHaveBeenCalledWith('操作失败，将在 1 秒后重试 (1/2)')
    expect(toasts.error).toHaveBeenCalledWith('操作失败，已重试 1 次')
    disconnect()
    toasts.info.mockClear()
    announceRetry({ kind: 'info', message: 'x' })
    expect(toasts.info).not.toHaveBeenCalled()
  })

  // Last: startApp keeps what it connects for the page's lifetime (no disconnect).
  describe('startApp, which the wiring’s services run under', () => {
    const started = [apiClient, liveMachinesChannel]

    it.each(started.map((slot) => [slot.name, slot] as const))('%s: used unconnected, it throws', (name, slot) => {
      disconnectServiceDefaults()
      expect(() => slot.get()).toThrow(`${name}: used before it was connected`)
    })

    it('connects them before the first render, with every service of the wiring', () => {
      disconnectServiceDefaults()
      const all = [...started, ...slots]
      expect(all.map((slot) => slot.connected)).toEqual(all.map(() => false))
      // The first screen never goes live here: nothing is loaded for it.
      startApp({ whenIdle: () => new Promise<void>(() => {}) })
      expect(all.map((slot) => [slot.name, slot.connected])).toEqual(all.map((slot) => [slot.name, true]))
    })
  })
})
