import type { ToggleChange } from '@machines/toggle.machine'
import { setBookmarkStatus, setLikeStatus } from '@/lib/global-state'
import { patchCachedPost } from './post-cache'

/** One like/bookmark state, written to the global signals (and so other tabs) and every cached copy of the post. */
export function applyToggle({ kind, postId, active, count }: ToggleChange) {
  if (kind === 'like') {
    setLikeStatus(postId, active, count)
    patchCachedPost(postId, { isLiked: active, likesCount: count })
  } else {
    setBookmarkStatus(postId, active, count)
    patchCachedPost(postId, { isBookmarked: active, bookmarksCount: count })
  }
}
