// @vitest-environment happy-dom
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { isOnline } from '@/services/online-status'
import { startApp } from './start-app'

// R9.18 where the app reads it: the periodic sync as the app's own start-up (startApp, what boot.ts runs) starts it,
// not startPeriodicSync called by hand (src/services/global-state/global-state.test.ts has that one).

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

afterEach(() => {
  vi.useRealTimers()
  isOnline.value = true
})

/** A query on screen (an observer) whose data never goes stale by itself: only an invalidation fetches it again. */
function onScreen(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let fetches = 0
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => ++fetches,
    staleTime: Infinity,
    retry: false,
  })
  const unsubscribe = observer.subscribe(() => {})
  return { fetches: () => fetches, unsubscribe }
}

describe('the periodic sync, as the app starts it', () => {
  it('R4.37 R9.18 every 30 s (not before) the app started by startApp fetches again the own profile and the posts on screen and marks the categories stale; the comments are left alone', async () => {
    vi.useFakeTimers()
    isOnline.value = true
    // The first screen never goes idle here: what waits for it (the backend, the error log) stays out of the way.
    const { queryClient } = startApp({ whenIdle: () => new Promise<void>(() => {}) })
    const profile = onScreen(queryClient, queryKeys.auth.profile)
    const feed = onScreen(queryClient, queryKeys.posts.feed({ category: null, search: '' }, 1))
    const post = onScreen(queryClient, queryKeys.posts.detail(7))
    const comments = onScreen(queryClient, queryKeys.comments.list(7))
    queryClient.setQueryData(queryKeys.categories, ['travel'])
    const counts = () => [profile.fetches(), feed.fetches(), post.fetches(), comments.fetches()]
    await vi.advanceTimersByTimeAsync(0)
    expect(counts()).toEqual([1, 1, 1, 1])

    await vi.advanceTimersByTimeAsync(29_999)
    expect(counts()).toEqual([1, 1, 1, 1])
    expect(queryClient.getQueryState(queryKeys.categories)?.isInvalidated).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    expect(counts()).toEqual([2, 2, 2, 1])
    expect(queryClient.getQueryState(queryKeys.categories)?.isInvalidated).toBe(true)

    await vi.advanceTimersByTimeAsync(30_000)
    expect(counts()).toEqual([3, 3, 3, 1])

    // Offline, the sync waits; back online, it runs at once.
    isOnline.value = false
    await vi.advanceTimersByTimeAsync(60_000)
    expect(counts()).toEqual([3, 3, 3, 1])
    isOnline.value = true
    await vi.advanceTimersByTimeAsync(0)
    expect(counts()).toEqual([4, 4, 4, 1])
    for (const q of [profile, feed, post, comments]) q.unsubscribe()
  })
})
