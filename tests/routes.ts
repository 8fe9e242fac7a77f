import { expect, type Page } from '@playwright/test'

/** Ids a route's path may need, read from the mock API once per test. */
export interface RouteIds {
  /** A post anyone can open, with several images (so its gallery has dots). */
  postId: number
  /** One of the logged-in user's own posts (logged out: any post; the editor redirects to /login anyway). */
  ownPostId: number
}

export interface AppRoute {
  /** Readable name for reports. */
  name: string
  path: string | ((ids: RouteIds) => string)
  /** Logged out, the screen redirects to /login or shows 请先登录 in place of its content. */
  needsLogin: boolean
  /** Waits for the screen's real content (never a fixed sleep); may differ logged in and out. */
  ready: (page: Page, ctx: { signedIn: boolean }) => Promise<void>
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, ...(level ? { level } : {}) }).first()).toBeVisible()

/** The login screen: where login-only pages send a visitor. */
const loginScreen = async (page: Page) => {
  await expect(page).toHaveURL(/\/login$/)
  await heading(page, '欢迎回来')
}
/** Logged in, /login, /auth and /register go home. */
const feed = async (page: Page) => {
  await expect(page.locator('main article').first()).toBeVisible()
}
const loginPrompt = (page: Page) => heading(page, '请先登录')

/**
 * Every route that exists today. A screen built later joins the accessibility journeys (tests/a11y.spec.ts)
 * by adding a line here.
 */
export const ROUTES: readonly AppRoute[] = [
  { name: 'home', path: '/', needsLogin: false, ready: feed },
  { name: 'home, category food', path: '/?category=food', needsLogin: false, ready: feed },
  {
    name: 'search 咖啡',
    path: `/?q=${encodeURIComponent('咖啡')}`,
    needsLogin: false,
    ready: (page) => expect(page.locator('main article').first().or(page.getByRole('heading', { name: '没有找到相关内容' }))).toBeVisible(),
  },
  { name: 'login', path: '/login', needsLogin: false, ready: (page, { signedIn }) => (signedIn ? feed(page) : heading(page, '欢迎回来')) },
  { name: 'auth (login alias)', path: '/auth', needsLogin: false, ready: (page, { signedIn }) => (signedIn ? feed(page) : heading(page, '欢迎回来')) },
  { name: 'register', path: '/register', needsLogin: false, ready: (page, { signedIn }) => (signedIn ? feed(page) : heading(page, '创建账号')) },
  {
    name: 'profile',
    path: '/profile',
    needsLogin: true,
    ready: async (page, { signedIn }) => {
      if (!signedIn) return loginPrompt(page)
      await expect(page.getByRole('region', { name: '我的资料' })).toBeVisible()
      await expect(page.locator('main article').first().or(page.getByRole('link', { name: '发布第一篇帖子' }))).toBeVisible()
    },
  },
  {
    name: 'edit profile',
    path: '/profile/edit',
    needsLogin: true,
    ready: async (page, { signedIn }) => (signedIn ? expect(page.getByLabel('显示名称')).not.toHaveValue('') : loginPrompt(page)),
  },
  {
    name: 'post',
    path: (ids) => `/post/${ids.postId}`,
    needsLogin: false,
    ready: async (page) => {
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('article').locator('img').first()).toBeVisible()
    },
  },
  { name: 'post not found', path: '/post/999999', needsLogin: false, ready: (page) => heading(page, '内容不存在') },
  {
    name: 'create',
    path: '/create',
    needsLogin: true,
    ready: async (page, { signedIn }) => (signedIn ? expect(page.getByLabel('标题')).toBeVisible() : loginScreen(page)),
  },
  {
    name: 'edit own post (/create/:id)',
    path: (ids) => `/create/${ids.ownPostId}`,
    needsLogin: true,
    ready: async (page, { signedIn }) => (signedIn ? expect(page.getByLabel('标题')).not.toHaveValue('') : loginScreen(page)),
  },
  {
    name: 'edit own post (/edit-post/:id)',
    path: (ids) => `/edit-post/${ids.ownPostId}`,
    needsLogin: true,
    ready: async (page, { signedIn }) => (signedIn ? expect(page.getByLabel('标题')).not.toHaveValue('') : loginScreen(page)),
  },
  {
    name: 'history',
    path: '/history',
    needsLogin: true,
    // Logged in, the post visited above is listed under 今天.
    ready: async (page, { signedIn }) => {
      await heading(page, '浏览历史', 1)
      if (signedIn) await expect(page.locator('main article').first().or(page.getByRole('heading', { name: '还没有浏览记录' }))).toBeVisible()
      else await loginPrompt(page)
    },
  },
  { name: 'theme settings', path: '/theme-settings', needsLogin: false, ready: (page) => heading(page, '主题设置', 1) },
  {
    name: 'saved',
    path: '/saved',
    needsLogin: true,
    ready: async (page, { signedIn }) => {
      if (!signedIn) return loginScreen(page)
      await heading(page, '我的收藏', 1)
      await expect(page.locator('main article').first().or(page.getByRole('heading', { name: '还没有收藏任何帖子' }))).toBeVisible()
    },
  },
  {
    // The post dialog a saved card opens (it has no address of its own: reloaded, /post/{id} is the page).
    name: 'saved, post dialog open',
    path: '/saved',
    needsLogin: true,
    ready: async (page, { signedIn }) => {
      if (!signedIn) return loginScreen(page)
      await page.locator('main article').first().getByRole('link').first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading').first()).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: '评论内容' })).toBeVisible()
      await expect(dialog.getByRole('article').first().or(dialog.getByText('还没有评论'))).toBeVisible()
    },
  },
  { name: 'messages (placeholder)', path: '/messages', needsLogin: true, ready: (page, { signedIn }) => (signedIn ? heading(page, '消息') : loginScreen(page)) },
  { name: '404', path: '/nope', needsLogin: false, ready: (page) => heading(page, 'Page not found') },
]

/** The ids the routes need, read through the mock API (as tests/helpers.ts does). Call on a page of the app. */
export function routeIds(page: Page): Promise<RouteIds> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('lemon.accessToken')
    const list = await (await fetch('/api/posts?limit=20')).json()
    const posts = list.data as { id: number; images: unknown[] }[]
    const postId = (posts.find((p) => p.images.length > 1) ?? posts[0]!).id
    if (!token) return { postId, ownPostId: postId }
    const me = await (await fetch('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } })).json()
    const own = await (await fetch(`/api/users/${me.data.user.id}/posts?limit=1`, { headers: { Authorization: `Bearer ${token}` } })).json()
    return { postId, ownPostId: (own.data as { id: number }[])[0]!.id }
  })
}

export const routePath = (route: AppRoute, ids: RouteIds) => (typeof route.path === 'string' ? route.path : route.path(ids))
