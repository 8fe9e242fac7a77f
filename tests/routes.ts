import { expect, type Page } from '@playwright/test'
import { backendUp } from './helpers'

/** Ids a route's path may need, read from the mock API once per test. */
export interface RouteIds {
  /** A post anyone can open, with several images (so its gallery has dots). */
  postId: number
  /** One of the logged-in user's own posts (logged out: any post; the editor redirects to /login anyway). */
  ownPostId: number
  /** Another user (the author of postId). */
  otherUserId: number
  /** Someone the logged-in user has a conversation with (logged out: otherUserId). */
  contactId: number
}

export interface AppRoute {
  /** Readable name for reports. */
  name: string
  path: string | ((ids: RouteIds) => string)
  /** Logged out, the screen redirects to /login or shows 请先登录 in place of its content. */
  needsLogin: boolean
  /** Visited in this state, the route redirects to a screen checked on its own (/login, or the feed). */
  redirectsWhen?: 'signed-out' | 'signed-in'
  /** The route-table rules (spec §2) this path is one of. */
  rules?: readonly string[]
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
  { rules: ['R2.1'], name: 'home', path: '/', needsLogin: false, ready: feed },
  { name: 'home, category food', path: '/?category=food', needsLogin: false, ready: feed },
  {
    name: 'search 咖啡',
    path: `/?q=${encodeURIComponent('咖啡')}`,
    needsLogin: false,
    ready: (page) =>
      expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('heading', { name: '没有找到相关内容' })),
      ).toBeVisible(),
  },
  {
    rules: ['R2.2'],
    name: 'login',
    redirectsWhen: 'signed-in',
    path: '/login',
    needsLogin: false,
    ready: (page, { signedIn }) => (signedIn ? feed(page) : heading(page, '欢迎回来')),
  },
  {
    rules: ['R2.2'],
    name: 'auth (login alias)',
    redirectsWhen: 'signed-in',
    path: '/auth',
    needsLogin: false,
    ready: (page, { signedIn }) => (signedIn ? feed(page) : heading(page, '欢迎回来')),
  },
  {
    rules: ['R2.3'],
    name: 'register',
    redirectsWhen: 'signed-in',
    path: '/register',
    needsLogin: false,
    ready: (page, { signedIn }) => (signedIn ? feed(page) : heading(page, '创建账号')),
  },
  {
    name: 'profile',
    rules: ['R2.4'],
    path: '/profile',
    needsLogin: true,
    ready: async (page, { signedIn }) => {
      if (!signedIn) return loginPrompt(page)
      await expect(page.getByRole('region', { name: '我的资料' })).toBeVisible()
      await expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('link', { name: '发布第一篇帖子' })),
      ).toBeVisible()
    },
  },
  {
    name: 'edit profile',
    rules: ['R2.5'],
    path: '/profile/edit',
    needsLogin: true,
    ready: async (page, { signedIn }) =>
      signedIn ? expect(page.getByLabel('显示名称')).not.toHaveValue('') : loginPrompt(page),
  },
  {
    name: 'post',
    rules: ['R2.11'],
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
    rules: ['R2.9'],
    redirectsWhen: 'signed-out',
    path: '/create',
    needsLogin: true,
    ready: async (page, { signedIn }) => (signedIn ? expect(page.getByLabel('标题')).toBeVisible() : loginScreen(page)),
  },
  {
    name: 'edit own post (/create/:id)',
    rules: ['R2.10'],
    redirectsWhen: 'signed-out',
    path: (ids) => `/create/${ids.ownPostId}`,
    needsLogin: true,
    ready: async (page, { signedIn }) =>
      signedIn ? expect(page.getByLabel('标题')).not.toHaveValue('') : loginScreen(page),
  },
  {
    name: 'edit own post (/edit-post/:id)',
    rules: ['R2.10'],
    redirectsWhen: 'signed-out',
    path: (ids) => `/edit-post/${ids.ownPostId}`,
    needsLogin: true,
    ready: async (page, { signedIn }) =>
      signedIn ? expect(page.getByLabel('标题')).not.toHaveValue('') : loginScreen(page),
  },
  {
    name: 'history',
    rules: ['R2.14'],
    path: '/history',
    needsLogin: true,
    // Logged in, the post visited above is listed under 今天.
    ready: async (page, { signedIn }) => {
      await heading(page, '浏览历史', 1)
      if (signedIn)
        await expect(
          page
            .locator('main article')
            .first()
            .or(page.getByRole('heading', { name: '还没有浏览记录' })),
        ).toBeVisible()
      else await loginPrompt(page)
    },
  },
  {
    rules: ['R2.15'],
    name: 'theme settings',
    path: '/theme-settings',
    needsLogin: false,
    ready: (page) => heading(page, '主题设置', 1),
  },
  {
    name: 'saved',
    rules: ['R2.12'],
    redirectsWhen: 'signed-out',
    path: '/saved',
    needsLogin: true,
    ready: async (page, { signedIn }) => {
      if (!signedIn) return loginScreen(page)
      await heading(page, '我的收藏', 1)
      await expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('heading', { name: '还没有收藏任何帖子' })),
      ).toBeVisible()
    },
  },
  {
    // The post dialog a saved card opens (it has no address of its own: reloaded, /post/{id} is the page).
    name: 'saved, post dialog open',
    redirectsWhen: 'signed-out',
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
  {
    name: 'user page',
    rules: ['R2.6'],
    path: (ids) => `/user/${ids.otherUserId}`,
    needsLogin: false,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('heading', { name: '还没有发布笔记' })),
      ).toBeVisible()
    },
  },
  {
    name: 'followers',
    rules: ['R2.7'],
    path: (ids) => `/user/${ids.otherUserId}/followers`,
    needsLogin: false,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /的粉丝$/ })).toBeVisible()
      await expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('heading', { name: '还没有粉丝' })),
      ).toBeVisible()
    },
  },
  {
    name: 'following',
    rules: ['R2.7'],
    path: (ids) => `/user/${ids.otherUserId}/following`,
    needsLogin: false,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /的关注$/ })).toBeVisible()
      await expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('heading', { name: '还没有关注任何人' })),
      ).toBeVisible()
    },
  },
  {
    name: 'my following',
    rules: ['R2.8'],
    path: '/following',
    needsLogin: true,
    ready: async (page, { signedIn }) => {
      if (!signedIn) return loginPrompt(page)
      await heading(page, '我的关注', 1)
      await expect(
        page
          .locator('main article')
          .first()
          .or(page.getByRole('heading', { name: '还没有关注任何人' })),
      ).toBeVisible()
    },
  },
  {
    name: 'messages',
    rules: ['R2.13'],
    redirectsWhen: 'signed-out',
    path: '/messages',
    needsLogin: true,
    ready: async (page, { signedIn }) =>
      signedIn ? expect(page.getByRole('list', { name: '对话列表' })).toBeVisible() : loginScreen(page),
  },
  {
    name: 'conversation',
    rules: ['R2.13'],
    redirectsWhen: 'signed-out',
    path: (ids) => `/messages/${ids.contactId}`,
    needsLogin: true,
    ready: async (page, { signedIn }) =>
      signedIn ? expect(page.getByRole('list', { name: '消息' })).toBeVisible() : loginScreen(page),
  },
  {
    name: 'settings',
    rules: ['R2.15'],
    path: '/settings',
    needsLogin: true,
    ready: async (page, { signedIn }) =>
      signedIn ? expect(page.getByRole('switch', { name: '公开个人主页' })).toBeVisible() : loginPrompt(page),
  },
  {
    rules: ['R2.15'],
    name: 'privacy',
    path: '/privacy',
    needsLogin: false,
    ready: (page) => heading(page, '我们收集哪些信息'),
  },
  { rules: ['R2.15'], name: 'help', path: '/help', needsLogin: false, ready: (page) => heading(page, '账号与登录') },
  {
    rules: ['R2.15'],
    name: 'about',
    path: '/about',
    needsLogin: false,
    ready: (page) => heading(page, '关于柠檬笔记', 1),
  },
  { rules: ['R2.17'], name: '404', path: '/nope', needsLogin: false, ready: (page) => heading(page, 'Page not found') },
  {
    name: 'developer tools: API and data',
    rules: ['R2.16'],
    path: '/test-api',
    needsLogin: false,
    ready: async (page) => {
      await heading(page, '开发者工具', 1)
      await expect(page.getByText('模拟后端运行中')).toBeVisible()
      await expect(page.getByRole('region', { name: '规则列表' }).getByRole('rowheader').first()).toBeVisible()
    },
  },
  {
    name: 'developer tools: auth debug',
    rules: ['R2.16'],
    path: '/auth-debug',
    needsLogin: false,
    ready: async (page, { signedIn }) => {
      await heading(page, '开发者工具', 1)
      if (signedIn) await expect(page.getByText(/还剩/).first()).toBeVisible()
      else await expect(page.getByText('当前未登录。')).toBeVisible()
    },
  },
  {
    name: 'forgot password',
    path: '/forgot-password',
    needsLogin: false,
    ready: (page) => heading(page, '找回密码', 1),
  },
  {
    name: 'reset password',
    path: '/reset-password?token=x',
    needsLogin: false,
    ready: async (page) => {
      await heading(page, '重置密码', 1)
      await expect(page.getByLabel('新密码', { exact: true })).toBeVisible()
    },
  },
]

