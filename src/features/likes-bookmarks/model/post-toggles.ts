import type { ToggleValues } from '@machines/toggle.machine'
import { postCache } from '@/services/post-cache'
import { toast } from '@/services/toast'
import { createToggleRegistry, type ToggleDefinition } from '@/services/toggle/toggle-registry'
import type { Post } from '@/schemas/post.schema'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'
import { bookmarkValues, commitBookmark, commitLike, likeValues } from './post-answers'
import { bookmarkOperation, likeOperation, unbookmarkOperation, unlikeOperation } from './queued-operations'

export type PostToggleKind = 'like' | 'bookmark'

const shared = {
  payloadFor: (postId: number) => ({ postId }),
  targetOf: ({ postId }: { postId: number }) => postId,
  // The change never entered the cache; re-reading the post makes a screen showing it take the server's word.
  rollback: (postId: number) => postCache.get().refresh(postId),
}

const like: ToggleDefinition<{ postId: number }> = {
  ...shared,
  names: { kind: '点赞', target: '帖子' },
  on: likeOperation,
  off: unlikeOperation,
  send: async (postId, method) => likeValues(await setLike(postId, method)),
  commit: (postId, values) => {
    commitLike(postId, values)
    toast.brief(values.active ? '点赞成功' : '已取消点赞') // R8.34
  },
}

const bookmark: ToggleDefinition<{ postId: number }> = {
  ...shared,
  names: { kind: '收藏', target: '帖子' },
  on: bookmarkOperation,
  off: unbookmarkOperation,
  send: async (postId, method) => bookmarkValues(await setBookmark(postId, method)),
  commit: (postId, values) => {
    commitBookmark(postId, values)
    toast.brief(values.active ? '收藏成功' : '已取消收藏') // R8.34
  },
}

/** R4.6–R4.14: like and bookmark, one actor per post and kind, app-wide. */
export const postToggles = {
  like: createToggleRegistry(like),
  bookmark: createToggleRegistry(bookmark),
} as const

/** The server's values of a post for one kind. */
export const postToggleBase = (kind: PostToggleKind, post: Post): ToggleValues =>
  kind === 'like'
    ? { active: post.isLiked, count: post.likesCount }
    : { active: post.isBookmarked, count: post.bookmarksCount }

/** Logout. */
export function resetPostToggles(): void {
  postToggles.like.reset()
  postToggles.bookmark.reset()
}
