import { remembered, type Defect, type DefectContext } from './types'
import { answersPosts, callerOf, idParam, isOperation, recordsOf, rewrite, routeOf } from './wire'

// The classic counter column: `like_count = like_count + 1` on every POST, whether or not a like row was added. Likes
// are kept right (isLiked, the liked list); only the count drifts, by one per repeated like.

/** Repeated likes per post, keyed by the post's id and creation time, so a post that replaced it (after a reset) starts clean. */
const extraLikes = (ctx: DefectContext) => remembered(ctx, 'like-count-stored', () => new Map<string, number>())
const postKey = (post: Readonly<Record<string, unknown>>) => `${String(post.id)}@${String(post.createdAt)}`

export const likeCountStored: Defect = {
  name: 'like-count-stored',
  rules: ['R7.19'],
  description:
    'The like count is a stored counter raised by every POST /api/social/like/{postId}, even when the caller already likes the post, ' +
    'instead of the number of likes: a second like by the same user answers likeCount 2, and every post answer (detail, lists) shows it.',
  apply: async (request, next, ctx) => {
    const hit = routeOf(request)
    const extra = extraLikes(ctx)
    const shown = (post: Readonly<Record<string, unknown>>) => extra.get(postKey(post)) ?? 0
    if (
      isOperation(hit, 'POST', '/api/social/like/{postId}') ||
      isOperation(hit, 'DELETE', '/api/social/like/{postId}')
    ) {
      const caller = await callerOf(ctx, request)
      const id = idParam(hit)
      const post = id === undefined ? undefined : ctx.db.get('posts', id)
      const repeated =
        request.method === 'POST' &&
        post !== undefined &&
        caller !== null &&
        ctx.db.find('likes', (l) => l.postId === post.id && l.userId === caller.user.id) !== undefined
      const response = await next(request)
      if (!post || !response.ok) return response
      if (repeated) extra.set(postKey(post), shown(post) + 1)
      return rewrite(response, (body) => {
        for (const data of recordsOf(body.data)) if (typeof data.likeCount === 'number') data.likeCount += shown(post)
      })
    }
    if (!answersPosts(hit)) return next(request)
    return rewrite(await next(request), (body) => {
      for (const post of recordsOf(body.data)) if (typeof post.likesCount === 'number') post.likesCount += shown(post)
    })
  },
}
