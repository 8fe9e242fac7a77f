import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTokens } from '@/api/token-store'
import { createSyncChannel } from '@/lib/broadcast'
import { syncChannel } from '@/services/global-state'
import { createLiveActorHub, liveActors } from '@/services/live-actors'
import { createOfflineQueue, offlineQueue } from '@/services/offline-queue/offline-queue'
import { createOperationRegistry } from '@/services/offline-queue/operation-registry'
import { isOnline } from '@/services/online-status'
import { queryCache } from '@/services/query-cache'
import { toast } from '@/services/toast'
import { queryKeys } from '@/lib/query-keys'
import { ok, setupTestServer } from '@/test/test-server'
import { resetFollowToggles } from './follow-toggle'
import { followOperations } from './queued-operations'
import { useFollowToggle } from './use-follow-toggle'

// A follow made offline is replayed by the follow toggle's own send and commit (queuedOperationsOf): the sign-in
// check included. Without a session a flip fails with User not authenticated before anything is sent and its change
// goes (R5.24); a replay does the same: nothing is sent, the queued change leaves the queue (the server's values show
// again) and the failure is reported.

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
const stops: Array<() => void> = []
beforeEach(() => setTokens('a1', 'r1'))
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  resetFollowToggles()
  isOnline.value = true
})

function setup() {
  const calls: string[] = []
  server.use(
    http.all('*/api/social/follow/5', ({ request }) => {
      calls.push(request.method)
      return HttpResponse.json(ok({ isFollowing: request.method === 'POST', followersCount: 11 }))
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(queryKeys.follow.statusOf(5), false)
  const failures: Array<[string, string | undefined]> = []
  const queue = createOfflineQueue({
    operations: createOperationRegistry(followOperations),
    online: isOnline,
    initial: [],
    persist: () => {},
    announce: () => {},
    reportFailure: (message, detail) => failures.push([message, detail]),
  })
  const actors = createLiveActorHub()
  stops.push(
    queryCache.connect(queryClient),
    offlineQueue.connect(queue),
    () => queue.stop(),
    () => actors.stop(),
    liveActors.connect(actors),
    syncChannel.connect(createSyncChannel({ create: () => null })),
  )
  act(() => {
    isOnline.value = false
  })
  const { result } = renderHook(() => useFollowToggle(5, { isFollowing: false, followersCount: 10 }))
  act(() => result.current.flip())
  expect(result.current).toMatchObject({ active: true, count: 11, queued: true })
  expect(queue.actor.getSnapshot().context.queue.map((op) => [op.type, op.payload])).toEqual([
    ['follow', { userId: 5 }],
  ])
  const replay = async () => {
    act(() => {
      isOnline.value = true
    })
    await waitFor(() => expect(queue.actor.getSnapshot().context.queue).toEqual([]))
    await waitFor(() => expect(queue.actor.getSnapshot().hasTag('idle')).toBe(true))
  }
  return { calls, failures, queryClient, result, replay }
}

describe('a follow made offline, replayed', () => {
  it('R4.14 R4.18 with a session: sent once (POST), its answer committed to the caches, no second success toast', async () => {
    const { calls, failures, queryClient, result, replay } = setup()
    await replay()
    expect(calls).toEqual(['POST'])
    expect(failures).toEqual([])
    expect(queryClient.getQueryData(queryKeys.follow.statusOf(5))).toBe(true)
    expect(result.current.queued).toBe(false)
    // R4.14: the change was reported when it was queued.
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('R5.24 R4.14 with no session: like a flip without one, fails with User not authenticated and sends nothing; the server’s values show again', async () => {
    const { calls, failures, queryClient, result, replay } = setup()
    // The session ends while the follow waits (another tab logged out, say).
    localStorage.clear()
    await replay()
    expect(calls).toEqual([])
    expect(failures).toEqual([['离线操作同步失败', 'User not authenticated']])
    expect(queryClient.getQueryData(queryKeys.follow.statusOf(5))).toBe(false)
    expect(result.current).toMatchObject({ active: false, count: 10, queued: false })
    expect(toast.success).not.toHaveBeenCalled()
  })
})
