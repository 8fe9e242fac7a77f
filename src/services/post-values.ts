import type { UserAction } from '@/lib/broadcast'
import { publishUserAction } from './global-state'
import { postCache, type PostServerValues } from './post-cache'

/**
 * A server answer about a post: written to the query cache, which owns the server's values (every list
 * and the detail update, R4.10), and told to the other tabs, which write it into theirs (R4.36).
 */
export function commitPostValues(postId: number, values: PostServerValues): void {
  postCache.get().patch(postId, values)
  if (values.isLiked !== undefined) {
    publishUserAction({
      action: 'like',
      postId,
      isLiked: values.isLiked,
      ...(values.likesCount !== undefined && { likeCount: values.likesCount }),
    })
  }
  if (values.isBookmarked !== undefined) {
    publishUserAction({
      action: 'bookmark',
      postId,
      isBookmarked: values.isBookmarked,
      ...(values.bookmarksCount !== undefined && { bookmarkCount: values.bookmarksCount }),
    })
  }
  if (values.commentsCount !== undefined)
    publishUserAction({ action: 'comment', postId, commentsCount: values.commentsCount })
}

/** Another tab's change to a post, into this tab's cache (nothing is sent back). */
export function applyRemotePostAction(action: UserAction): void {
  const cache = postCache.get()
  if (action.action === 'like') cache.patch(action.postId, { isLiked: action.isLiked, likesCount: action.likeCount })
  else if (action.action === 'bookmark')
    cache.patch(action.postId, { isBookmarked: action.isBookmarked, bookmarksCount: action.bookmarkCount })
  else if (action.action === 'comment') cache.patch(action.postId, { commentsCount: action.commentsCount })
}
