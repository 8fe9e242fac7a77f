import { ok } from '../http/envelope'
import { bearerToken } from '../services/sessions'
import { getReadIndex } from '../services/read-index'
import { SOCIAL_MSG } from '../services/social-texts'
import type { Defect } from './types'
import { idParam, isOperation, routeOf } from './wire'

// A like route left out of the auth middleware: a request without a token is answered as if it liked.

export const visitorCanLike: Defect = {
  name: 'visitor-can-like',
  rules: ['R6.2', 'R5.23'],
  description:
    'POST /api/social/like/{postId} without an Authorization header answers 200 { isLiked: true, likeCount } (nothing is recorded) ' +
    'instead of 401 AUTH_001. With a token, and for a post that does not exist, the API answers as usual.',
  apply: async (request, next, ctx) => {
    const hit = routeOf(request)
    if (!isOperation(hit, 'POST', '/api/social/like/{postId}') || bearerToken(request) !== undefined)
      return next(request)
    const id = idParam(hit)
    await ctx.db.sync()
    if (id === undefined || !ctx.db.get('posts', id)) return next(request)
    return ok({ isLiked: true, likeCount: getReadIndex(ctx.db).likeCount(id) }, { message: SOCIAL_MSG.liked })
  },
}
