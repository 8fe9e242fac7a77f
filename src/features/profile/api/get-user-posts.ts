import { api } from '@/api/client'
import { withViewerStatuses } from '@/api/post-statuses'
import { postPagesQueryOptions } from '@/components/post-list/post-pages-query'
import { hasMoreAfter, type PostPage } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'
import { PostListSchema } from '@/schemas/post.schema'

export const USER_POSTS_PAGE_SIZE = 20

/** R7.10: GET /users/{id}/posts?page&limit. */
export async function getUserPostsPage(userId: number, page: number, signal?: AbortSignal): Promise<PostPage> {
  const { data, meta } = await api.get(`/users/${userId}/posts`, {
    schema: PostListSchema,
    query: { page, limit: USER_POSTS_PAGE_SIZE },
    signal,
  })
  return {
    page,
    items: data,
    hasMore: hasMoreAfter(meta?.pagination, data.length, USER_POSTS_PAGE_SIZE),
    total: meta?.pagination?.total ?? null,
  }
}

/** R7.10, R7.22: a page of the user's posts with the viewer's like and bookmark flags asked for them. */
export async function getUserPostsPageForViewer(
  userId: number,
  page: number,
  viewerId: number | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  return withViewerStatuses(await getUserPostsPage(userId, page, signal), viewerId, signal)
}

/** R9.22: a user's posts stay fresh 2 min. */
export const userPostsQueryOptions = (userId: number, viewerId: number | null) =>
  postPagesQueryOptions({
    queryKey: queryKeys.posts.byUser(userId, viewerId),
    fetchPage: (page, signal) => getUserPostsPageForViewer(userId, page, viewerId, signal),
    staleTime: 2 * 60_000,
    enabled: Number.isSafeInteger(userId) && userId > 0,
  })
