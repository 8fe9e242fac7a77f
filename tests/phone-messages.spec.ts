import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { backendUp, goInApp, login } from './helpers'

// Messages on a phone: the list is the 消息 tab's own screen (no 返回), and a conversation has one bar, titled with
// the person, the composer at the bottom of the screen without scrolling.

const PHONE = { width: 390, height: 844 }
const FIRST_FEED = { timeout: 45_000 }
/** The demo's sample conversation: with the official account. */
const PARTNER = '柠檬笔记官方'

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  let b: Box | null = null
  await expect.poll(async () => (b = await locator.boundingBox()), { message: 'element has a box' }).not.toBeNull()
  return b!
}

/** The page itself does not scroll: only the list of messages (or conversations) inside it. */
const pageScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - innerHeight)

test.describe('messages on a phone', () => {
  test('R2.60 R2.61 the list has no 返回; a conversation has one bar with the partner’s name, the composer in view without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await login(page)
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)

    await goInApp(page, '/messages')
    const list = page.getByRole('list', { name: '对话列表' })
    await expect(list.getByRole('link').first()).toBeVisible()
    const bar = page.locator('[data-page-header]')
    await expect(bar.getByRole('heading', { level: 1, name: '消息' })).toBeVisible()
    await expect(page.getByRole('link', { name: '返回' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible()
    expect(await pageScroll(page)).toBeLessThanOrEqual(0)

    await list.getByRole('link', { name: new RegExp(`^${PARTNER}`) }).click()
    await expect(page).toHaveURL(/\/messages\/\d+$/)
    const thread = page.getByRole('list', { name: '消息' })
    await expect(thread.getByRole('listitem').first()).toBeVisible()
    // One bar: the app header and the conversation's own header step aside, and there is no bottom navigation.
    await expect(page.locator('[data-app-header]')).toBeHidden()
    await expect(page.getByRole('region', { name: `与${PARTNER}的对话` }).locator('header')).toBeHidden()
    await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0)
    const top = await box(bar)
    expect(top.y).toBe(0)
    expect(top.height).toBeLessThanOrEqual(57)
    // Nothing else between the bar and the first message.
    const visibleBars = await page.evaluate(
      (barBottom) =>
        [...document.querySelectorAll('header, [data-page-header], [data-app-header]')].filter((el) => {
          const r = el.getBoundingClientRect()
          return r.height > 0 && getComputedStyle(el).display !== 'none' && r.top < barBottom + 80
        }).length,
      top.y + top.height,
    )
    expect(visibleBars).toBe(1)
    // The messages scroll in their own box, which starts right under the bar.
    const scroller = await box(thread.locator('xpath=..'))
    expect(scroller.y).toBeGreaterThanOrEqual(top.y + top.height - 1)
    expect(scroller.y).toBeLessThanOrEqual(top.y + top.height + 2)
    // Its middle names the person (a link to their profile), not 消息; 返回 leads to the list.
    const partner = bar.getByRole('link', { name: new RegExp(`^${PARTNER}`) })
    await expect(partner.getByRole('heading', { level: 1, name: new RegExp(`^${PARTNER}`) })).toBeVisible()
    await expect(partner).toHaveAttribute('href', /\/user\/\d+$/)
    await expect(bar.getByRole('heading', { name: '消息' })).toBeHidden()
    await expect(bar.getByRole('link', { name: '返回' })).toHaveAttribute('href', /\/messages$/)
    const centre = await box(partner)
    expect(Math.abs(centre.x + centre.width / 2 - PHONE.width / 2)).toBeLessThanOrEqual(24)

    // The composer at the bottom of the screen, no page scroll: at a phone's width, and between 640 and 768 px
    // where the app header is back above the bar.
    const composer = page.getByRole('textbox', { name: '消息内容' })
    for (const size of [PHONE, { width: 700, height: 900 }]) {
      await page.setViewportSize(size)
      await expect(composer).toBeInViewport({ ratio: 1 })
      const send = await box(page.getByRole('button', { name: '发送' }))
      expect(send.y + send.height).toBeLessThanOrEqual(size.height)
      expect(size.height - (send.y + send.height)).toBeLessThan(40)
      expect(await pageScroll(page)).toBeLessThanOrEqual(0)
    }
  })
})
