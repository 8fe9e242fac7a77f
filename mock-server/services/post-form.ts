import { HttpError } from '../http/http-error'
import { readJson } from '../http/validate'
import { SERVER_MSG } from '../server-messages'

// R7.14/R7.15: a post arrives as JSON or as a multipart form. Both become one plain body for
// CreatePostRequestSchema; image files in a form are handed back apart, to be stored first.

export interface PostBody {
  body: Record<string, unknown>
  files: Blob[]
  /**
   * Every image part of a form, an empty one (nothing chosen) too: the nine-image limit counts parts, as the
   * contract's maxItems does. 0 for JSON, whose images the schema counts.
   */
  imageParts: number
}

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().includes('multipart/form-data')

const badForm = () =>
  new HttpError(400, 'VALIDATION_001', SERVER_MSG.badJson, { errors: [{ field: 'body', message: SERVER_MSG.badJson }] })

// A form image field is either a file or a url; a JSON object text ({"url",…}) is read as the object.
function imageField(value: string): unknown {
  if (!value.trimStart().startsWith('{')) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

export async function readPostBody(request: Request): Promise<PostBody> {
  if (!isMultipart(request)) return { body: await readJson(request), files: [], imageParts: 0 }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw badForm()
  }
  const body: Record<string, unknown> = {}
  for (const key of ['title', 'content', 'category', 'location'] as const) {
    const value = form.get(key)
    if (typeof value === 'string') body[key] = value
  }
  // Tags come repeated (tags=a&tags=b, or tags[]) or as one space-separated text; the schema splits either.
  const tags = [...form.getAll('tags'), ...form.getAll('tags[]')].filter((t): t is string => typeof t === 'string')
  if (tags.length > 0) body.tags = tags.join(' ')
  const files: Blob[] = []
  const urls: unknown[] = []
  const parts = [...form.getAll('images'), ...form.getAll('images[]')]
  for (const value of parts) {
    // An empty file input may arrive as an empty text part: it means "nothing chosen", not a bad url.
    if (typeof value === 'string') {
      if (value.trim()) urls.push(imageField(value))
    } else files.push(value)
  }
  if (urls.length > 0) body.images = urls
  return { body, files, imageParts: parts.length }
}
