import { api } from '@/api/client'
import { withCallMessages } from '@/api/errors'
import { newRequestKey } from '@/api/request-key'
import { CommentSchema, type Comment } from '@/schemas/comment.schema'

/** R8.7, R8.11: what a failed comment means, in place of the generic text of its status. */
export const CREATE_COMMENT_MESSAGES = {
  400: '评论内容不符合要求',
  401: '请先登录后再发表评论',
  403: '您没有权限发表评论',
  404: '帖子不存在或已被删除',
  422: '评论内容不符合要求',
  429: '评论过于频繁，请稍后再试',
} as const

/**
 * R7.26: POST /comments?postId= with { content, parentId }. The comment machine retries it (R9.26), and the
 * offline queue may send it later: both pass the add's own `requestKey`, so the server creates it once.
 */
export async function createComment(
  postId: number,
  content: string,
  parentId: number | null,
  requestKey = newRequestKey(),
): Promise<Comment> {
  const body = parentId === null ? { content } : { content, parentId }
  try {
    return (
      await api.post('/comments', {
        query: { postId },
        body,
        schema: CommentSchema,
        retry: false,
        idempotencyKey: requestKey,
      })
    ).data
  } catch (error) {
    throw withCallMessages(error, CREATE_COMMENT_MESSAGES)
  }
}
