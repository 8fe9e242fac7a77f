import type { ToggleValues } from '@machines/toggle.machine'
import { commitPostValues } from '@/services/post-values'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'

// The server's answer to a like or bookmark, sent now (the toggle) or replayed from the offline queue.

/** The server's answer as the toggle's values. */
export const likeValues = (r: { isLiked: boolean; likeCount: number }): ToggleValues => ({
  active: r.isLiked,
  count: r.likeCount,
})
export const bookmarkValues = (r: { isBookmarked: boolean; bookmarkCount: number }): ToggleValues => ({
  active: r.isBookmarked,
  count: r.bookmarkCount,
})

/**
 * The viewer's liked or bookmarked list gained or lost a post: marked stale, not refetched, so a list on
 * screen keeps its rows under the pointer (the card shows the new state) and the next visit asks again.
 */
const markStale = (queryKey: readonly unknown[]) =>
  void queryCache.get().invalidateQueries({ queryKey, refetchType: 'none' })

/** The answer into every cached copy of the post (and the other tabs). */
export const commitLike = (postId: number, { active, count }: ToggleValues) => {
  commitPostValues(postId, { isLiked: active, likesCount: count })
  markStale(queryKeys.posts.likedLists())
}
export const commitBookmark = (postId: number, { active, count }: ToggleValues) => {
  commitPostValues(postId, { isBookmarked: active, bookmarksCount: count })
  markStale(queryKeys.posts.bookmarkedLists())
}
