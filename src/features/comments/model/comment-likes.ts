import { toast } from '@/services/toast'
import { toggleRegistryOf, type ToggleDefinition } from '@/services/toggle/toggle-registry'
import { useToggle, type ToggleView } from '@/services/toggle/use-toggle'
import type { Comment } from '@/schemas/comment.schema'
import { setCommentLike } from '../api/set-comment-like'
import { commentLikeValues, commitCommentLike, refreshCommentLike } from './comment-like-cache'
import { commentLikeToggleOperations } from './queued-operations'

// Likes on comments and replies, with the post like's behaviour (R4.6–R4.14): optimistic, rolled back on a failure,
// queued offline, one actor per comment app-wide (the generic toggle registry), reset when the session ends.

// Its send and commit are also what replays a change made offline (queued-operations.ts derives it); the flip's
// success toast is `announce`, so a replay commits without a second one (the change was reported when queued).
export const commentLikeDefinition: ToggleDefinition<{ commentId: number }> = {
  ...commentLikeToggleOperations,
  send: async (commentId, method) => commentLikeValues(await setCommentLike(commentId, method)),
  commit: commitCommentLike,
  announce: ({ active }) => toast.brief(active ? '点赞成功' : '已取消点赞'), // R8.34's texts, as for a post
  rollback: refreshCommentLike,
  names: { kind: '点赞', target: '评论' },
}

/** One actor per comment, app-wide: the registry is made in the app's live actors at its first use. */
export const commentLikes = () => toggleRegistryOf(commentLikeDefinition)

/** The like of one comment as the comment row shows it: the cached comment's values, or the change in flight or queued. */
export function useCommentLike(comment: Pick<Comment, 'id' | 'isLiked' | 'likeCount'>): ToggleView {
  return useToggle(commentLikes(), comment.id, { active: comment.isLiked, count: comment.likeCount })
}
