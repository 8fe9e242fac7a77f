import { http } from 'msw'
import { MSG } from '@/schemas/messages'
import { POST_IMAGES_MAX } from '@/schemas/post.schema'
import { CreatePostRequestSchema, PostListQuerySchema, PostSearchQuerySchema } from '@/schemas/post-input.schema'
import { api, handle, idempotent, HttpError, ok, optionalAuth, validate, withAuth } from '../http'
import type { MockDb } from '../db'
import { readPostBody } from '../services/post-form'
import { chosenFiles, storePostFiles } from '../services/post-images'
import { categoryList, findPost, listPosts, parsePostId } from '../services/post-query'
import { POST_MSG } from '../services/post-texts'
import { toPostView } from '../services/post-views'
import { createPost, deletePost, recordView, updatePost } from '../services/post-write'

// R7.12–R7.18. The fixed paths (/posts/search, /posts/categories) are registered before /posts/:id so
// they are never read as ids.

const queryOf = (request: Request) => new URL(request.url).searchParams
const param = (params: URLSearchParams, key: string) => params.get(key) ?? undefined

/**
 * R7.12: page, limit, category and search (the recommend tab or an empty category means no filter). A limit over
 * 100 is refused (400, PostListQuerySchema), not clamped: a client asking for more than it can get should find out
 * rather than silently page wrong.
 */
function listQuery(request: Request) {
  const params = queryOf(request)
  return validate(PostListQuerySchema, {
    page: param(params, 'page'),
    limit: param(params, 'limit'),
    category: param(params, 'category'),
    search: param(params, 'search'),
  })
}

/**
 * The body of POST/PUT, validated; R5.15/R9.7: at most 9 images, counting files and urls together.
 * Image files (multipart) are stored only once everything else is known to be valid.
 */
async function postInput(request: Request, db: MockDb, userId: number) {
  const { body, files: sent, imageParts } = await readPostBody(request)
  const input = validate(CreatePostRequestSchema, body)
  const files = chosenFiles(sent)
  const total = Math.max(input.images.length + files.length, imageParts)
  if (total > POST_IMAGES_MAX) {
    const message = MSG.postImagesOver(total)
    throw new HttpError(400, 'VALIDATION_001', message, { errors: [{ field: 'images', message }] })
  }
  if (files.length === 0) return input
  return { ...input, images: [...input.images, ...(await storePostFiles(db, userId, files, input.images.length))] }
}

export const postHandlers = [
  http.get(
    api('/posts/search'),
    handle(
      optionalAuth(({ request, db, auth }) => {
        const params = queryOf(request)
        const q = validate(PostSearchQuerySchema, {
          page: param(params, 'page'),
          limit: param(params, 'limit'),
          q: param(params, 'q'),
        })
        const page = listPosts(db, { page: q.page, limit: q.limit, search: q.q }, auth?.user.id ?? null)
        return ok(page.items, { meta: { pagination: page.pagination } })
      }),
    ),
  ),
  http.get(
    api('/posts/categories'),
    handle(({ db }) => ok(categoryList(db))),
  ),
  http.get(
    api('/posts'),
    handle(
      optionalAuth(({ request, db, auth }) => {
        const page = listPosts(db, listQuery(request), auth?.user.id ?? null)
        return ok(page.items, { meta: { pagination: page.pagination } })
      }),
    ),
  ),
  http.get(
    api('/posts/:id'),
    handle(
      optionalAuth(async ({ db, params, auth }) => {
        const post = await recordView(db, parsePostId(params.id))
        return ok(toPostView(db, post, auth?.user.id ?? null))
      }),
    ),
  ),
  http.post(
    api('/posts'),
    handle(
      withAuth(
        idempotent(async ({ request, db, auth }) => {
          const post = await createPost(db, auth.user.id, await postInput(request, db, auth.user.id))
          return ok(toPostView(db, post, auth.user.id), { status: 201, message: POST_MSG.postCreated })
        }),
      ),
    ),
  ),
  http.put(
    api('/posts/:id'),
    handle(
      withAuth(async ({ request, db, params, auth }) => {
        // Existence and ownership answer before the body is judged: someone else's post is a 403 whatever was sent.
        const existing = findPost(db, params.id)
        if (existing.authorId !== auth.user.id) throw new HttpError(403, 'FORBIDDEN_001', POST_MSG.postForbidden)
        const post = await updatePost(db, auth.user.id, existing.id, await postInput(request, db, auth.user.id))
        return ok(toPostView(db, post, auth.user.id), { message: POST_MSG.postUpdated })
      }),
    ),
  ),
  http.delete(
    api('/posts/:id'),
    handle(
      withAuth(async ({ db, params, auth }) => {
        await deletePost(db, auth.user.id, parsePostId(params.id))
        // Spec §7 gives R7.16 no answer data (like logout and reset): the envelope says it is done.
        return ok(null, { message: POST_MSG.postDeleted })
      }),
    ),
  ),
]
