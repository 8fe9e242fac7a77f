import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { hasMoreAfter } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'
import { FOLLOW_PAGE_SIZE, FollowListSchema, type FollowUser } from '@/schemas/follow.schema'
import { getFollowStatuses } from './get-follow-status'

export type FollowListKind = 'followers' | 'following'

export interface FollowPage {
  page: number
  items: FollowUser[]
  hasMore: boolean
  total: number
}

/** R7.11, R9.27: GET /users/{id}/followers | following?page&limit=20; data is the list, meta.pagination.total. */
export async function getFollowPage(
  kind: FollowListKind,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<FollowPage> {
  const { data, meta } = await api.get(`/users/${userId}/${kind}`, {
    schema: FollowListSchema,
    query: { page, limit: FOLLOW_PAGE_SIZE },
    signal,
  })
  return {
    page,
    items: data,
    hasMore: hasMoreAfter(meta?.pagination, data.length, FOLLOW_PAGE_SIZE),
    total: meta?.pagination?.total ?? data.length,
  }
}

/**
 * A page with the viewer's follow status of each row asked with the batch call (R7.23); the rows' own
 * is_following stands when that call fails.
 */
export async function getFollowPageWithStatus(
  kind: FollowListKind,
  userId: number,
  page: number,
  viewerId: number | null,
  signal?: AbortSignal,
): Promise<FollowPage> {
  const result = await getFollowPage(kind, userId, page, signal)
  const ids = result.items.map((u) => u.id).filter((id) => id !== viewerId)
  if (viewerId === null || ids.length === 0) return result
  try {
    const status = await getFollowStatuses(ids, signal)
    return { ...result, items: result.items.map((u) => ({ ...u, isFollowing: status[String(u.id)] ?? u.isFollowing })) }
  } catch {
    return result
  }
}

/** R9.23: follow queries are cached 10 min. */
export const followListQueryOptions = (kind: FollowListKind, userId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey:
      kind === 'followers'
        ? queryKeys.follow.followers(userId, viewerId)
        : queryKeys.follow.following(userId, viewerId),
    queryFn: ({ pageParam, signal }) => getFollowPageWithStatus(kind, userId, pageParam, viewerId, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FollowPage) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
  })
