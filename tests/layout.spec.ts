import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { backendUp, goInApp, login, settled, visit } from './helpers'
import { routeIds, type RouteIds } from './routes'

// What a stakeholder's eye catches first: the phone's bottom bar, the floating buttons, the post page on a phone
// and on a desktop, and one back arrow in one place on every secondary screen.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The element's box, once it has one: a screen that replaces its header as it renders has none for a moment. */
async function box(locator: Locator): Promise<Box> {
  let b: Box | null = null
  await expect.poll(async () => (b = await locator.boundingBox()), { message: 'element has a box' }).not.toBeNull()
  return b!
}

/** The resting scroll position (after a smooth scroll or a layout change). */
async function scrollRest(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise((done) => {
        const y = scrollY
        setTimeout(() => done(scrollY === y), 150)
      }),
  )
}

/** A computed colour (rgb(…), rgba(…) or color(srgb …)) as 0–255 channels and an alpha. */
function parseColor(color: string): { rgb: number[]; alpha: number } {
  if (color === 'transparent') return { rgb: [0, 0, 0], alpha: 0 }
  const numbers = (color.match(/[\d.]+/g) ?? []).map(Number)
  const srgb = color.startsWith('color(srgb')
  const rgb = numbers.slice(0, 3).map((n) => (srgb ? Math.round(n * 255) : n))
  return { rgb, alpha: numbers[3] ?? 1 }
}

/**
 * The first visit seeds the bundled mock backend: the feed may take a while. The build's first screen shows before
 * the app runs (ADR 015), so each test also waits for the live app (backendUp) before it measures the screen.
 */
const FIRST_FEED = { timeout: 45_000 }

test.describe('the phone bottom navigation', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`is an opaque bar in the page's background with a hairline on top (${scheme})`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/')
      await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
      await backendUp(page)
      const nav = page.getByRole('navigation', { name: '底部导航' })
      const style = await nav.evaluate((el) => {
        const s = getComputedStyle(el)
        return {
          bg: s.backgroundColor,
          body: getComputedStyle(document.body).backgroundColor,
          border: s.borderTopWidth,
          position: s.position,
          backdrop: s.backdropFilter,
        }
      })
      const bar = parseColor(style.bg)
      expect(bar.alpha, `bottom bar background ${style.bg}`).toBe(1)
      // The page's own background (the theme token), in light and dark.
      expect(bar.rgb, `${style.bg} vs ${style.body}`).toEqual(parseColor(style.body).rgb)
      expect(style.border).toBe('1px')
      expect(style.position).toBe('fixed')
      // Nothing behind 消息 and 我 shows through: what is painted at their place is the bar itself.
      for (const name of ['消息', '我']) {
        const tab = await box(nav.getByRole('link', { name, exact: true }))
        const hit = await page.evaluate(
          ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('nav[aria-label="底部导航"]'),
          { x: tab.x + 4, y: tab.y + 4 },
        )
        expect(hit, `${name} is the bar's`).toBe(true)
      }
    })
  }

  test('the last row of a list scrolls clear of the bar and of the floating buttons', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`/?q=${encodeURIComponent('咖啡')}`)
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)
    // Scroll to the very end (a short search result: no more pages to load).
    await expect(async () => {
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
      await scrollRest(page)
      expect(
        await page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1),
      ).toBe(true)
    }).toPass()
    await settled(page)
    const nav = await box(page.getByRole('navigation', { name: '底部导航' }))
    const floating = await box(page.locator('[data-floating-actions]'))
    const articles = await page.locator('main article').all()
    for (const article of articles.slice(-4)) {
      const card = await box(article)
      expect(card.y + card.height, 'a last card ends above the bottom bar').toBeLessThanOrEqual(nav.y)
      expect(overlaps(card, floating), 'a last card is clear of the floating buttons').toBe(false)
    }
  })
})

