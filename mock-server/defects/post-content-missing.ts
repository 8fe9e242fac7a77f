import type { Defect } from './types'
import { answersPosts, recordsOf, rewrite, routeOf } from './wire'

// A list serializer meant for cards reused for every post answer: the body text is left out.

export const postContentMissing: Defect = {
  name: 'post-content-missing',
  rules: ['R3.5', 'R5.28'],
  description:
    "Every post answer (GET /api/posts, /api/posts/{id}, search, a user's posts, bookmarks, liked posts, and the created or updated post) " +
    'leaves out `content`, a required field of the Post schema.',
  apply: async (request, next) => {
    const hit = routeOf(request)
    if (!answersPosts(hit)) return next(request)
    return rewrite(await next(request), (body) => {
      for (const post of recordsOf(body.data)) delete post.content
    })
  },
}
