import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { startStaticServer, type StaticServer } from '../bench/static-server'

// A new build is detected and offered, never mixed with the running one (issue 21, ADR 008). The build under test
// is copied and served by a static host of our own, then "deployed again": its worker script gets a new build id,
// as the next `vite build` would give it. The page keeps running the old build until the user accepts the new one.

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'
const PORT = Number(process.env.E2E_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 200)

let root: string
let server: StaticServer

// A first visit to a host of its own, with 离线使用 as the product ships it (on).
test.use({ keepOffline: true })

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lemon-update-'))
  cpSync(OUT_DIR, root, { recursive: true })
  server = await startStaticServer(root, { port: PORT })
})

test.afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

test('a new build waits until 发现新版本，点击刷新 is clicked, then the page reloads into it alone', async ({
  page,
}) => {
  test.slow()
  await page.goto(`${server.origin}/`)
  // A first visit: the page paints the feed it was built with, then starts the worker (ADR 015).
  await expect(page.locator('main article').first()).toBeVisible({ timeout: 45_000 })
  const cacheNames = () => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('lemon-app-')))
  // The worker starts once the first screen is live (ADR 015), and keeps this build's files as they are fetched.
  await expect.poll(cacheNames, { timeout: 30_000 }).toHaveLength(1)
  const [before] = await cacheNames()
  expect(before).toMatch(/^lemon-app-\w+$/)

  // The next deployment: the same app with another build id.
  const swPath = join(root, 'sw.js')
  const oldId = before!.slice('lemon-app-'.length)
  const newId = `${oldId.slice(0, -4)}beef`
  writeFileSync(swPath, readFileSync(swPath, 'utf8').replaceAll(oldId, newId))
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())

  const offer = page.getByText('发现新版本，点击刷新')
  await expect(offer).toBeVisible()
  // Until then the old build runs on: its cache is the one in use and the app still answers.
  expect(await cacheNames()).toContain(before)
  await page.getByRole('link', { name: '首页' }).first().click()
  await expect(page.locator('main article').first()).toBeVisible()

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '刷新' }).click()])
  await expect(page.locator('main article').first()).toBeVisible()
  await expect.poll(cacheNames).toEqual([`lemon-app-${newId}`])
})
