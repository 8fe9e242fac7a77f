import { API_BASE_URL } from './config'

const UPLOADS_PREFIX = '/uploads'

/**
 * R3.14: the server answers upload paths relative to its own origin. With a remote API that origin
 * is not the page's, so rewrite them; with the same-origin mock they already resolve.
 */
export function resolveMediaUrl(url: string, apiBase: string = API_BASE_URL): string {
  if (!url.startsWith(UPLOADS_PREFIX) || !/^https?:\/\//i.test(apiBase)) return url
  return new URL(apiBase).origin + url
}

/** Applies resolveMediaUrl to every string in an upload response, whatever its shape. */
export function resolveMediaUrls<T>(value: T, apiBase: string = API_BASE_URL): T {
  if (typeof value === 'string') return resolveMediaUrl(value, apiBase) as T
  if (Array.isArray(value)) return value.map((item: unknown) => resolveMediaUrls(item, apiBase)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveMediaUrls(v, apiBase)])) as T
  }
  return value
}

/** The fields of an answer that hold media urls: a picture's `url`, a post's `images` (R3.5: urls or objects), avatars. */
const MEDIA_KEYS = new Set(['url', 'images', 'avatar', 'avatar_url', 'avatarUrl'])

/**
 * R3.14 for every answer, not only the upload's: a backend keeps an uploaded avatar as its own `/uploads/...` path
 * and answers it in every user it sends (profiles, post authors, comments, conversations). Only media fields are
 * rewritten: a title or a comment that happens to start with /uploads is text, left as it was.
 */
export function resolveMediaFields<T>(value: T, apiBase: string = API_BASE_URL): T {
  if (!/^https?:\/\//i.test(apiBase)) return value
  const walk = (item: unknown, media: boolean): unknown => {
    if (typeof item === 'string') return media ? resolveMediaUrl(item, apiBase) : item
    if (Array.isArray(item)) return item.map((entry) => walk(entry, media))
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, walk(v, MEDIA_KEYS.has(k))]))
    return item
  }
  return walk(value, false) as T
}
