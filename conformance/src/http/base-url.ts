// --base-url is given by hand: with or without a trailing slash, and often with the /api every contract path starts with.

/** The prefix the contract's /api/… paths are appended to: `http://host:8787`, `http://host:8787/` and `http://host:8787/api` all give `http://host:8787`. */
export function apiBase(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl.trim())
  } catch {
    throw new Error(`--base-url "${baseUrl}" is not an address (expected e.g. http://127.0.0.1:8787)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--base-url "${baseUrl}" is not an http:// or https:// address`)
  if (url.search || url.hash)
    throw new Error(`--base-url "${baseUrl}" has a query or fragment: give the backend's origin (and path prefix) only`)
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '')
  return url.origin + path
}
