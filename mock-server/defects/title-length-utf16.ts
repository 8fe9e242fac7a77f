import { MSG } from '@/schemas/messages'
import { POST_TITLE_MAX } from '@/schemas/post.schema'
import { fail } from '../http/envelope'
import type { Defect } from './types'
import { callerOf, idParam, isOperation, routeOf } from './wire'

// `title.length > 30`: JavaScript's length counts UTF-16 units, so a character outside the BMP (𠀀, most emoji)
// counts twice and a title of 30 characters can be "too long".

/** The title sent, from a JSON or a multipart body; undefined when there is none to judge. */
async function sentTitle(request: Request): Promise<string | undefined> {
  try {
    if (request.headers.get('content-type')?.includes('multipart/form-data')) {
      const title = (await request.clone().formData()).get('title')
      return typeof title === 'string' ? title : undefined
    }
    const body: unknown = JSON.parse(await request.clone().text())
    const title = typeof body === 'object' && body !== null ? (body as { title?: unknown }).title : undefined
    return typeof title === 'string' ? title : undefined
  } catch {
    return undefined
  }
}

export const titleLengthUtf16: Defect = {
  name: 'title-length-utf16',
  rules: ['R5.14', 'R9.8'],
  description:
    'The post title limit of 30 characters is counted in UTF-16 units (String.length): POST /api/posts or PUT /api/posts/{id} with a title of ' +
    '16 to 30 characters outside the BMP (e.g. "𠀀" × 30) is refused with the normal 400 VALIDATION_001 "标题不能超过30个字符" naming `title`, instead of being saved.',
  apply: async (request, next, ctx) => {
    const hit = routeOf(request)
    if (!isOperation(hit, 'POST', '/api/posts') && !isOperation(hit, 'PUT', '/api/posts/{id}')) return next(request)
    // The API's own refusals come first, as they would in a server that only miscounts: 401, then 404/403 for an edit.
    const caller = await callerOf(ctx, request)
    if (!caller) return next(request)
    if (request.method === 'PUT') {
      const id = idParam(hit)
      const post = id === undefined ? undefined : ctx.db.get('posts', id)
      if (!post || post.authorId !== caller.user.id) return next(request)
    }
    const title = (await sentTitle(request))?.trim()
    if (title === undefined || title.length <= POST_TITLE_MAX || [...title].length > POST_TITLE_MAX)
      return next(request)
    return fail(400, 'VALIDATION_001', MSG.postTitleMax, { errors: [{ field: 'title', message: MSG.postTitleMax }] })
  },
}
