import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login } from './helpers'

// Installable and offline after one visit (issue 21, ADR 008): the service worker keeps the app, every route's
// chunk, the demo pictures and the seed, and answers the API itself, so with the network cut the app still opens,
// reloads and follows deep links, data included.

const cards = (page: Page) => page.locator('main article')
const offlineReady = (page: Page) => page.evaluate(() => window.__lemonMock!.offlineReady())

test.describe('offline after one visit', () => {
  // The product's default (设置 › 离线使用 on), which the other journeys turn off (tests/fixtures.ts).
  test.use({ keepOffline: true })
  test('reload, deep links, a post opened and liked with the network cut; the like is kept when back online', async ({
    page,
    context,
  }) => {
    // A long journey: a first visit, the whole app kept, four screens offline, a replay.
    test.slow()
    await login(page)
    await expect(cards(page).first()).toBeVisible()
    await offlineReady(page)

    await context.setOffline(true)
    await page.reload()
    await expect(cards(page).first()).toBeVisible()
    // A picture of the feed comes from the worker's cache, not a broken image.
    await expect
      .poll(() =>
        cards(page)
          .first()
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)

    // Deep links load with their data: the post's title, the user's posts.
    const [post12, user3] = await page.evaluate(async () =>
      Promise.all([
        fetch('/api/posts/12')
          .then((r) => r.json())
          .then((b: { data: { title: string } }) => b.data.title),
        fetch('/api/users/3')
          .then((r) => r.json())
          .then(
            (b: { data: { user?: { displayName: string }; displayName?: string } }) =>
              b.data.user?.displayName ?? b.data.displayName ?? '',
          ),
      ]),
    )
    await page.goto('/post/12')
    await expect(page.getByRole('heading', { name: post12 })).toBeVisible()
    await page.goto('/user/3')
    await expect(page.getByRole('main').getByText(user3, { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Page not found')).toHaveCount(0)

    await page.goto('/')
    const first = cards(page).first()
    const title = (await first.locator('h2').textContent())!.trim()
    await first.locator('h2').click()
    await expect(page).toHaveURL(/\/post\/\d+$/)
    const postId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    const like = page
      .getByRole('main')
      .getByRole('button', { name: /^(点赞|取消点赞) \d+$/ })
      .first()
    const before = (await like.getAttribute('aria-label')) ?? (await like.textContent())!
    const wasLiked = before.startsWith('取消点赞')
    await like.click()
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${wasLiked ? '点赞' : '取消点赞'} \\d+$`) })
        .first(),
    ).toBeVisible()

    await context.setOffline(false)
    await expect
      .poll(
        () =>
          page.evaluate(async (id) => {
            const token = localStorage.getItem('lemon.accessToken')
            const res = await fetch(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } })
            return ((await res.json()) as { data: { isLiked?: boolean } }).data.isLiked ?? null
          }, postId),
        { timeout: 20_000 },
      )
      .toBe(!wasLiked)
  })
})
