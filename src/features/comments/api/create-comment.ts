import { api } from '@/api/client'
import { CommentSchema, type Comment } from '@/schemas/comment.schema'

/** R7.26: POST /comments?postId= with { content, parentId }. The comment machine retries it (R9.26). */
export async function createComment(postId: number, content: string, parentId: number | null): Promise<Comment> {
  const body = parentId === null ? { content } : { content, parentId }
  return (await api.post('/comments', { query: { postId }, body, schema: CommentSchema, retry: false })).data
}
