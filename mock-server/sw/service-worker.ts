import './local-storage-shim'
import { getResponse } from 'msw'
import { handlers } from '../handlers'
import { fail } from '../http/envelope'
import { SERVER_MSG } from '../server-messages'
import { cacheFirst } from './cache-first'
import { backendFailure, openBackend, qaMethods, STORE_FREE_METHODS, type QaMethod } from './backend'
import { fetchedSeed } from './fetched-seed'
import { PRECACHE, precacheKeys, syncPrecache } from './precache'
import type { ServiceWorkerConfig, WorkerMessage } from './protocol'

// The app's one service worker (ADR 008). It is the bundled mock backend: every `/api` request of every tab is
// answered here, from one store, off the pages' main threads. In a build it also keeps the app for offline use: the
// shell, every route's chunk, the demo pictures and the seed file once the page says it is idle; pages are served from
// this build's entries of the cache (keyed by content, ADR 020), so a page never mixes two builds. A new build fetches
// the kept files whose bytes changed, then waits until the page accepts it.

// The service worker's global (the WebWorker library: mock-server/sw/tsconfig.json).
declare const self: ServiceWorkerGlobalScope
/** The build's config: the first line of sw.js (scripts/precache-manifest.ts), with each kept file's revision. */
declare const __LEMON_SW__: ServiceWorkerConfig

const config = __LEMON_SW__
/** The app's base path (`/` or `/demo/`): the worker lives at `${base}sw.js`. */
const BASE = new URL('./', self.location.href).pathname
const DATA_CACHE = 'lemon-data'
const abs = (file: string) => `${BASE}${file}`
/** Each kept file's path → its entry in the cache (its revision in the query when its name does not change with it). */
const keys = precacheKeys(BASE, config.precache)
const seed = fetchedSeed(abs(config.seedFile), DATA_CACHE)

// Nothing is fetched at install: on a first visit every moment before the worker answers `/api` is the user's wait.
// The page asks for the cache to be filled once it is idle (warmCache); until then pages and chunks come from the
// network, which serves the same build as this worker.
self.addEventListener('install', (event) => {
  performance.mark('sw:install')
  // The first install, or taking over from an older worker that was not this app's (msw's own script): start at
  // once. A newer build of this worker waits for the page to accept it (the update prompt).
  const active = self.registration.active
  if (!active || !active.scriptURL.endsWith('/sw.js')) {
    event.waitUntil(self.skipWaiting())
    // A first visit: seed while the page is still loading its code, so the first request finds the store open.
    // (An update never touches the store before the user accepts it.)
    if (!active) void openBackend(seed).catch(() => undefined)
  } else if (!config.dev) {
    // An update: the files this visitor kept whose bytes changed are fetched now, as new entries beside the running
    // build's (which it still serves from). Unchanged files keep their entries; new ones come as on any visit.
    event.waitUntil(caches.open(PRECACHE).then((cache) => syncPrecache(cache, keys, { fetch: 'changed' })))
  }
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // This build's entries are the ones in use from now on: the other builds' go (a file's older revisions, files
      // no longer in the build), and so do the per-build caches of the builds before ADR 020.
      if (!config.dev) await syncPrecache(await caches.open(PRECACHE), keys, { fetch: 'none', remove: true })
      const names = await caches.keys()
      await Promise.all(names.filter((n) => n.startsWith('lemon-app-')).map((n) => caches.delete(n)))
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage
  if (message?.type === 'qa') event.waitUntil(answerQa(message.method as QaMethod, message.args, event.ports[0]))
  else if (message?.type === 'warm') event.waitUntil(warmCache(event.ports[0]))
  else if (message?.type === 'skip-waiting') event.waitUntil(self.skipWaiting())
  else if (message?.type === 'claim') event.waitUntil(self.clients.claim())
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const path = routePath(url.pathname)
  if (path === null) return
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/')) {
    event.respondWith(answerApi(request, path + url.search))
    return
  }
  if (config.dev || request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(appShell(request))
  else event.respondWith(fromAppCache(event, url))
})

/**
 * The path inside the app (`/api/posts`), or null for a request outside it. The data names its pictures from the
 * site root (`/demo-images/…`, `/uploads/…`), so under a sub-path those are read as the app's own.
 */
function routePath(pathname: string): string | null {
  if (pathname.startsWith(BASE)) return `/${pathname.slice(BASE.length)}`
  if (pathname.startsWith('/demo-images/') || pathname.startsWith('/uploads/')) return pathname
  return null
}

async function answerApi(request: Request, pathAndQuery: string): Promise<Response> {
  try {
    await openBackend(seed)
    const target = new URL(pathAndQuery, self.location.origin).href
    // The handlers know the API from the site root; under a sub-path the request is re-addressed.
    const routed =
      target === request.url
        ? request
        : new Request(target, {
            method: request.method,
            headers: request.headers,
            body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
          })
    return (await getResponse(handlers, routed)) ?? fail(404, 'NOT_FOUND_001', SERVER_MSG.endpointNotFound)
  } catch (error) {
    console.error('[sw] the mock backend failed', error)
    return backendFailure(error)
  }
}

/** Any page of the app: this build's index.html (deep links included), from the network only when not cached yet. */
async function appShell(request: Request): Promise<Response> {
  const cached = await caches.match(keys.get(abs('index.html')) ?? abs('index.html'), { cacheName: PRECACHE })
  if (cached) return cached
  return fetch(request)
}

/**
 * This build's files and the demo pictures: from the cache when kept, else the network (and kept when precached). A
 * file with a revision is fetched by its key (`?rev=`), so a copy an HTTP cache still holds is never kept under the
 * new revision.
 */
async function fromAppCache(event: FetchEvent, url: URL): Promise<Response> {
  const path = url.pathname.startsWith(BASE) ? url.pathname : abs(url.pathname.slice(1))
  const key = keys.get(path) ?? path
  const cache = await caches.open(PRECACHE).catch(() => null)
  return cacheFirst(key === url.pathname ? event.request : key, key, keys.has(path), {
    cache,
    fetch: (r) => fetch(r),
    keep: (work) => event.waitUntil(work),
  })
}

const shell = new Set(config.shell.map(abs))

/** Everything the app may need offline, fetched after the first screen so it never competes with it. */
async function warmCache(port: MessagePort | undefined): Promise<void> {
  // What this build's entries lack, the shell first (what a reload needs), then every route's chunk, the pictures and
  // the seed. Nothing is removed: an update may be waiting with its own entries beside these.
  if (!config.dev) await syncPrecache(await caches.open(PRECACHE), keys, { fetch: 'missing', first: shell })
  await openBackend(seed).catch(() => undefined)
  port?.postMessage({ ok: true, result: { buildId: config.buildId } })
}

async function answerQa(method: QaMethod, args: unknown[], port: MessagePort | undefined): Promise<void> {
  try {
    if (!STORE_FREE_METHODS.has(method)) await openBackend(seed)
    const fn = qaMethods[method] as ((...a: unknown[]) => unknown) | undefined
    if (!fn) throw new TypeError(`unknown QA method ${String(method)}`)
    port?.postMessage({ ok: true, result: await fn(...args) })
  } catch (error) {
    port?.postMessage({
      ok: false,
      error: { name: (error as Error)?.name ?? 'Error', message: (error as Error)?.message ?? String(error) },
    })
  }
}
