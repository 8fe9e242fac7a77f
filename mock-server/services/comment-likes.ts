import type { CommentLikeResponse } from '@/schemas/comment.schema'
import type { MockDb } from '../db'
import { commentNotFound, parseCommentId } from './comment-write'
import { getReadIndex } from './read-index'

// Likes on comments and replies, as on posts (R7.19's rules): one row per (user, comment), set inside one write so
// two concurrent likes leave one row, and the answer is the true state with the count derived from the rows.

export async function setCommentLike(
  db: MockDb,
  userId: number,
  rawCommentId: unknown,
  on: boolean,
): Promise<CommentLikeResponse> {
  const commentId = parseCommentId(rawCommentId)
  await db.write(async (tx) => {
    if (!tx.get('comments', commentId)) throw commentNotFound()
    const rows = tx.filter('commentLikes', (r) => r.userId === userId && r.commentId === commentId)
    if (on && rows.length === 0)
      await tx.create('commentLikes', { userId, commentId, createdAt: new Date().toISOString() })
    if (!on) for (const row of rows) await tx.remove('commentLikes', row.id)
  })
  const index = getReadIndex(db)
  return { isLiked: index.isCommentLiked(userId, commentId), likeCount: index.commentLikeCount(commentId) }
}
