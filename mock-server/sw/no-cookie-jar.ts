// Stands in for `tough-cookie` in the service worker's bundle (scripts/vite-service-worker.ts aliases it here).
// msw keeps a cookie jar outside Node, and tough-cookie brings the public-suffix list (tldts): 400 KB of the
// worker's 460, evaluated on every worker start, which is time a first visit waits before its first `/api`
// answer. Our API sends no cookies (bearer tokens, spec §7), so the jar is always empty. These are the only
// members msw's CookieStore touches (msw/lib/_chunks/cookie-store.js).

interface StoredCookie {
  key: string
  value: string
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class CookieJar {
  getCookiesSync(_url: string): StoredCookie[] {
    return []
  }
  async setCookie(_cookie: string, _url: string): Promise<void> {}
}

export const Cookie = {
  fromJSON: (_raw: unknown): null => null,
}
