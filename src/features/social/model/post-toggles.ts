import * as v from 'valibot'
import type { ToggleValues } from '@machines/toggle.machine'
import { postCache } from '@/lib/post-cache'
import { commitPostValues } from '@/lib/post-values'
import { toast } from '@/lib/toast'
import { queryCache } from '@/lib/query-cache'
import { queryKeys } from '@/lib/query-keys'
import { createToggleRegistry, type ToggleDefinition } from '@/lib/toggle/toggle-registry'
import type { Post } from '@/schemas/post.schema'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'

export type PostToggleKind = 'like' | 'bookmark'

/** What a queued like or bookmark carries (R3.17 pendingOperations payload). */
export const PostTogglePayloadSchema = v.object({ postId: v.pipe(v.number(), v.integer(), v.minValue(1)) })

const targetOf = (payload: unknown) => {
  const r = v.safeParse(PostTogglePayloadSchema, payload)
  return r.success ? r.output.postId : null
}

/** The server's answer as the toggle's values, and as the post's fields. */
export const likeValues = (r: { isLiked: boolean; likeCount: number }): ToggleValues => ({ active: r.isLiked, count: r.likeCount })
export const bookmarkValues = (r: { isBookmarked: boolean; bookmarkCount: number }): ToggleValues => ({ active: r.isBookmarked, count: r.bookmarkCount })

/**
 * The viewer's liked or bookmarked list gained or lost a post: marked stale, not refetched, so a list on
 * screen keeps its rows under the pointer (the card shows the new state) and the next visit asks again.
 */
const markStale = (queryKey: readonly unknown[]) => void queryCache.get().invalidateQueries({ queryKey, refetchType: 'none' })

export const commitLike = (postId: number, { active, count }: ToggleValues) => {
  commitPostValues(postId, { isLiked: active, likesCount: count })
  markStale(queryKeys.posts.likedLists())
}
export const commitBookmark = (postId: number, { active, count }: ToggleValues) => {
  commitPostValues(postId, { isBookmarked: active, bookmarksCount: count })
  markStale(queryKeys.posts.bookmarkedLists())
}

const shared = {
  payloadFor: (postId: number) => ({ postId }),
  targetOf,
  // The change never entered the cache; re-reading the post makes a screen showing it take the server's word.
  rollback: (postId: number) => postCache.get().refresh(postId),
}

const like: ToggleDefinition<{ postId: number }> = {
  ...shared,
  on: 'like',
  off: 'unlike',
  send: async (postId, method) => likeValues(await setLike(postId, method)),
  commit: (postId, values) => {
    commitLike(postId, values)
    toast.brief(values.active ? '点赞成功' : '已取消点赞') // R8.34
  },
}

const bookmark: ToggleDefinition<{ postId: number }> = {
  ...shared,
  on: 'bookmark',
  off: 'unbookmark',
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
  kind === 'like' ? { active: post.isLiked, count: post.likesCount } : { active: post.isBookmarked, count: post.bookmarksCount }

/** Logout. */
export function resetPostToggles(): void {
  postToggles.like.reset()
  postToggles.bookmark.reset()
}
