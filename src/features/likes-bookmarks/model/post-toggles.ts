import type { ToggleValues } from '@machines/toggle.machine'
import { commitPostValues } from '@/services/post-values'
import { postCache } from '@/services/post-cache'
import { queryCache } from '@/services/query-cache'
import { toast } from '@/services/toast'
import { liveActors } from '@/services/live-actors'
import { toggleRegistryOf, type ToggleDefinition } from '@/services/toggle/toggle-registry'
import { queryKeys } from '@/lib/query-keys'
import type { Post } from '@/schemas/post.schema'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'
import { bookmarkToggleOperations, likeToggleOperations } from './queued-operations'

export type PostToggleKind = 'like' | 'bookmark'

/**
 * The viewer's liked or bookmarked list gained or lost a post: marked stale, not refetched, so a list on
 * screen keeps its rows under the pointer (the card shows the new state) and the next visit asks again.
 */
const markStale = (queryKey: readonly unknown[]) =>
  void queryCache.get().invalidateQueries({ queryKey, refetchType: 'none' })

// The change never entered the cache; re-reading the post makes a screen showing it take the server's word.
const rollback = (postId: number) => postCache.get().refresh(postId)

// Each send and commit below is also what replays a change made offline (queued-operations.ts derives it).
const like: ToggleDefinition<{ postId: number }> = {
  ...likeToggleOperations,
  names: { kind: '点赞', target: '帖子' },
  send: async (postId, method) => {
    const r = await setLike(postId, method)
    return { active: r.isLiked, count: r.likeCount }
  },
  // The answer into every cached copy of the post (and the other tabs).
  commit: (postId, { active, count }) => {
    commitPostValues(postId, { isLiked: active, likesCount: count })
    markStale(queryKeys.posts.likedLists())
  },
  announce: ({ active }) => toast.brief(active ? '点赞成功' : '已取消点赞'), // R8.34
  rollback,
}

const bookmark: ToggleDefinition<{ postId: number }> = {
  ...bookmarkToggleOperations,
  names: { kind: '收藏', target: '帖子' },
  send: async (postId, method) => {
    const r = await setBookmark(postId, method)
    return { active: r.isBookmarked, count: r.bookmarkCount }
  },
  commit: (postId, { active, count }) => {
    commitPostValues(postId, { isBookmarked: active, bookmarksCount: count })
    markStale(queryKeys.posts.bookmarkedLists())
  },
  announce: ({ active }) => toast.brief(active ? '收藏成功' : '已取消收藏'), // R8.34
  rollback,
}

/** The like and bookmark toggles' definitions (queued-operations.ts replays their send and commit). */
export const postToggleDefinitions = { like, bookmark } as const

/**
 * R4.6–R4.14: like and bookmark, one actor per post and kind, app-wide: the registry is made in the app's live
 * actors (src/app/services.ts) at its first use, not on import.
 */
export const postToggles = (kind: PostToggleKind) => toggleRegistryOf(postToggleDefinitions[kind])

/** The server's values of a post for one kind. */
export const postToggleBase = (kind: PostToggleKind, post: Post): ToggleValues =>
  kind === 'like'
    ? { active: post.isLiked, count: post.likesCount }
    : { active: post.isBookmarked, count: post.bookmarksCount }

/** Logout. */
export function resetPostToggles(): void {
  if (!liveActors.connected) return
  postToggles('like').reset()
  postToggles('bookmark').reset()
}
