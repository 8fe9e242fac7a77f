import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { PostListSchema, type Post } from '@/schemas/post.schema'
import { hasMoreAfter } from '../model/feed-pages'

export const FEED_PAGE_SIZE = 20 // R9.5

export interface FeedFilter {
  /** null = 推荐: no category sent (R2.20, R7.12). */
  category: string | null
  search: string
}

export interface FeedPage {
  page: number
  items: Post[]
  hasMore: boolean
  total: number | null
}

/** R7.12: GET /posts?page&limit&category&search. */
export async function getPostsPage({ page, category, search }: FeedFilter & { page: number }, signal?: AbortSignal): Promise<FeedPage> {
  const { data, meta } = await api.get('/posts', {
    schema: PostListSchema,
    signal,
    query: { page, limit: FEED_PAGE_SIZE, category: category ?? undefined, search: search.trim() || undefined },
  })
  return { page, items: data, hasMore: hasMoreAfter(meta?.pagination, data.length, FEED_PAGE_SIZE), total: meta?.pagination?.total ?? null }
}

export const feedQueryKey = (filter: FeedFilter, viewerId: number | null) =>
  ['posts', 'feed', { category: filter.category, search: filter.search.trim(), viewerId }] as const

/** R4.22: a new key (category, search, or who is logged in) starts again from page 1. */
export const feedQueryOptions = (filter: FeedFilter, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: feedQueryKey(filter, viewerId),
    queryFn: ({ pageParam, signal }) => getPostsPage({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FeedPage) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5 * 60_000, // R9.19
  })
