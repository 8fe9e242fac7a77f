import { openSession } from '../services/sessions'
import type { Defect } from './types'
import { callerOf, idParam, isOperation, routeOf, withHeaders } from './wire'

// An update that checks the token but never compares the post's author with the caller.

export const postEditByAnyone: Defect = {
  name: 'post-edit-by-anyone',
  rules: ['R6.4', 'R7.15'],
  description:
    "PUT /api/posts/{id} skips the ownership check: any signed-in user changes anyone's post and gets 200 with the changed post, " +
    "instead of 403 FORBIDDEN_001 with the post unchanged. Deleting someone else's post is still refused.",
  apply: async (request, next, ctx) => {
    const hit = routeOf(request)
    if (!isOperation(hit, 'PUT', '/api/posts/{id}')) return next(request)
    const caller = await callerOf(ctx, request)
    const id = idParam(hit)
    const post = id === undefined ? undefined : ctx.db.get('posts', id)
    if (!caller || !post || post.authorId === caller.user.id) return next(request)
    // The author's own update path does the writing (validation, images, the answer): for one request, as the author.
    const session = await ctx.db.write((tx) => openSession(tx, post.authorId))
    try {
      return await next(
        withHeaders(request, (headers) => headers.set('authorization', `Bearer ${session.accessToken}`)),
      )
    } finally {
      await ctx.db.write((tx) => tx.remove('sessions', session.id))
    }
  },
}
