import { remembered, type Defect, type DefectContext } from './types'
import { answersPosts, envelopeOf, idParam, isOperation, recordsOf, rewrite, routeOf } from './wire'

// A comments_count column raised at each comment and never lowered when comments are deleted.

/** Deleted comments per post, keyed by the post's id and creation time, so a post that replaced it (after a reset) starts clean. */
const deletedComments = (ctx: DefectContext) =>
  remembered(ctx, 'comment-count-kept-on-delete', () => new Map<string, number>())
const postKey = (post: Readonly<Record<string, unknown>>) => `${String(post.id)}@${String(post.createdAt)}`

export const commentCountKeptOnDelete: Defect = {
  name: 'comment-count-kept-on-delete',
  rules: ['R7.28', 'R4.21'],
  description:
    "Deleting a comment (DELETE /api/comments/{id}, replies included) does not lower the post's comment count: every post answer " +
    '(detail, lists) still counts the deleted comments in commentsCount, although GET /api/comments/post/{postId} no longer lists them.',
  apply: async (request, next, ctx) => {
    const hit = routeOf(request)
    const deleted = deletedComments(ctx)
    if (isOperation(hit, 'DELETE', '/api/comments/{id}')) {
      await ctx.db.sync()
      const id = idParam(hit)
      const comment = id === undefined ? undefined : ctx.db.get('comments', id)
      const post = comment && ctx.db.get('posts', comment.postId)
      const response = await next(request)
      const gone = recordsOf((await envelopeOf(response))?.data)[0]?.deleted
      if (post && response.ok && Array.isArray(gone))
        deleted.set(postKey(post), (deleted.get(postKey(post)) ?? 0) + gone.length)
      return response
    }
    if (!answersPosts(hit)) return next(request)
    return rewrite(await next(request), (body) => {
      for (const post of recordsOf(body.data))
        if (typeof post.commentsCount === 'number') post.commentsCount += deleted.get(postKey(post)) ?? 0
    })
  },
}
