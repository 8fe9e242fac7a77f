import { expect, type BrowserContext, type Page } from '@playwright/test'
import { retireContext } from './warm-context'

export const DEMO = { email: 'demo@example.com', password: 'demo1234' }

/** A username no seed user has, short enough for the 20-character rule. */
export const uniqueName = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20)

export async function login(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/login')
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/**
 * The mock backend answers: its service worker controls the page (the QA handle is there). A first visit paints its
 * first screen from the page itself and starts the worker once that screen is live (ADR 015), so a visible feed no
 * longer means the backend runs.
 */
export async function backendUp(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as { __lemonMock?: unknown }).__lemonMock, null, { timeout: 45_000 })
}

/**
 * Goes to `path` inside the running app, as a tapped link does (wouter follows history.pushState): no page load, so
 * the app stays booted. For a journey whose point is the screen, not the load of its address (tests/route-table.spec.ts
 * loads every address), nor data changed behind the app's back (a full load reads it fresh).
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    scrollTo(0, 0)
  }, path)
  await expect(page).toHaveURL((url) => url.pathname + url.search === path)
  // The screen changes once its code has loaded (a first visit to it inside the app): wait for it.
  const pathname = new URL(path, 'http://app').pathname
  await expect(page.locator('html')).toHaveAttribute('data-screen-path', pathname)
}

/** Opens `path`: the first load when this page has no app yet, else inside the running app (goInApp). */
export async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(path)
  else await goInApp(page, path)
}

/** The id of a post written by someone other than the logged-in user (read through the mock API). */
export function someoneElsesPostId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('lemon.accessToken')
    const me = await (await fetch('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } })).json()
    const list = await (await fetch('/api/posts?limit=50')).json()
    return (list.data as { id: number; author: { id: number } }[]).find((p) => p.author.id !== me.data.user.id)!.id
  })
}

/** Registers a new user through the register page and lands home logged in (a clean slate: no rate limit used, no posts). */
export async function signUp(page: Page, prefix = 'u'): Promise<{ username: string; displayName: string }> {
  const username = uniqueName(prefix)
  const displayName = `测试${username.slice(-5)}`
  await page.goto('/register')
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('显示名称').fill(displayName)
  await page.getByLabel('邮箱').fill(`${username}@example.com`)
  await page.getByLabel('密码', { exact: true }).fill('lemon1234')
  await page.getByLabel('确认密码').fill('lemon1234')
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
  return { username, displayName }
}

