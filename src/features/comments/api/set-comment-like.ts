import { api } from '@/api/client'
import { CommentLikeResponseSchema, type CommentLikeResponse } from '@/schemas/comment.schema'

/** POST likes a comment or reply, DELETE unlikes it; answers the server's isLiked and likeCount. Not retried: the toggle decides. */
export async function setCommentLike(commentId: number, method: 'POST' | 'DELETE'): Promise<CommentLikeResponse> {
  const call = method === 'POST' ? api.post : api.delete
  return (await call(`/comments/${commentId}/like`, { schema: CommentLikeResponseSchema, retry: false })).data
}
