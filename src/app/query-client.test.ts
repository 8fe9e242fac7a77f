import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, networkError } from '@/api/errors'
import { ok, setupTestServer } from '@/test/test-server'
import { myProfileQueryOptions } from '@/features/auth/api/get-profile'
import { feedQueryOptions } from '@/features/feed/api/get-posts'
import { postQueryOptions } from '@/features/post/api/get-post'
import { PERIODIC_SYNC_KEYS, queryKeys } from '@/lib/query-keys'
import { wirePost } from '@/test/posts'
import { createQueryClient } from './query-client'

const server = setupTestServer()
afterEach(() => vi.useRealTimers())

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

  it('R4.37 R9.19 in the app’s client, the data the periodic sync refreshes (own profile, feed, a post) is served from the cache for 5 min, then stale and fetched again', async () => {
    const MIN = 60_000
    const fetched = { profile: 0, feed: 0, post: 0 }
    const wireUser = { id: 1, username: 'demo', email: 'demo@example.com', display_name: '柠檬小主' }
    server.use(
      http.get(
        '*/api/users/profile',
        () => (
          fetched.profile++,
          HttpResponse.json(ok({ user: wireUser, stats: { postsCount: 1, followersCount: 2, followingCount: 3 } }))
        ),
      ),
      http.get(
        '*/api/posts',
        () => (
          fetched.feed++,
          HttpResponse.json(
            ok([wirePost(1)], { meta: { pagination: { page: 1, limit: 20, total: 1, hasNext: false } } }),
          )
        ),
      ),
      http.get('*/api/posts/:id', () => (fetched.post++, HttpResponse.json(ok(wirePost(1))))),
    )
    // The three families the sync marks stale are exactly these queries' keys (categories have no query of their own).
    const profile = myProfileQueryOptions(1)
    const feed = feedQueryOptions({ category: null, search: '' }, 1)
    const post = postQueryOptions(1)
    expect(PERIODIC_SYNC_KEYS).toEqual([queryKeys.auth.profile, queryKeys.posts.all, queryKeys.categories])
    expect([profile.queryKey, feed.queryKey.slice(0, 1), post.queryKey.slice(0, 1)]).toEqual([
      queryKeys.auth.profile,
      queryKeys.posts.all,
      queryKeys.posts.all,
    ])

    const client = createQueryClient()
    // Only the clock is fake: the requests run on real I/O.
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-11-24T10:00:00.000Z').getTime()
    const readAll = () =>
      Promise.all([client.fetchQuery(profile), client.fetchInfiniteQuery(feed), client.fetchQuery(post)])

    vi.setSystemTime(start)
    await readAll()
    expect(fetched).toEqual({ profile: 1, feed: 1, post: 1 })
    vi.setSystemTime(start + 5 * MIN - 1)
    await readAll()
    expect(fetched).toEqual({ profile: 1, feed: 1, post: 1 })
    vi.setSystemTime(start + 5 * MIN)
    await readAll()
    expect(fetched).toEqual({ profile: 2, feed: 2, post: 2 })
  })
})
