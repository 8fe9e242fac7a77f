import { http } from 'msw'
import { PageQuerySchema } from '@/schemas/envelope.schema'
import { api, handle, ok, optionalAuth, validate } from '../http'
import { userPosts } from '../services/post-query'

// R7.10: one user's posts, newest first, paged like the feed (isLiked relative to the caller).
export const userPostHandlers = [
  http.get(
    api('/users/:id/posts'),
    handle(
      optionalAuth(({ request, db, params, auth }) => {
        const query = new URL(request.url).searchParams
        const paging = validate(PageQuerySchema, {
          page: query.get('page') ?? undefined,
          limit: query.get('limit') ?? undefined,
        })
        const page = userPosts(db, params.id, paging, auth?.user.id ?? null)
        return ok(page.items, { meta: { pagination: page.pagination } })
      }),
    ),
  ),
]
