import { api } from '@/api/client'
import { postPagesQueryOptions } from '@/components/post-list/post-pages-query'
import { hasMoreAfter, type PostPage } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'
import { PostListSchema } from '@/schemas/post.schema'
import { BOOKMARKS_PAGE_SIZE } from '@/schemas/social.schema'

/** R7.25: GET /social/my-liked-posts (pages as large as the bookmarks', R9.29). */
export async function getLikedPostsPage(page: number, signal?: AbortSignal): Promise<PostPage> {
  const { data, meta } = await api.get('/social/my-liked-posts', {
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

/** R2.46: loaded only once its tab is opened (`enabled`). */
export const likedPostsQueryOptions = (viewerId: number, enabled: boolean) =>
  postPagesQueryOptions({
    queryKey: queryKeys.posts.liked(viewerId),
    fetchPage: (page, signal) => getLikedPostsPage(page, signal),
    enabled,
  })
