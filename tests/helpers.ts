import { expect, type BrowserContext, type Page } from '@playwright/test'

export const DEMO = { email: 'demo@example.com', password: 'demo1234' }

/** A username no seed user has, short enough for the 20-character rule. */
export const uniqueName = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20)

export async function login(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/login')
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/**
 * The mock backend answers: its service worker controls the page (the QA handle is there). A first visit paints its
 * first screen from the page itself and starts the worker once that screen is live (ADR 013), so a visible feed no
 * longer means the backend runs.
 */
export async function backendUp(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as { __lemonMock?: unknown }).__lemonMock, null, { timeout: 45_000 })
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
  await page.goto('/')
  const first = page.locator('main article').first()
  await first.locator('h2').click()
  await expect(page).toHaveURL(/\/post\/\d+$/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/**
 * Holds the app's files whose URL matches `pattern` inside its service worker (which answers them from its cache,
 * where the network routing of Playwright never sees them) until the returned `release` is called. The patch lives
 * in the running worker only: the test must release before the worker could go idle.
 */
export async function holdInServiceWorker(context: BrowserContext, pattern: RegExp): Promise<() => Promise<void>> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate(
    ({ source, flags }) => {
      const re = new RegExp(source, flags)
      const scope = self as unknown as { __lemonRelease?: () => void; fetch: typeof fetch }
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      scope.__lemonRelease = release
      const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
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
