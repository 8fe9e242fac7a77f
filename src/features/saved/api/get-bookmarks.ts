import { api } from '@/api/client'
import { postPagesQueryOptions } from '@/components/post-list/post-pages-query'
import { hasMoreAfter, type PostPage } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'
import { PostListSchema } from '@/schemas/post.schema'
import { BOOKMARKS_PAGE_SIZE } from '@/schemas/social.schema'

/** R7.24, R9.29: GET /social/bookmarks?page=1&limit=100; data is a list of posts. */
export async function getBookmarksPage(page: number, signal?: AbortSignal): Promise<PostPage> {
  const { data, meta } = await api.get('/social/bookmarks', {
    schema: PostListSchema,
    query: { page, limit: BOOKMARKS_PAGE_SIZE },
    signal,
  })
  return {
    page,
    items: data,
    hasMore: hasMoreAfter(meta?.pagination, data.length, BOOKMARKS_PAGE_SIZE),
    total: meta?.pagination?.total ?? null,
  }
}

/** The viewer's bookmarks; `enabled` lets the profile's 收藏 tab load them only when first opened (R2.46). */
export const bookmarksQueryOptions = (viewerId: number, enabled = true) =>
  postPagesQueryOptions({
    queryKey: queryKeys.posts.bookmarked(viewerId),
    fetchPage: (page, signal) => getBookmarksPage(page, signal),
    enabled,
  })
