import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { myProfileQueryOptions } from '@/features/auth/api/get-profile'
import { COMMENT_QUERY, commentsQueryOptions } from '@/features/comments/api/get-comments'
import { feedQueryOptions } from '@/features/feed/api/get-posts'
import { followListQueryOptions } from '@/features/follow/api/get-follow-list'
import { followStatusQueryOptions } from '@/features/follow/api/get-follow-status'
import { postQueryOptions } from '@/features/post/api/get-post'
import { userPostsQueryOptions } from '@/features/profile/api/get-user-posts'

// §9's cache timings, read from the query options the screens use (each built as the app builds it).
const MIN = 60_000
type Retry = (failures: number, error: unknown) => boolean
const retryOf = (options: { retry?: unknown }) => options.retry as Retry
const retryDelayOf = (options: { retryDelay?: unknown }) =>
  options.retryDelay as (failures: number, error: unknown) => number
const error = (
  status: number,
  type: ConstructorParameters<typeof ApiError>[0]['type'] = status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR',
) => new ApiError({ type, status, message: 'x' })

describe('query timings', () => {
  it('R9.19 the post queries (the feed and a post) are fresh for 5 min', () => {
    expect(feedQueryOptions({ category: null, search: '' }, null).staleTime).toBe(5 * MIN)
    expect(postQueryOptions(1).staleTime).toBe(5 * MIN)
  })

  it('R9.21 the own profile is fresh 5 min and kept 60 min; one retry after 1 s, none on 401', () => {
    const options = myProfileQueryOptions(1)
    expect(options.staleTime).toBe(5 * MIN)
    expect(options.gcTime).toBe(60 * MIN)
    expect(retryOf(options)(0, error(500))).toBe(true)
    expect(retryOf(options)(1, error(500))).toBe(false)
    expect(retryOf(options)(0, error(401))).toBe(false)
    expect(options.retryDelay).toBe(1000)
  })

  it('R9.22 a user’s posts are fresh for 2 min', () => {
    expect(userPostsQueryOptions(5, null).staleTime).toBe(2 * MIN)
  })

  it('R9.23 the follow lists and the follow status are cached for 10 min', () => {
    for (const options of [
      followListQueryOptions('followers', 5, 1),
      followListQueryOptions('following', 5, 1),
      followStatusQueryOptions(5, 1),
    ]) {
      expect(options.staleTime).toBe(10 * MIN)
      expect(options.gcTime).toBe(10 * MIN)
    }
  })

  it('R9.24 a post is kept 5 min, retried up to 2 times, never on 404', () => {
    const options = postQueryOptions(1)
    expect(options.staleTime).toBe(5 * MIN)
    expect(retryOf(options)(0, error(500))).toBe(true)
    expect(retryOf(options)(1, error(500))).toBe(true)
    expect(retryOf(options)(2, error(500))).toBe(false)
    expect(retryOf(options)(0, error(404))).toBe(false)
  })

  it('R4.39 R9.2 a post is retried only when another try can help: a network error or timeout, never 403 or 429', () => {
    const retry = retryOf(postQueryOptions(1))
    expect(retry(0, error(0, 'NETWORK_ERROR'))).toBe(true)
    expect(retry(0, error(0, 'TIMEOUT_ERROR'))).toBe(true)
    expect(retry(0, error(403))).toBe(false)
    expect(retry(0, error(429))).toBe(false)
    expect(retry(0, error(400))).toBe(false)
  })

  it('R9.25 the comments are fresh 5 min, kept 10 min, retried twice with backoff up to 5 s, and not refetched on focus, reconnect or mount', () => {
    const options = commentsQueryOptions(1)
    expect(options.staleTime).toBe(5 * MIN)
    expect(options.gcTime).toBe(10 * MIN)
    const network = error(0, 'NETWORK_ERROR')
    expect(retryOf(options)(0, network)).toBe(true)
    expect(retryOf(options)(1, network)).toBe(true)
    expect(retryOf(options)(2, network)).toBe(false)
    expect(retryDelayOf(options)(10, network)).toBeLessThanOrEqual(5000)
    expect(retryDelayOf(options)(10, network)).toBeGreaterThan(0)
    expect(options).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false })
  })
  it('R9.25 the comment query’s retry delay grows between retries and is capped at COMMENT_QUERY.maxBackoffMs (5000 ms)', () => {
    expect(COMMENT_QUERY.maxBackoffMs).toBe(5000)
    const delay = (failures: number) => retryDelayOf(commentsQueryOptions(1))(failures, error(0, 'NETWORK_ERROR'))
    // TanStack Query passes 0 for the first retry, 1 for the second.
    expect(delay(0)).toBeGreaterThan(0)
    expect(delay(1)).toBeGreaterThan(delay(0))
    expect(delay(2)).toBeGreaterThan(delay(1))
    expect(delay(2)).toBeLessThan(5000)
    expect(delay(3)).toBe(5000)
    expect(delay(10)).toBe(5000)
  })
})
