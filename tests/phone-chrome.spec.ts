import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { backendUp, goInApp, login, someoneElsesPostId } from './helpers'

// The phone's first minute: one compact bar on a secondary screen, a balanced bottom bar, feedback that covers no
// control, and focus rings for the keyboard only.

const PHONE = { width: 390, height: 844 }
const FIRST_FEED = { timeout: 45_000 }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

async function box(locator: Locator): Promise<Box> {
  let b: Box | null = null
  await expect.poll(async () => (b = await locator.boundingBox()), { message: 'element has a box' }).not.toBeNull()
  return b!
}

/** Whether the focused element draws a ring (a box-shadow with a spread, or an outline). */
const focusedRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const s = getComputedStyle(el)
    const shadowRing = s.boxShadow
      .split(/,(?![^(]*\))/)
      .some((shadow) => !/rgba\(0, 0, 0, 0\)|#0000|transparent/.test(shadow) && /0px 0px 0px [1-9]/.test(shadow))
    return {
      visible: el.matches(':focus-visible'),
      ring: shadowRing || (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0),
      label: el.getAttribute('aria-label'),
    }
  })

async function phoneHome(page: Page, signedIn = false) {
  await page.setViewportSize(PHONE)
  if (signedIn) await login(page)
  else await page.goto('/')
  await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
  await backendUp(page)
}

test.describe('on a phone', () => {
  test('a secondary screen has one bar: back, title and a search one tap away, the app header out of the way', async ({
    page,
  }) => {
    await phoneHome(page)
    await goInApp(page, '/settings')
    const bar = page.locator('[data-page-header]')
    await expect(bar.getByRole('heading', { name: '设置' })).toBeVisible()
    await expect(page.locator('[data-app-header]')).toBeHidden()
    expect((await box(bar)).y).toBe(0)
    expect((await box(bar)).height).toBeLessThanOrEqual(57)
    // It stays at the top as the page scrolls.
    await page.evaluate(() => scrollTo(0, 400))
    await expect.poll(async () => (await box(bar)).y).toBe(0)
    await bar.getByRole('button', { name: '搜索' }).click()
    const field = page.getByRole('searchbox', { name: '搜索' })
    await expect(field).toBeFocused()
    await field.fill('咖啡')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/\?q=%E5%92%96%E5%95%A1$/)
    // Home keeps the app header with its own search.
    await expect(page.locator('[data-app-header]')).toBeVisible()
  })

  test('the bottom bar puts + at its centre between 首页 收藏 and 消息 我', async ({ page }) => {
    await phoneHome(page)
    const nav = page.getByRole('navigation', { name: '底部导航' })
    const plus = await box(nav.getByRole('link', { name: '发布笔记' }))
    expect(Math.abs(plus.x + plus.width / 2 - PHONE.width / 2)).toBeLessThanOrEqual(2)
    await expect(nav.getByRole('link')).toHaveText(['首页', '收藏', '', '消息', '我'])
  })

  test('R8.34 a like’s toast sits above the bottom bar, clear of the floating buttons and the header, its close inside it', async ({
    page,
  }) => {
    await phoneHome(page, true)
    const card = page.locator('main article').first()
    await card.getByRole('button', { name: /^(点赞|取消点赞) / }).click()
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    const t = await box(toast)
    const nav = await box(page.getByRole('navigation', { name: '底部导航' }))
    expect(t.y + t.height).toBeLessThanOrEqual(nav.y)
    expect(overlaps(t, await box(page.locator('[data-app-header]')))).toBe(false)
    for (const button of await page.locator('[data-floating-actions] :is(a, button)').all()) {
      if (await button.isVisible()) expect(overlaps(t, await box(button)), 'toast over a floating button').toBe(false)
    }
    expect(
      inside(await box(toast.getByRole('button', { name: /关闭|Close/ })), t),
      'the close button inside the toast',
    ).toBe(true)
  })

  test('R5.23 a visitor’s like asks to sign in with a neutral prompt whose 去登录 opens the login page', async ({
    page,
  }) => {
    await phoneHome(page)
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^点赞 / })
      .click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '请先登录' })
    await expect(toast).toBeVisible()
    await expect(toast).not.toHaveAttribute('data-type', 'error')
    await toast.getByRole('button', { name: '去登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
  })

  test('a tapped or clicked button keeps no focus ring; the keyboard’s focus shows one', async ({ page }) => {
    await phoneHome(page, true)
    const like = page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^(点赞|取消点赞) / })
    await like.click()
    await expect.poll(async () => (await focusedRing(page)).label).toMatch(/点赞/)
    expect(await focusedRing(page)).toMatchObject({ visible: false, ring: false })
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect(await focusedRing(page)).toMatchObject({ visible: true, ring: true })
  })

  test('R2.35 R4.19 a post shows 关注 beside its author and a 说点什么… bar that opens the comment box', async ({
    page,
  }) => {
    await phoneHome(page, true)
    const id = await someoneElsesPostId(page)
    await goInApp(page, `/post/${id}`)
    const header = page.locator('article header').first()
    await expect(header.getByRole('button', { name: /^(关注|已关注) / })).toBeVisible()
    await expect(header.getByRole('button', { name: '更多' })).toBeVisible()
    await page.getByRole('button', { name: '说点什么…' }).click()
    await expect(page.getByRole('textbox', { name: '评论内容' })).toBeFocused()
  })
})

test.describe('pictures on their way', () => {
  test('a cover not yet drawn shows its picture’s own colour, not a grey box', async ({ page }) => {
    await phoneHome(page)
    const cover = page.locator('main article img[src*="/demo-images/posts/"]').first()
    await expect(cover).toBeVisible()
    const file = (await cover.getAttribute('src'))!.split('/').pop()!
    // The stylesheet of tones is fetched once the first screen is on its way.
    await expect
      .poll(() => cover.evaluate((img) => getComputedStyle(img).backgroundColor), {
        message: `the tone behind ${file}`,
      })
      .toMatch(/^rgb\(\d+, \d+, \d+\)$/)
    // The same colour on a picture the page has not loaded yet (a lazy one far below the window).
    const far = await page.evaluate((name) => {
      const img = document.createElement('img')
      img.src = `${location.origin}/never-loaded/posts/${name}`
      document.body.append(img)
      const colour = getComputedStyle(img).backgroundColor
      img.remove()
      return colour
    }, file)
    expect(far).toBe(await cover.evaluate((img) => getComputedStyle(img).backgroundColor))
  })
})

test.describe('on a desktop', () => {
  test('the screens of cards share one content width: the feed, saved, a profile, a user, a post and messages line up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await login(page)
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)
    const edges: Record<string, number> = {}
    const left = async (path: string, locator: Locator) => {
      await goInApp(page, path)
      await expect(locator).toBeVisible()
      edges[path] = Math.round((await box(locator)).x)
    }
    // The masonry's box, not its first card: a short list's cards stand in its middle.
    await left('/', page.locator('main [data-masonry]'))
    await left('/saved', page.locator('main [data-masonry]'))
    await left('/profile', page.getByRole('region', { name: '我的资料' }))
    await left('/user/5', page.locator('main [data-masonry]'))
    await left('/post/1', page.locator('article[data-post-view="page"]'))
    await left('/messages', page.getByRole('heading', { name: '对话' }).locator('..').locator('..'))
    expect(new Set(Object.values(edges)).size, JSON.stringify(edges)).toBe(1)
  })
})