/** The ids the routes need, read through the mock API (as tests/helpers.ts does). Call on a page of the app. */
export async function routeIds(page: Page): Promise<RouteIds> {
  // A first visit's page shows the build's first screen before the backend runs (ADR 015).
  await backendUp(page)
  return page.evaluate(async () => {
    const token = localStorage.getItem('lemon.accessToken')
    const list = await (await fetch('/api/posts?limit=20')).json()
    const posts = list.data as { id: number; images: unknown[]; author: { id: number } }[]
    const post = posts.find((p) => p.images.length > 1) ?? posts[0]!
    const postId = post.id
    const otherUserId = post.author.id
    if (!token) return { postId, ownPostId: postId, otherUserId, contactId: otherUserId }
    const auth = { headers: { Authorization: `Bearer ${token}` } }
    const me = await (await fetch('/api/users/profile', auth)).json()
    const own = await (await fetch(`/api/users/${me.data.user.id}/posts?limit=1`, auth)).json()
    const conversations = await (await fetch('/api/messages/conversations', auth)).json()
    const contactId = (conversations.data as { contact_user_id: number }[])[0]?.contact_user_id ?? otherUserId
    const someoneElse =
      post.author.id === me.data.user.id
        ? (posts.find((p) => p.author.id !== me.data.user.id) ?? post).author.id
        : otherUserId
    return { postId, ownPostId: (own.data as { id: number }[])[0]!.id, otherUserId: someoneElse, contactId }
  })
}

export const routePath = (route: AppRoute, ids: RouteIds) =>
  typeof route.path === 'string' ? route.path : route.path(ids)
