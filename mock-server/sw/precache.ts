// The service worker's cache of the build's files, keyed by their contents (ADR 020). The build lists every file the
// worker keeps with a revision: null when the file's name already changes with its bytes (Vite's `assets/*-[hash]`,
// the seed), else the first 16 hex digits of the SHA-256 of its bytes (index.html, the pictures, the icons, the web
// manifest). A file is kept under its path, plus `?rev=<revision>` when it has one, so a picture changed under the same
// name is a new entry, and an unchanged one keeps its entry from one build to the next. There is one cache for every
// build: a waiting build adds its entries beside the running one's, which it never touches; it removes what is no
// longer its own only once it takes over.

/** File (relative to the base) → revision, or null when the name changes with the bytes. */
export type PrecacheManifest = Readonly<Record<string, string | null>>

/** The cache every build of the app shares (the per-build `lemon-app-<id>` caches before ADR 020 are removed). */
export const PRECACHE = 'lemon-precache'

/** Each file's path under `base` → the key it is kept under (path and query, as the worker fetches it). */
export function precacheKeys(base: string, manifest: PrecacheManifest): Map<string, string> {
  return new Map(
    Object.entries(manifest).map(([file, revision]) => [
      `${base}${file}`,
      revision ? `${base}${file}?rev=${revision}` : `${base}${file}`,
    ]),
  )
}

export interface PrecachePlan {
  /** This build's entries to fetch. */
  fetch: string[]
  /** Entries the cache holds that this build keeps as they are. */
  keep: string[]
  /** Entries this build has not (another revision of a file, a file no longer in the build). */
  remove: string[]
}

/**
 * What this build (`keys`, from precacheKeys) does with what the cache holds (`cached`: each entry's path and query).
 * `fetch` is every entry of the build the cache lacks (`missing`: the whole app kept for offline use), or only those
 * of files it holds under another revision (`changed`: an update refreshes what the visitor had kept), or none.
 * `first` (paths) are fetched first: what a reload needs.
 */
export function planPrecache(
  keys: ReadonlyMap<string, string>,
  cached: readonly string[],
  fetch: 'missing' | 'changed' | 'none',
  first: ReadonlySet<string> = new Set(),
): PrecachePlan {
  const wanted = new Set(keys.values())
  const held = new Set(cached)
  const heldPaths = new Set(cached.map(pathOf))
  const toFetch = [...keys]
    .filter(([path, key]) => !held.has(key) && (fetch === 'missing' || (fetch === 'changed' && heldPaths.has(path))))
    .sort(([a], [b]) => Number(first.has(b)) - Number(first.has(a)))
    .map(([, key]) => key)
  return { fetch: toFetch, keep: cached.filter((k) => wanted.has(k)), remove: cached.filter((k) => !wanted.has(k)) }
}

const pathOf = (key: string) => key.split('?')[0]!

/** The part of a cache this module uses (the worker passes the real one, tests a fake). */
export type PrecacheCache = Pick<Cache, 'keys' | 'addAll' | 'add' | 'delete'>

const BATCH = 40

/**
 * Plans (planPrecache) and carries it out: fetches in batches, each stored by the browser itself (`addAll`: no
 * response passes through the worker's script, which made a fetch and a put per file cost a quarter of a short visit's
 * CPU), a failed batch retried file by file and a file that still fails left out (asked for again next time); then
 * removes, when told to, what the build has not.
 */
export async function syncPrecache(
  cache: PrecacheCache,
  keys: ReadonlyMap<string, string>,
  {
    fetch,
    remove = false,
    first,
  }: { fetch: 'missing' | 'changed' | 'none'; remove?: boolean; first?: ReadonlySet<string> },
): Promise<PrecachePlan> {
  const cached = (await cache.keys()).map((r) => {
    const url = new URL(r.url)
    return url.pathname + url.search
  })
  const plan = planPrecache(keys, cached, fetch, first)
  for (let i = 0; i < plan.fetch.length; i += BATCH) {
    const batch = plan.fetch.slice(i, i + BATCH)
    await cache.addAll(batch).catch(() => Promise.all(batch.map((k) => cache.add(k).catch(() => undefined))))
  }
  if (remove) await Promise.all(plan.remove.map((k) => cache.delete(k)))
  return plan
}
