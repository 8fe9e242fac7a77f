import './local-storage-shim'
import { getResponse } from 'msw'
import { handlers } from '../handlers'
import { fail } from '../http/envelope'
import { SERVER_MSG } from '../server-messages'
import { cacheFirst } from './cache-first'
import { backendFailure, openBackend, qaMethods, STORE_FREE_METHODS, type QaMethod } from './backend'
import { fetchedSeed } from './fetched-seed'
import type { ServiceWorkerConfig, WorkerMessage } from './protocol'

// The app's one service worker (ADR 008). It is the bundled mock backend: every `/api` request of every tab is
// answered here, from one store, off the pages' main threads. In a build it also keeps the app for offline use: the
// shell at install, every route's chunk, the demo pictures and the seed file once the page says it is idle; pages
// are served from this build's cache, so a page never mixes two builds. A new build waits until the page accepts it.

// The service worker's global, typed here: the DOM and WebWorker libraries cannot share one TypeScript program.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response> | Response): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
}
interface ServiceWorkerScope {
  readonly location: Location
  readonly registration: ServiceWorkerRegistration
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
declare const self: ServiceWorkerScope
declare const __LEMON_SW__: ServiceWorkerConfig

const config = __LEMON_SW__
/** The app's base path (`/` or `/demo/`): the worker lives at `${base}sw.js`. */
const BASE = new URL('./', self.location.href).pathname
const CACHE = `lemon-app-${config.buildId}`
const DATA_CACHE = 'lemon-data'
const abs = (file: string) => `${BASE}${file}`
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
  }
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // This build's cache is the one in use from now on (filled as files are fetched, or all at once by warmCache).
      await caches.open(CACHE)
      const names = await caches.keys()
      await Promise.all(names.filter((n) => n.startsWith('lemon-app-') && n !== CACHE).map((n) => caches.delete(n)))
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
  const cached = await caches.match(abs('index.html'), { cacheName: CACHE })
  if (cached) return cached
  return fetch(request)
}

/** This build's files and the demo pictures: from the cache when kept, else the network (and kept when precached). */
async function fromAppCache(event: FetchEvent, url: URL): Promise<Response> {
  const key = url.pathname.startsWith(BASE) ? url.pathname : abs(url.pathname.slice(1))
  const cache = await caches.open(CACHE).catch(() => null)
  return cacheFirst(key === url.pathname ? event.request : key, key, precached.has(key), {
    cache,
    fetch: (r) => fetch(r),
    keep: (work) => event.waitUntil(work),
  })
}

const shell = new Set(config.shell.map(abs))
const WARM_BATCH = 40
const precached = new Set([...config.shell, ...config.precache].map(abs))

/** Everything the app may need offline, fetched after the first screen so it never competes with it. */
async function warmCache(port: MessagePort | undefined): Promise<void> {
  if (!config.dev) {
    const cache = await caches.open(CACHE)
    const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname))
    // The shell first (what a reload needs), then every route's chunk, the pictures and the seed.
    const missing = [...precached]
      .filter((p) => !kept.has(p))
      .sort((a, b) => Number(shell.has(b)) - Number(shell.has(a)))
    // In batches, each stored by the browser itself (addAll: no response passes through this script, which made
    // a fetch and a put per file cost a quarter of a short visit's CPU); a failed batch is retried file by file.
    for (let i = 0; i < missing.length; i += WARM_BATCH) {
      const batch = missing.slice(i, i + WARM_BATCH)
      await cache.addAll(batch).catch(() => Promise.all(batch.map((p) => cache.add(p).catch(() => undefined))))
    }
  }
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
