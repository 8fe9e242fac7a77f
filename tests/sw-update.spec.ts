import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startStaticServer, type StaticServer } from '../bench/static-server'
import { readServiceWorkerScript, revisionOf, stampServiceWorker } from '../scripts/precache-manifest'
import { expect, test } from './fixtures'

// Updates that reach every file (issue 46, ADR 020): the worker keeps the build's files keyed by their contents, so
// a picture changed under the same name reaches a returning visitor once the update is accepted, and the unchanged
// ones are not fetched again. The build under test is copied and served by a static host of our own, behind a proxy
// that logs every request reaching the network; the next deployment is that copy with one picture's bytes changed and
// its worker stamped again (scripts/precache-manifest.ts), which is what the next `vite build` would give it.

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'
const PORT = Number(process.env.E2E_SW_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 210)

let root: string
let files: StaticServer
let proxy: Server
/** Every path (and query) asked of the host, in order. */
const requested: string[] = []
const origin = `http://127.0.0.1:${PORT}`

/** The static host on the next port, reached only through a proxy that logs each request. */
function loggingProxy(target: URL): Promise<Server> {
  const server = createServer((req, res) => {
    requested.push(req.url ?? '')
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(PORT, '127.0.0.1', () => resolve(server))
  })
}

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lemon-sw-update-'))
  cpSync(OUT_DIR, root, { recursive: true })
  files = await startStaticServer(root, { port: PORT + 1 })
  proxy = await loggingProxy(new URL(files.origin))
})

test.afterAll(async () => {
  if (proxy) {
    proxy.closeAllConnections()
    await new Promise((resolve) => proxy.close(resolve))
  }
  await files?.close()
  rmSync(root, { recursive: true, force: true })
})

// A first visit to a host of its own, with 离线使用 as the product ships it (on): the whole app is kept.
test.use({ keepOffline: true })

/** The first 16 hex digits of the SHA-256 of what the page gets for `path` (through the worker, as an <img> would). */
const digestInPage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer()
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    return [...hash]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 16)
  }, path)

/** Once the page's backend is up: the whole app kept, as after a visit's idle time (离线使用 on). */
async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.__lemonMock)
  await page.evaluate(() => window.__lemonMock!.offlineReady())
}

const keptInWorker = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('lemon-precache')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search),
  )

test('a picture changed under the same name reaches a returning visitor after 发现新版本，点击刷新, and the unchanged ones are not fetched again', async ({
  page,
}) => {
  test.slow()
  await page.goto(`${origin}/`)
  const cards = page.locator('main article')
  await expect(cards.first()).toBeVisible({ timeout: 45_000 })
  await offlineReady(page)

  // The first card's picture changes in the next deployment; the second card's stays as it is.
  const pictureOf = async (n: number) =>
    new URL((await cards.nth(n).locator('img').first().getAttribute('src'))!, origin).pathname
  const changed = await pictureOf(0)
  const unchanged = await pictureOf(1)
  expect(changed).toMatch(/^\/demo-images\/posts\/.+\.webp$/)
  expect(unchanged).toMatch(/^\/demo-images\/posts\/.+\.webp$/)
  expect(unchanged).not.toBe(changed)
  const before = readServiceWorkerScript(readFileSync(join(root, 'sw.js'), 'utf8')).config
  const oldRevision = before.precache[changed.slice(1)]!
  expect(oldRevision).toMatch(/^[0-9a-f]{16}$/)
  // The log sees the worker's fetches: the unchanged picture was fetched once, on this first visit.
  expect(requested.some((r) => r.split('?')[0] === unchanged)).toBe(true)
  expect(await digestInPage(page, changed)).toBe(oldRevision)

  // The next deployment: another picture's bytes under the first one's name, the worker stamped again.
  const replacement = Object.keys(before.precache).find(
    (f) => f.startsWith('demo-images/posts/') && `/${f}` !== changed && `/${f}` !== unchanged,
  )!
  copyFileSync(join(root, replacement), join(root, changed))
  const after = stampServiceWorker(root)
  const newRevision = after.precache[changed.slice(1)]!
  expect(newRevision).toBe(revisionOf(readFileSync(join(root, replacement))))
  expect(newRevision).not.toBe(oldRevision)
  expect(after.precache[unchanged.slice(1)]).toBe(before.precache[unchanged.slice(1)])
  requested.length = 0

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
  await expect(page.getByText('发现新版本，点击刷新')).toBeVisible()
  // The waiting build has fetched the changed picture beside the running build's files; the page still runs the
  // old build, which still serves the old picture.
  expect(requested).toContain(`${changed}?rev=${newRevision}`)
  expect(await digestInPage(page, changed)).toBe(oldRevision)

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '刷新' }).click()])
  await expect(cards.first()).toBeVisible()
  // The new build asked to keep the whole app: it lacks nothing.
  await offlineReady(page)

  // From the network since the deployment: the worker's script and the changed picture, nothing else the app keeps.
  const kept = new Set(Object.keys(after.precache).map((f) => `/${f}`))
  expect(requested.filter((r) => kept.has(r.split('?')[0]!))).toEqual([`${changed}?rev=${newRevision}`])
  expect(requested.filter((r) => r.split('?')[0] === unchanged)).toEqual([])

  // The page gets the new bytes, from the worker's cache (with the network cut too), and shows them.
  expect(await digestInPage(page, changed)).toBe(newRevision)
  await page.context().setOffline(true)
  expect(await digestInPage(page, changed)).toBe(newRevision)
  await page.context().setOffline(false)
  await expect
    .poll(() =>
      cards
        .first()
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
  // The old revision's entry is gone; the unchanged picture's entry is the one kept on the first visit.
  const entries = await keptInWorker(page)
  expect(entries).toContain(`${changed}?rev=${newRevision}`)
  expect(entries).not.toContain(`${changed}?rev=${oldRevision}`)
  expect(entries).toContain(`${unchanged}?rev=${after.precache[unchanged.slice(1)]}`)
})