test('R2.28 on a phone a card keeps four characters of its author’s name at least beside compact counts: the like shows its count, the bookmark its star', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
  await backendUp(page)
  const card = page.locator('main article').first()
  const like = card.getByRole('button', { name: /^点赞 \d/ })
  const bookmark = card.getByRole('button', { name: /^收藏 \d/ })
  await expect(like.getByText(/\d/)).toBeVisible()
  await expect(bookmark.getByText(/\d/)).toBeHidden()
  // Every card's name shows whole, or cut after four characters at least of the card's 12 px text (it had room for
  // two beside the counts' full-size padding).
  for (const name of await page.locator('main article a[href*="/user/"] span.truncate').all()) {
    const room = await name.evaluate((el) => ({ shown: el.clientWidth, whole: el.scrollWidth, text: el.textContent }))
    expect(room.whole <= room.shown || room.shown >= 48, `${room.text}: ${room.shown} of ${room.whole} px`).toBe(true)
  }
})

test('R2.27 on a phone the floating theme button at rest covers no card’s controls, wherever the feed stops', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await login(page)
  await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
  await backendUp(page)
  const floating = page.locator('[data-floating-actions]')
  const themeButton = floating.getByRole('button', { name: '切换主题' })
  for (const y of [0, 400, 900, 300]) {
    await page.evaluate((to) => scrollTo(0, to), y)
    await scrollRest(page)
    // Scrolling down tucks the buttons away; a little way up brings them back to rest.
    if (y > 0) {
      await page.evaluate(() => scrollBy(0, -40))
      await scrollRest(page)
    }
    await expect(themeButton).toBeInViewport({ ratio: 1 })
    const button = await box(themeButton)
    for (const control of await page.locator('main article button, main article a[href*="/user/"]').all()) {
      const target = await control.boundingBox()
      if (target) expect(overlaps(button, target), `the theme button over a card's control at scroll ${y}`).toBe(false)
    }
  }
})

test.describe('the floating buttons', () => {
  test('on a desktop they cover no card, wherever the feed is scrolled', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await login(page)
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)
    const floating = page.locator('[data-floating-actions]')
    await expect(floating.getByRole('button', { name: '切换主题' })).toBeVisible()
    await expect(floating.getByRole('link', { name: '发布笔记' })).toBeVisible()
    for (const y of [0, 700, 1500]) {
      await page.evaluate((to) => scrollTo(0, to), y)
      await scrollRest(page)
      const buttons = await box(floating)
      for (const article of await page.locator('main article').all()) {
        const card = await article.boundingBox()
        if (card) expect(overlaps(buttons, card), `floating buttons over a card at scroll ${y}`).toBe(false)
      }
    }
  })

  test('on a phone they sit above the bottom bar, at the edge, and slide away while scrolling down', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)
    const floating = page.locator('[data-floating-actions]')
    const trigger = floating.getByRole('button', { name: '切换主题' })
    await expect(trigger).toBeVisible()
    const nav = await box(page.getByRole('navigation', { name: '底部导航' }))
    const b = await box(trigger)
    expect(b.y + b.height).toBeLessThanOrEqual(nav.y)
    expect(b.width).toBeLessThanOrEqual(44)
    expect(PHONE.width - (b.x + b.width)).toBeLessThanOrEqual(12)
    await page.mouse.wheel(0, 600)
    await expect.poll(async () => (await box(trigger)).x).toBeGreaterThanOrEqual(PHONE.width)
    await page.mouse.wheel(0, -300)
    await expect.poll(async () => (await box(trigger)).x).toBeLessThan(PHONE.width)
  })
})

