import { api } from '@/api/client'
import { DeleteCommentResponseSchema, type DeleteCommentResponse } from '@/schemas/comment.schema'

/** R7.28: DELETE /comments/{id}; answers every id that went (the comment and its replies). Retried by the machine (R9.26). */
export async function deleteComment(commentId: number): Promise<DeleteCommentResponse> {
  return (await api.delete(`/comments/${commentId}`, { schema: DeleteCommentResponseSchema, retry: false })).data
}