/** A post to comment on: the first card of the feed, opened. Returns its id. */
export async function openFirstPost(page: Page): Promise<number> {
  await visit(page, '/')
  const first = page.locator('main article').first()
  await first.locator('h2').click()
  await expect(page).toHaveURL(/\/post\/\d+$/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/**
 * Holds the app's files whose URL matches `pattern` inside its service worker (which answers them from its cache,
 * where the network routing of Playwright never sees them) until the returned `release` is called. The patch lives
 * in the running worker only: the test must release before the worker could go idle, and the context serves no other
 * journey.
 */
export async function holdInServiceWorker(context: BrowserContext, pattern: RegExp): Promise<() => Promise<void>> {
  retireContext(context)
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate(
    ({ source, flags }) => {
      const re = new RegExp(source, flags)
      const scope = self as unknown as { __lemonRelease?: () => void; fetch: typeof fetch }
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      scope.__lemonRelease = release
      const urlOf = (input: RequestInfo | URL) =>
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const match = Cache.prototype.match
      Cache.prototype.match = async function (this: Cache, request: RequestInfo | URL, options?: CacheQueryOptions) {
        if (re.test(urlOf(request))) await held
        return match.call(this, request, options)
      }
      const networkFetch = scope.fetch.bind(self)
      scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        if (re.test(urlOf(input))) await held
        return networkFetch(input, init)
      }
    },
    { source: pattern.source, flags: pattern.flags },
  )
  return () => worker.evaluate(() => (self as unknown as { __lemonRelease: () => void }).__lemonRelease())
}

/** Small PNGs drawn by the page's own canvas: real images the mock backend can read the size of. */
export async function makePngs(page: Page, specs: { w: number; h: number; colour: string }[]) {
  const dataUrls = await page.evaluate((list) => {
    return list.map(({ w, h, colour }) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const ctx = canvas.getContext('2d')!
      ctx.fillStyle = colour
      ctx.fillRect(0, 0, w, h)
      ctx.fillStyle = 'rgba(255,255,255,0.85)'
      ctx.beginPath()
      ctx.arc(w / 2, h / 2, Math.min(w, h) / 4, 0, Math.PI * 2)
      ctx.fill()
      return canvas.toDataURL('image/png')
    })
  }, specs)
  return dataUrls.map((url, i) => ({
    name: `photo-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(url.split(',')[1]!, 'base64'),
  }))
}

export const PHOTOS = [
  { w: 600, h: 800, colour: '#f7c948' },
  { w: 800, h: 600, colour: '#4fb0ae' },
  { w: 700, h: 700, colour: '#f28ba8' },
]

/**
 * Opens the header's 更多 menu and picks `item`; `done` resolves once the pick took effect (its page, its theme). A click
 * that met the menu as it opened was seen to go nowhere (about 1 run in 20 on a busy machine: no navigation, the menu
 * left open), so the pick is tried again on the open menu until `done` holds.
 */
export async function pickFromMoreMenu(page: Page, item: string, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    if ((await page.getByRole('menu').count()) === 0)
      await page.getByRole('button', { name: '更多', exact: true }).click({ timeout: 5_000 })
    await page.getByRole('menuitem', { name: item, exact: true }).click({ timeout: 5_000 })
    await done()
  }).toPass({ timeout: 30_000 })
}

/**
 * In the page: every picture is loaded but a lazy one nobody can see (below the window, clipped by a scrolling or
 * clipping box, not drawn at all like the sign-in showcase on a phone), which the browser never fetches.
 */
export function shownImagesComplete(): boolean {
  return [...document.images].every((img) => {
    if (img.complete) return true
    if (img.loading !== 'lazy' || img.getClientRects().length === 0) return img.loading === 'lazy'
    const r = img.getBoundingClientRect()
    let top = Math.max(r.top, 0)
    let bottom = Math.min(r.bottom, innerHeight)
    for (let el = img.parentElement; el; el = el.parentElement) {
      if (getComputedStyle(el).overflowY === 'visible') continue
      const b = el.getBoundingClientRect()
      top = Math.max(top, b.top)
      bottom = Math.min(bottom, b.bottom)
    }
    return bottom <= top
  })
}

/** Colours and sizes are only final once the images and fonts have arrived and transitions have ended. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(shownImagesComplete)
  // Transitions (a tab's colour after a scheme change, a card's fade-in) end before colours are read.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/** Holds the page's requests for `pattern` (e.g. the app's libraries, so a journey meets the page's first screen before the app runs) until the returned release is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

/** The app's libraries' chunk: held, the page stays its first screen (the build's or the restored one) with no app. */
export const APP_LIBRARIES = /\/assets\/vendor-[^/]*\.js$/

/** Signs in in a new page of `context` (another tab) and likes the feed's first card there. */
export async function likeFirstCardInAnotherTab(context: BrowserContext): Promise<{ other: Page; postId: number }> {
  const other = await context.newPage()
  await login(other)
  const card = other.locator('main article').first()
  const href = (await card.locator('a[href*="/post/"]').first().getAttribute('href'))!
  await card
    .getByRole('button', { name: /点赞 \d+/ })
    .first()
    .click()
  return { other, postId: Number(href.split('/').pop()) }
}

/** On /test-api: a fault rule that delays every like call (POST /api/social/like/:postId) by `ms`. */
export async function delayLikeCalls(page: Page, ms: number): Promise<void> {
  await expect(page.getByText('模拟后端运行中')).toBeVisible()
  const form = page.getByRole('form', { name: '添加故障规则' })
  await form.getByLabel('方法').selectOption('POST')
  await form.getByLabel('路径').fill('/api/social/like/:postId')
  await form.getByLabel('强制状态').selectOption('')
  await form.getByLabel('延迟（毫秒）').fill(String(ms))
  await form.getByRole('button', { name: '添加规则' }).click()
  await expect(page.getByRole('list', { name: '故障规则' })).toContainText(`延迟 ${ms}`)
}
