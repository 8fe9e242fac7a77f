import { expect, test } from './fixtures'
import { DEMO } from './helpers'
import { SUB_PATH_URL } from './sub-path'

// Any static host, any sub-path (issue 21): the same app built with `--base=/demo/` and served under /demo/
// (playwright.config.ts starts it beside the root build). Router, links, the worker's scope, /api and the pictures
// all follow the one setting.

// A first visit: the worker installs and seeds under /demo/.
test.use({ baseURL: SUB_PATH_URL, firstVisit: true })

test('under /demo/: the feed loads, a deep link survives a reload, sign-in and a like go to /demo/api', async ({
  page,
}) => {
  const api: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/')) api.push(new URL(r.url()).pathname)
  })
  test.slow()
  await page.goto('./')
  const first = page.locator('main article').first()
  // A first visit: the worker installs and seeds before the feed can answer.
  await expect(first).toBeVisible({ timeout: 45_000 })
  await expect(first.locator('a').first()).toHaveAttribute('href', /^\/demo\/post\/\d+$/)
  await expect
    .poll(() =>
      first
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)

  const title = (await first.locator('h2').textContent())!.trim()
  await first.locator('h2').click()
  await expect(page).toHaveURL(/\/demo\/post\/\d+$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  await page.goto('login')
  await expect(page).toHaveURL(/\/demo\/login$/)
  await page.getByLabel('邮箱').fill(DEMO.email)
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/demo\/$/)
  await expect(page.getByRole('link', { name: '我的主页' })).toHaveAttribute('href', /^\/demo\//)

  const card = page.locator('main article').first()
  const like = card.getByRole('button', { name: /^(点赞|取消点赞) \d+$/ })
  const wasLiked = ((await like.getAttribute('aria-label')) ?? (await like.textContent()) ?? '').startsWith('取消点赞')
  await like.click()
  await expect(card.getByRole('button', { name: new RegExp(`^${wasLiked ? '点赞' : '取消点赞'} \\d+$`) })).toBeVisible()
  await expect.poll(() => api.some((p) => p.startsWith('/demo/api/social/like/'))).toBe(true)
  expect(api.every((p) => p.startsWith('/demo/api/'))).toBe(true)
})
