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
