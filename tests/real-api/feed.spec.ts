import type { Page } from '@playwright/test'
import { REAL_API_BASE } from './real-api'
import { expect, expectAccessible, test } from './fixtures'

// The feed and the search as a visitor gets them from the API: its pages, its matches.

const cards = (page: Page) => page.locator('main article')
const postsPage =
  (n: number, params: Record<string, string> = {}) =>
  (url: string) => {
    if (!url.startsWith(`${REAL_API_BASE}/posts?`)) return false
    const query = new URL(url).searchParams
    return query.get('page') === String(n) && Object.entries(params).every(([k, v]) => query.get(k) === v)
  }

test.describe('the feed from the API', () => {
  test('R2.1 R4.23 R4.25 the home feed is the API’s page 1, and scrolling to its end loads page 2 from the API without duplicate cards', async ({
    page,
  }) => {
    const first = page.waitForResponse((r) => postsPage(1)(r.url()))
    await page.goto('/')
    const page1 = (await (await first).json()) as {
      data: { id: number; title: string }[]
      meta: { pagination: { hasNext: boolean } }
    }
    expect(page1.meta.pagination.hasNext).toBe(true)
    await expect(cards(page).first().locator('h2')).toHaveText(page1.data[0]!.title)
    await expectAccessible(page, 'home, visitor')

    const second = page.waitForResponse((r) => postsPage(2)(r.url()))
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const page2 = (await (await second).json()) as { data: { id: number; title: string }[] }
    expect(page2.data.length).toBeGreaterThan(0)
    // Page 2's first post is drawn below page 1's last.
    await expect(page.locator('main article h2', { hasText: page2.data[0]!.title }).first()).toBeAttached()
    const hrefs = await page
      .locator('main article h2')
      .evaluateAll((els) => els.map((e) => e.closest('a')?.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  test('R1.3 R2.20 a search is the API’s answer: its matches show, and no category tab is active', async ({ page }) => {
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    const answer = page.waitForResponse((r) => postsPage(1, { search: '咖啡' })(r.url()))
    const box = page.getByPlaceholder('搜索你感兴趣的内容')
    await box.fill('咖啡')
    await box.press('Enter')
    const found = ((await (await answer).json()) as { data: { title: string }[] }).data
    expect(found.length).toBeGreaterThan(0)
    await expect(page).toHaveURL(/q=/)
    await expect(page.getByText('的搜索结果')).toBeVisible()
    await expect(cards(page).first().getByRole('heading')).toHaveText(found[0]!.title)
    await expect(page.getByRole('navigation', { name: '分类' }).locator('[aria-current="true"]')).toHaveCount(0)
    await expectAccessible(page, 'search results')
  })
})
