import { infiniteQueryOptions } from '@tanstack/react-query'
import { backoffDelay, isRetryableError } from '@machines/retry'
import { api } from '@/api/client'
import { hasMoreAfter } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'
import { CommentListResponseSchema, type Comment } from '@/schemas/comment.schema'

/** R7.27: the default page. */
export const COMMENTS_PAGE_SIZE = 20

/** R9.25: fresh 5 min, kept 10 min, 2 retries with backoff up to 5 s, no refetch on focus, reconnect or mount. */
export const COMMENT_QUERY = { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retries: 2, maxBackoffMs: 5000 } as const

export interface CommentPage {
  page: number
  items: Comment[]
  hasMore: boolean
  total: number
}

/** R7.27: GET /comments/post/{postId}?page&limit, replies included (each names its parentId). */
export async function getCommentsPage(postId: number, page: number, signal?: AbortSignal): Promise<CommentPage> {
  const { data, meta } = await api.get(`/comments/post/${postId}`, {
    schema: CommentListResponseSchema,
    query: { page, limit: COMMENTS_PAGE_SIZE },
    signal,
  })
  return {
    page,
    items: data.items,
    hasMore: hasMoreAfter(meta?.pagination, data.items.length, COMMENTS_PAGE_SIZE),
    total: meta?.pagination?.total ?? data.total,
  }
}

export const commentsQueryOptions = (postId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments.list(postId),
    queryFn: ({ pageParam, signal }) => getCommentsPage(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Number.isSafeInteger(postId) && postId > 0,
    staleTime: COMMENT_QUERY.staleTime,
    gcTime: COMMENT_QUERY.gcTime,
    retry: (failures, error) => failures < COMMENT_QUERY.retries && isRetryableError(error),
    retryDelay: (failures) => backoffDelay(failures + 1, { capMs: COMMENT_QUERY.maxBackoffMs }),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  })
