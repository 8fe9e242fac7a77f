import * as v from 'valibot'
import type { CreateCommentRequestSchema } from '@/schemas/comment.schema'
import { IdParamSchema } from '@/schemas/envelope.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { CommentRecord } from '../records'
import { isCommentRateLimited } from './comment-rate-limit'
import { removeCommentsWithLikes } from './comment-removal'
import { postNotFound } from './post-query'
import { POST_MSG } from './post-texts'

// R7.26/R7.28. Checks that depend on other rows (the post, the parent, the rate limit, ownership) run
// inside the write, under its lock, so two tabs cannot both slip past them.

type CreateInput = v.InferOutput<typeof CreateCommentRequestSchema>

export const commentNotFound = () => new HttpError(404, 'NOT_FOUND_001', POST_MSG.commentNotFound)

export function parseCommentId(raw: unknown): number {
  const id = v.safeParse(IdParamSchema, raw)
  if (!id.success) throw commentNotFound()
  return id.output
}

// A bad parentId is the request's fault, not a missing post: a 404 here would make the client say
// "帖子不存在或已被删除" (R8.11), so it is a 400 naming the field.
const badParent = () =>
  new HttpError(400, 'VALIDATION_001', POST_MSG.commentParentInvalid, {
    errors: [{ field: 'parentId', message: POST_MSG.commentParentInvalid }],
  })

export function createComment(db: MockDb, userId: number, postId: number, input: CreateInput): Promise<CommentRecord> {
  return db.write(async (tx) => {
    if (!tx.get('posts', postId)) throw postNotFound()
    const parentId = input.parentId ?? null
    if (parentId !== null && tx.get('comments', parentId)?.postId !== postId) throw badParent()
    if (isCommentRateLimited(tx.filter('comments', (c) => c.authorId === userId))) {
      throw new HttpError(429, 'RATE_LIMIT_001', POST_MSG.commentRateLimited)
    }
    const at = new Date().toISOString()
    return tx.create('comments', {
      postId,
      authorId: userId,
      parentId,
      content: input.content,
      createdAt: at,
      updatedAt: at,
    })
  })
}

/** R6.3/R8.23: the comment's author or the post's author may delete it; its replies (at any depth) go too. */
export function deleteComment(
  db: MockDb,
  userId: number,
  commentId: number,
): Promise<{ id: number; deleted: number[] }> {
  return db.write(async (tx) => {
    const comment = tx.get('comments', commentId)
    if (!comment) throw commentNotFound()
    const postAuthor = tx.get('posts', comment.postId)?.authorId
    if (comment.authorId !== userId && postAuthor !== userId)
      throw new HttpError(403, 'FORBIDDEN_001', POST_MSG.commentForbidden)
    const siblings = tx.filter('comments', (c) => c.postId === comment.postId)
    const doomed = [commentId]
    for (let i = 0; i < doomed.length; i++) {
      for (const c of siblings) if (c.parentId === doomed[i] && !doomed.includes(c.id)) doomed.push(c.id)
    }
    await removeCommentsWithLikes(tx, doomed)
    return { id: commentId, deleted: doomed }
  })
}
