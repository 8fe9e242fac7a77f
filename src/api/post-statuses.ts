import type { PostPage } from '@/lib/post-pages'
import {
  BatchBookmarkStatusResponseSchema,
  BatchLikeStatusResponseSchema,
  type StatusMap,
} from '@/schemas/social.schema'
import { api } from './client'

// R7.22: POST /social/batch-like-status and /social/batch-bookmark-status { postIds } → the viewer's flags.
// Shared by the post lists of several screens, so it lives beside the client rather than in one feature.

export async function getLikeStatuses(postIds: readonly number[], signal?: AbortSignal): Promise<StatusMap> {
  return (
    await api.post('/social/batch-like-status', {
      body: { postIds },
      schema: BatchLikeStatusResponseSchema,
      signal,
      retry: false,
    })
  ).data.likeStatus
}

export async function getBookmarkStatuses(postIds: readonly number[], signal?: AbortSignal): Promise<StatusMap> {
  return (
    await api.post('/social/batch-bookmark-status', {
      body: { postIds },
      schema: BatchBookmarkStatusResponseSchema,
      signal,
      retry: false,
    })
  ).data.bookmarkStatus
}

/**
 * A page of posts with the viewer's like and bookmark flags asked for the posts on it (as the follow lists ask
 * the follow status). Visitors have no flags to ask for; when a status call fails the list's own flags stand.
 */
export async function withViewerStatuses(
  page: PostPage,
  viewerId: number | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const ids = page.items.map((p) => p.id)
  if (viewerId === null || ids.length === 0) return page
  const [liked, bookmarked] = await Promise.all([
    getLikeStatuses(ids, signal).catch(() => ({}) as StatusMap),
    getBookmarkStatuses(ids, signal).catch(() => ({}) as StatusMap),
  ])
  return {
    ...page,
    items: page.items.map((p) => ({
      ...p,
      isLiked: liked[String(p.id)] ?? p.isLiked,
      isBookmarked: bookmarked[String(p.id)] ?? p.isBookmarked,
    })),
  }
}
