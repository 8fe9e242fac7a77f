import { api } from '@/api/client'
import { postPagesQueryOptions } from '@/components/post-list/post-pages-query'
import { hasMoreAfter, type PostPage } from '@/lib/post-pages'
import { queryKeys, type FeedKeyFilter } from '@/lib/query-keys'
import { PostListSchema } from '@/schemas/post.schema'

export const FEED_PAGE_SIZE = 20 // R9.5

export interface FeedFilter extends FeedKeyFilter {
  /** null = 推荐: no category sent (R2.20, R7.12). */
  category: string | null
  search: string
}

/** R7.12: GET /posts?page&limit&category&search. */
export async function getPostsPage(
  { page, category, search }: FeedFilter & { page: number },
  signal?: AbortSignal,
): Promise<PostPage> {
  const { data, meta } = await api.get('/posts', {
    schema: PostListSchema,
    signal,
    query: { page, limit: FEED_PAGE_SIZE, category: category ?? undefined, search: search.trim() || undefined },
  })
  return {
    page,
    items: data,
    hasMore: hasMoreAfter(meta?.pagination, data.length, FEED_PAGE_SIZE),
    total: meta?.pagination?.total ?? null,
  }
}

/** R4.22: a new key (category, search, or who is logged in) starts again from page 1. */
export const feedQueryOptions = (filter: FeedFilter, viewerId: number | null) =>
  postPagesQueryOptions({
    queryKey: queryKeys.posts.feed(filter, viewerId),
    fetchPage: (page, signal) => getPostsPage({ ...filter, page }, signal),
    staleTime: 5 * 60_000, // R9.19
  })
