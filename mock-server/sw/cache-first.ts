// The service worker's answer for this build's files and the demo pictures: the cached copy when there is one, else
// the network's. Storing a fetched file is the cache's business, never the page's: the response is served whether
// or not the storing works (a rejected put, or a cache that cannot be read, once failed a chunk's import in CI after
// two tabs reloaded at once), and a GET whose connection dropped is asked for once more before the page is told.

export interface CacheFirstDeps {
  /** This build's cache (null when it could not be opened). */
  cache: Pick<Cache, 'match' | 'put'> | null
  fetch: (request: Request | string) => Promise<Response>
  /** Keeps the worker alive for work that outlives the response (FetchEvent.waitUntil). */
  keep: (work: Promise<unknown>) => void
}

/**
 * @param request what the page asked for, or the file's address in the app (a picture named from the site root,
 * read under the app's base path)
 * @param key the file's path in the cache
 * @param store whether the file belongs in the cache (a precached file)
 */
export async function cacheFirst(
  request: Request | string,
  key: string,
  store: boolean,
  deps: CacheFirstDeps,
): Promise<Response> {
  const cached = await deps.cache?.match(key).catch(() => undefined)
  if (cached) return cached
  const response = await deps.fetch(request).catch(() => deps.fetch(request))
  if (response.ok && store && deps.cache) deps.keep(deps.cache.put(key, response.clone()).catch(() => undefined))
  return response
}