test.describe('the post page', () => {
  test('on a phone: author row, then the picture full width in its own shape with no bars, and the title in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)
    const ids = await routeIds(page)
    await visit(page, `/post/${ids.postId}`)
    const article = page.getByRole('article')
    const title = article.getByRole('heading', { level: 1 })
    await expect(title).toBeVisible()
    await settled(page)
    const gallery = article.getByRole('region', { name: '图片' })
    const g = await box(gallery)
    const author = await box(article.locator('header'))
    expect(author.y + author.height, 'the author row is above the picture').toBeLessThanOrEqual(g.y + 1)
    expect(g.x).toBe(0)
    expect(g.width).toBe(PHONE.width)
    // The picture's own shape (up to 75 % of the height): the image fills the frame, no bars around it.
    const image = gallery.locator('img:not([aria-hidden])')
    const { naturalWidth, naturalHeight } = await image.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
    }))
    const expected = Math.min(PHONE.width * (naturalHeight / naturalWidth), PHONE.height * 0.75)
    expect(Math.abs(g.height - expected)).toBeLessThanOrEqual(2)
    const bg = await gallery.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(bg, 'no black bars').not.toBe('rgb(0, 0, 0)')
    // The title is on the first screen, above the action bar.
    const t = await box(title)
    const bar = await box(article.locator('footer'))
    expect(t.y + t.height).toBeLessThanOrEqual(bar.y)
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 1)
  })

  test('on a desktop nothing in the text panel is clipped: the date line shows whole', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
    await backendUp(page)
    const ids = await routeIds(page)
    await visit(page, `/post/${ids.postId}`)
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible()
    const time = article.locator('time').first()
    await time.scrollIntoViewIfNeeded()
    const line = time.locator('xpath=..')
    const clipped = await line.evaluate((el) => {
      const r = el.getBoundingClientRect()
      // Every scrolling or clipping ancestor shows the whole line.
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p)
        if (s.overflowY === 'visible' && s.overflowX === 'visible') continue
        const c = p.getBoundingClientRect()
        if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) return true
      }
      return r.height < 12
    })
    expect(clipped).toBe(false)
    // Gallery left, text panel right, side by side.
    const g = await box(article.getByRole('region', { name: '图片' }))
    const h = await box(article.getByRole('heading', { level: 1 }))
    expect(h.x).toBeGreaterThan(g.x + g.width - 1)
  })
})

/** Every secondary screen, signed in as the demo user (the tab roots 消息 and 我的 have no 返回 to go to, the profile excepted by R2.43). */
const SECONDARY: { name: string; path: (ids: RouteIds) => string }[] = [
  { name: 'post', path: (ids) => `/post/${ids.postId}` },
  { name: 'user', path: (ids) => `/user/${ids.otherUserId}` },
  { name: 'followers', path: (ids) => `/user/${ids.otherUserId}/followers` },
  { name: 'following', path: (ids) => `/user/${ids.otherUserId}/following` },
  { name: 'my following', path: () => '/following' },
  { name: 'profile', path: () => '/profile' },
  { name: 'profile edit', path: () => '/profile/edit' },
  { name: 'settings', path: () => '/settings' },
  { name: 'theme settings', path: () => '/theme-settings' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'help', path: () => '/help' },
  { name: 'about', path: () => '/about' },
  { name: 'conversation', path: (ids) => `/messages/${ids.contactId}` },
  { name: 'create', path: () => '/create' },
  { name: 'edit post', path: (ids) => `/create/${ids.ownPostId}` },
  { name: 'history', path: () => '/history' },
  { name: 'saved', path: () => '/saved' },
  { name: 'developer tools', path: () => '/test-api' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'reset password', path: () => '/reset-password?token=x' },
]

for (const size of [DESKTOP, PHONE]) {
  test(`返回 sits at the same place on every secondary screen at ${size.width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    await login(page)
    const ids = await routeIds(page)
    const places: { name: string; x: number; y: number }[] = []
    for (const screen of SECONDARY) {
      await goInApp(page, screen.path(ids))
      const back = page.locator('[data-page-header]').getByLabel('返回', { exact: true })
      await expect(back, screen.name).toBeVisible()
      await expect(back, `${screen.name}: one 返回`).toHaveCount(1)
      const b = await box(back)
      places.push({ name: screen.name, x: b.x, y: b.y })
    }
    const [first] = places
    for (const p of places) {
      expect(Math.abs(p.x - first!.x), `${p.name} 返回 x ${p.x} vs ${first!.x}`).toBeLessThanOrEqual(1)
      expect(Math.abs(p.y - first!.y), `${p.name} 返回 y ${p.y} vs ${first!.y}`).toBeLessThanOrEqual(1)
    }
  })
}

test('the user page breadcrumb leads only to real pages: 首页, then the user', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
  await backendUp(page)
  const ids = await routeIds(page)
  await visit(page, `/user/${ids.otherUserId}`)
  // The user page is on screen (its code may still be loading).
  const crumbs = page.getByRole('navigation', { name: '面包屑' })
  await expect(crumbs).toBeVisible()
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await expect(crumbs.getByRole('listitem')).toHaveText(['首页', name])
  await expect(crumbs.getByRole('button')).toHaveCount(0)
  await crumbs.getByRole('link', { name: '首页' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('main article').first()).toBeVisible(FIRST_FEED)
  await backendUp(page)
})
