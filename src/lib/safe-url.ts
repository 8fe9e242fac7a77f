// Links to places users typed (a profile's website): only http and https ever become links, and they open
// without giving the other site a handle on this page (no window.opener, no Referer).

/** The rel every link to a user-given address carries. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer'

/** The address as a link target when it is an absolute http(s) URL, else null (javascript:, data:, relative, junk). */
export function safeExternalHref(url: string | null | undefined): string | null {
  const text = url?.trim()
  if (!text) return null
  let parsed: URL
  try {
    parsed = new URL(text)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (!parsed.hostname) return null
  return parsed.href
}

/** How an address reads on screen: without the scheme, www. and a lone trailing slash. */
export function displayUrl(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
}

/**
 * What a person typed into a website field, made into an address: `example.com` becomes
 * `https://example.com`; anything with a scheme of its own is kept for the checks to judge.
 */
export function normalizeWebsite(input: string): string {
  const text = input.trim()
  if (!text) return ''
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return text
  return `https://${text.replace(/^\/+/, '')}`
}

/**
 * The feed searched for `text` (a tag's link). URLSearchParams carries any string, a lone surrogate too (as U+FFFD),
 * where encodeURIComponent throws and would take the whole screen down with it.
 */
export const searchHref = (text: string): string => `/?${new URLSearchParams({ q: text })}`
