import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openFirstPost, signUp } from './helpers'

// Likes on comments (docs/decisions/010), end to end: the heart and count the server derives, kept across a
// reload, the same in a second tab, and a like made offline sent once the network is back.

const panel = (page: Page) => page.getByRole('region', { name: /条评论/ })
const heartIn = (comment: Locator) => comment.getByRole('button', { name: /点赞评论 \d+/ })
const countOf = async (heart: Locator) => Number((await heart.getAttribute('aria-label'))!.match(/(\d+)$/)![1])

test.describe('likes on comments', () => {
  test('a heart and count on every comment; a like shows at once, stays after a reload and shows in a second tab, where an unlike comes back', async ({
    page,
    context,
  }) => {
    await signUp(page, 'cl')
    const postId = await openFirstPost(page)
    const first = panel(page).getByRole('article').first()
    const text = (await first.locator('p').first().textContent())!
    const heart = heartIn(panel(page).getByRole('article').filter({ hasText: text }).first())
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    const before = await countOf(heart)
    // Every comment shown has its heart.
    await expect(
      panel(page)
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /点赞评论 \d+/ }) }),
    ).toHaveCount(await panel(page).getByRole('article').count())

    const liked = page.waitForResponse(
      (r) => /\/api\/comments\/\d+\/like$/.test(r.url()) && r.request().method() === 'POST',
    )
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toHaveAccessibleName(`取消点赞评论 ${before + 1}`)
    expect((await liked).status()).toBe(200)

    await page.reload()
    await expect(heart).toHaveAccessibleName(`取消点赞评论 ${before + 1}`)

    const other = await context.newPage()
    await other.goto(`/post/${postId}`)
    const otherHeart = heartIn(panel(other).getByRole('article').filter({ hasText: text }).first())
    await expect(otherHeart).toHaveAccessibleName(`取消点赞评论 ${before + 1}`)
    await otherHeart.click()
    await expect(otherHeart).toHaveAccessibleName(`点赞评论 ${before}`)
    // The first tab follows without a reload.
    await expect(heart).toHaveAccessibleName(`点赞评论 ${before}`)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
  })

  test('R4.14 a like on a comment made offline is shown at once, waits, and is sent exactly once when the network returns', async ({
    page,
    context,
  }) => {
    await signUp(page, 'co')
    await openFirstPost(page)
    const text = (await panel(page).getByRole('article').first().locator('p').first().textContent())!
    const heart = heartIn(panel(page).getByRole('article').filter({ hasText: text }).first())
    const before = await countOf(heart)
    const sent: string[] = []
    page.on('request', (r) => {
      if (/\/api\/comments\/\d+\/like$/.test(r.url())) sent.push(r.method())
    })
    await context.setOffline(true)
    await heart.click()
    await expect(heart).toHaveAccessibleName(`取消点赞评论 ${before + 1}`)
    await page.waitForTimeout(500)
    expect(sent).toEqual([])
    await context.setOffline(false)
    await expect.poll(() => sent).toEqual(['POST'])
    await page.waitForTimeout(500)
    expect(sent).toEqual(['POST'])
    await page.reload()
    await expect(heart).toHaveAccessibleName(`取消点赞评论 ${before + 1}`)
  })
})
