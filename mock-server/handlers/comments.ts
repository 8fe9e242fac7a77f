import { http } from 'msw'
import { CommentPostIdQuerySchema, CreateCommentRequestSchema } from '@/schemas/comment.schema'
import { PageQuerySchema } from '@/schemas/envelope.schema'
import { api, handle, idempotent, ok, optionalAuth, readJson, validate, withAuth } from '../http'
import { setCommentLike } from '../services/comment-likes'
import { listComments } from '../services/comment-query'
import { toCommentView } from '../services/comment-views'
import { createComment, deleteComment, parseCommentId } from '../services/comment-write'
import { parsePostId } from '../services/post-query'
import { POST_MSG } from '../services/post-texts'
import { getReadIndex } from '../services/read-index'

// R7.26–R7.28, and likes on comments (docs/decisions/010). Visitors may read comments (R6.2); writing,
// deleting and liking need a session.

export const commentHandlers = [
  http.get(
    api('/comments/post/:postId'),
    handle(
      optionalAuth(({ request, db, params, auth }) => {
        const query = new URL(request.url).searchParams
        const paging = validate(PageQuerySchema, {
          page: query.get('page') ?? undefined,
          limit: query.get('limit') ?? undefined,
        })
        const page = listComments(db, params.postId, paging, auth?.user.id ?? null)
        return ok(page.items, { meta: { pagination: page.pagination } })
      }),
    ),
  ),
  http.post(
    api('/comments'),
    handle(
      withAuth(
        idempotent(async ({ request, db, auth }) => {
          const raw = new URL(request.url).searchParams.get('postId')
          // Missing postId is a malformed request; one that names no post is a missing post (R8.11).
          const postId = raw === null ? validate(CommentPostIdQuerySchema, {}).postId : parsePostId(raw)
          const input = validate(CreateCommentRequestSchema, await readJson(request))
          const comment = await createComment(db, auth.user.id, postId, input)
          return ok(toCommentView(getReadIndex(db), comment, auth.user.id), {
            status: 201,
            message: POST_MSG.commentCreated,
          })
        }),
      ),
    ),
  ),
  http.delete(
    api('/comments/:id'),
    handle(
      withAuth(async ({ db, params, auth }) => {
        const result = await deleteComment(db, auth.user.id, parseCommentId(params.id))
        return ok(result, { message: POST_MSG.commentDeleted })
      }),
    ),
  ),
  http.post(
    api('/comments/:id/like'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setCommentLike(db, auth.user.id, params.id, true), { message: POST_MSG.commentLiked }),
      ),
    ),
  ),
  http.delete(
    api('/comments/:id/like'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setCommentLike(db, auth.user.id, params.id, false), { message: POST_MSG.commentUnliked }),
      ),
    ),
  ),
]
