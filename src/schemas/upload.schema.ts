import * as v from 'valibot'
import { MSG } from './messages'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024 // R9.15
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
/** For `<input accept>`: the four types the hint names (R2.56). */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',')

/** R3.14, R7.35 */
export const AvatarUploadResponseSchema = v.object({ avatarUrl: v.string() })

/** R3.14, R7.36 */
export const PostImagesUploadResponseSchema = v.object({
  images: v.array(
    v.object({
      url: v.string(),
      width: v.optional(v.nullable(v.number())),
      height: v.optional(v.nullable(v.number())),
    }),
  ),
})

/** R3.14, R7.34 */
export const UploadResponseSchema = v.object({ url: v.string() })

/** R7.34: the form's `type` field, avatar when absent. */
export const UploadTypeSchema = v.optional(v.picklist(['avatar', 'post', 'general']), 'avatar')

/** What a File (browser) or a Blob from FormData (mock server) offers that we check. */
interface FileLike {
  readonly type: string
  readonly size: number
}
const isFileLike = (x: unknown): x is FileLike =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as FileLike).type === 'string' &&
  typeof (x as FileLike).size === 'number'

/**
 * R5.22: checks run in the order a user meets them — nothing chosen, not an image, a kind of
 * image we don't take, too large. `v.custom` keeps the File itself as the output.
 */
export const AvatarFileSchema = v.pipe(
  v.custom<FileLike>(isFileLike, MSG.avatarRequired),
  v.check((f) => f.type.startsWith('image/'), MSG.avatarNotImage),
  v.check((f) => !f.type.startsWith('image/') || (AVATAR_TYPES as readonly string[]).includes(f.type), MSG.avatarType),
  v.check((f) => f.size <= AVATAR_MAX_BYTES, MSG.avatarTooLarge),
)

/** The first avatar message to show, or null when the file is fine. */
export function avatarFileError(file: unknown): string | null {
  const r = v.safeParse(AvatarFileSchema, file, { abortPipeEarly: true })
  return r.success ? null : (r.issues[0]?.message ?? MSG.avatarRequired)
}

/**
 * R3.14: uploaded media come back as `/uploads/...`; when the API lives on another origin
 * (VITE_API_BASE_URL) they must be fetched from there, not from the page's origin.
 */
export function resolveMediaUrl(url: string | null | undefined, apiOrigin: string): string | null {
  if (!url) return null
  if (url.startsWith('/uploads/') && apiOrigin) return apiOrigin.replace(/\/+$/, '') + url
  return url
}
