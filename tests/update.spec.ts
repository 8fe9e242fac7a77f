import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { startStaticServer, type StaticServer } from '../bench/static-server'
import { readServiceWorkerScript } from '../scripts/precache-manifest'

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
  // The build of the worker that controls the page, as it reports it once it has kept the app (ADR 020: one cache for
  // every build, keyed by the files' contents).
  const runningBuild = async () => {
    await page.waitForFunction(() => !!window.__lemonMock)
    return page.evaluate(async () => {
      await window.__lemonMock!.offlineReady()
      const { port1, port2 } = new MessageChannel()
      const reply = new Promise<{ result: { buildId: string } }>(
        (resolve) => (port1.onmessage = (e) => resolve(e.data)),
      )
      navigator.serviceWorker.controller!.postMessage({ type: 'warm' }, [port2])
      return (await reply).result.buildId
    })
  }
  const swPath = join(root, 'sw.js')
  const oldId = readServiceWorkerScript(readFileSync(swPath, 'utf8')).config.buildId
  expect(oldId).toMatch(/^[0-9a-f]{16}$/)
  expect(await runningBuild()).toBe(oldId)

  // The next deployment: the same app with another build id.
  const newId = `${oldId.slice(0, -4)}beef`
  writeFileSync(swPath, readFileSync(swPath, 'utf8').replaceAll(oldId, newId))
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())

  const offer = page.getByText('发现新版本，点击刷新')
  await expect(offer).toBeVisible()
  // Until then the old build runs on, and the app still answers.
  expect(await runningBuild()).toBe(oldId)
  await page.getByRole('link', { name: '首页' }).first().click()
  await expect(page.locator('main article').first()).toBeVisible()

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '刷新' }).click()])
  await expect(page.locator('main article').first()).toBeVisible()
  expect(await runningBuild()).toBe(newId)
})
