import type { UserAction } from './broadcast'
import { setBookmarkStatus, setCommentCount, setLikeStatus } from './global-state'
import { postCache, type PostServerValues } from './post-cache'

/**
 * A server answer about a post: written to the query cache, which owns the server's values (every list
 * and the detail update, R4.10), and mirrored to the global store, which tells the other tabs (R4.36).
 */
export function commitPostValues(postId: number, values: PostServerValues): void {
  postCache.get().patch(postId, values)
  if (values.isLiked !== undefined) setLikeStatus(postId, values.isLiked, values.likesCount)
  if (values.isBookmarked !== undefined) setBookmarkStatus(postId, values.isBookmarked, values.bookmarksCount)
  if (values.commentsCount !== undefined) setCommentCount(postId, values.commentsCount)
}

/** Another tab's change to a post, into this tab's cache (the mirror already holds it; nothing is sent back). */
export function applyRemotePostAction(action: UserAction): void {
  const cache = postCache.get()
  if (action.action === 'like') cache.patch(action.postId, { isLiked: action.isLiked, likesCount: action.likeCount })
  else if (action.action === 'bookmark') cache.patch(action.postId, { isBookmarked: action.isBookmarked, bookmarksCount: action.bookmarkCount })
  else if (action.action === 'comment') cache.patch(action.postId, { commentsCount: action.commentsCount })
}
