import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { login, makePngs, PHOTOS, shownImagesComplete } from './helpers'

async function openSavedDialog(p: Page) {
  await p.locator('main article').first().getByRole('link').first().click()
  const dialog = p.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: '评论内容' })).toBeVisible()
  await expect(dialog.getByRole('article').first().or(dialog.getByText('还没有评论'))).toBeVisible()
  await p.waitForFunction(() =>
    [...document.querySelectorAll('[role=dialog] img')].every((img) => (img as HTMLImageElement).complete),
  )
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

// Screens checked by eye: light and dark, desktop and phone widths. PNGs land in tests/screenshots/. The first
// screen as the user sees it (a phone's first screen is what a stakeholder judges); fullPage: true for the whole page.
const SCREENS: {
  name: string
  path: string
  ready: (page: Page) => Promise<void>
  signedIn?: boolean
  fullPage?: boolean
}[] = [
  {
    name: 'login',
    path: '/login',
    ready: async (p) => {
      await expect(p.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
      // The showcase's pictures where it is drawn (a phone has none).
      await p.waitForFunction(shownImagesComplete)
    },
  },
  {
    name: 'register',
    path: '/register',
    ready: async (p) => {
      await expect(p.getByRole('heading', { name: '创建账号' })).toBeVisible()
      await p.waitForFunction(shownImagesComplete)
    },
  },
  {
    name: '404',
    path: '/nope',
    ready: (p) => expect(p.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
  {
    name: 'theme-settings',
    path: '/theme-settings',
    ready: (p) => expect(p.getByRole('heading', { name: '主题设置' })).toBeVisible(),
  },
  {
    name: 'home',
    path: '/',
    ready: async (p) => {
      await expect(p.locator('article').first()).toBeVisible()
      await p.waitForFunction(() => [...document.images].slice(0, 6).every((img) => img.complete))
    },
  },
  {
    name: 'user',
    path: '/user/5',
    ready: async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(p.locator('main article').first()).toBeVisible()
      await p.waitForFunction(() => [...document.images].slice(0, 6).every((img) => img.complete))
    },
  },
  {
    name: 'followers',
    path: '/user/5/followers',
    signedIn: true,
    ready: async (p) => {
      await expect(p.locator('main article').first()).toBeVisible()
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
    },
  },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: async (p) => {
      await expect(p.getByRole('region', { name: '我的资料' })).toBeVisible()
      await expect(p.locator('main article').first()).toBeVisible()
      await p.waitForFunction(() => [...document.images].slice(0, 8).every((img) => img.complete))
    },
  },
  {
    name: 'messages',
    path: '/messages',
    signedIn: true,
    fullPage: false,
    ready: async (p) => {
      await expect(p.getByRole('list', { name: '对话列表' })).toBeVisible()
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
    },
  },
  {
    name: 'conversation',
    // The demo's sample conversation (with the official account, user 2): its messages and its partner's name.
    path: '/messages/2',
    signedIn: true,
    fullPage: false,
    ready: async (p) => {
      await expect(p.getByRole('list', { name: '消息' }).getByRole('listitem').first()).toBeVisible()
      await expect(p.getByText('还没有消息，打个招呼吧')).toHaveCount(0)
      await expect(p.locator('main').getByText('柠檬笔记官方').filter({ visible: true }).first()).toBeVisible()
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
    },
  },
  {
    name: 'settings',
    path: '/settings',
    signedIn: true,
    ready: (p) => expect(p.getByRole('switch', { name: '公开个人主页' })).toBeVisible(),
  },
  { name: 'help', path: '/help', ready: (p) => expect(p.getByRole('heading', { name: '账号与登录' })).toBeVisible() },
  {
    name: 'about',
    path: '/about',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: '关于柠檬笔记' })).toBeVisible(),
  },
  {
    name: 'privacy',
    path: '/privacy',
    ready: (p) => expect(p.getByRole('heading', { name: '我们收集哪些信息' })).toBeVisible(),
  },
  {
    name: 'profile-edit',
    path: '/profile/edit',
    signedIn: true,
    ready: async (p) => {
      await expect(p.getByLabel('显示名称')).not.toHaveValue('')
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
    },
  },
  {
    name: 'post',
    path: '/post/1',
    signedIn: true,
    ready: async (p) => {
      await expect(p.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible()
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
    },
  },
  {
    name: 'saved',
    path: '/saved',
    signedIn: true,
    ready: async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible()
      await expect(p.locator('main article').first()).toBeVisible()
      await p.waitForFunction(() => [...document.images].slice(0, 6).every((img) => img.complete))
    },
  },
  {
    // The post dialog a saved card opens.
    name: 'saved-dialog',
    path: '/saved',
    signedIn: true,
    fullPage: false,
    ready: openSavedDialog,
  },
  {
    // The same dialog with the post's menu open.
    name: 'saved-dialog-menu',
    path: '/saved',
    signedIn: true,
    fullPage: false,
    ready: async (p) => {
      await openSavedDialog(p)
      await p.getByRole('dialog').getByRole('button', { name: '更多' }).click()
      await expect(p.getByRole('menuitem').first()).toBeVisible()
      await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    },
  },
  {
    // The header's more menu with the theme sub-menu open.
    name: 'menu-themes',
    path: '/',
    signedIn: true,
    fullPage: false,
    ready: async (p) => {
      await expect(p.locator('article').first()).toBeVisible()
      await p.getByRole('button', { name: '更多', exact: true }).click()
      await p.getByRole('menuitem', { name: '主题设置' }).hover()
      await expect(p.getByRole('menuitemradio').first()).toBeVisible()
      await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    },
  },
  {
    name: 'test-api',
    path: '/test-api',
    signedIn: true,
    fullPage: true,
    ready: async (p) => {
      await expect(p.getByText('模拟后端运行中')).toBeVisible()
      await expect(p.getByRole('region', { name: '规则列表' }).getByRole('rowheader').first()).toBeVisible()
      // A response on show, as QA would see it.
      await p.getByRole('button', { name: /Ping/ }).click()
      await expect(p.getByLabel('接口响应')).toContainText('pong')
      await expect(p.getByLabel('发送者')).not.toHaveValue('')
    },
  },
  {
    // The toggle machine's map on /test-api, a transition's details open.
    name: 'machine-map',
    path: '/test-api',
    signedIn: true,
    fullPage: false,
    ready: async (p) => {
      const section = p.getByRole('region', { name: '状态机地图', exact: true })
      await section.getByRole('button', { name: /点赞 · 收藏 · 关注/ }).click()
      const map = section.getByRole('region', { name: '点赞 · 收藏 · 关注 状态机地图' })
      await map.getByRole('button', { name: /^toggle\.flip \[debounced\]/ }).click()
      await expect(section.getByRole('region', { name: '迁移详情' })).toBeVisible()
      // The section from its heading, clear of the sticky header.
      await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72))
      await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    },
  },
  {
    name: 'auth-debug',
    path: '/auth-debug',
    signedIn: true,
    ready: async (p) => {
      await expect(p.getByText(/还剩/).first()).toBeVisible()
      await p.getByRole('button', { name: '强制刷新令牌' }).click()
      await expect(p.getByText(/刷新成功/)).toBeVisible()
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    ready: (p) => expect(p.getByRole('heading', { name: '找回密码' })).toBeVisible(),
  },
  {
    name: 'forgot-password-sent',
    path: '/forgot-password',
    ready: async (p) => {
      await p.getByLabel('邮箱').fill('demo@example.com')
      await p.getByRole('button', { name: '发送重置链接' }).click()
      await expect(p.getByRole('link', { name: /reset-password\?token=/ })).toBeVisible()
    },
  },
  {
    name: 'reset-password',
    path: '/reset-password?token=x',
    ready: (p) => expect(p.getByRole('heading', { name: '重置密码' })).toBeVisible(),
  },
  {
    name: 'history',
    path: '/history',
    signedIn: true,
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: '浏览历史' })).toBeVisible(),
  },
  {
    name: 'create',
    path: '/create',
    signedIn: true,
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: '发布笔记' })).toBeVisible(),
  },
  {
    // The editor filled in: three pictures, title, text, tags and place.
    name: 'editor',
    path: '/create',
    signedIn: true,
    fullPage: true,
    ready: async (p) => {
      await p.getByLabel('添加图片').setInputFiles(await makePngs(p, PHOTOS))
      await p.getByLabel('标题').fill('周末的海边日落')
      await p.getByLabel('正文').fill('傍晚的海风很温柔，沿着沙滩走了很久。\n推荐大家六点左右来，光线最好。')
      await p.getByLabel(/^标签/).fill('日落 海边 周末')
      await p.getByLabel(/^地点/).fill('厦门 · 环岛路')
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
      // From the top with nothing focused: a scrolled page would draw the sticky header mid-shot.
      await p.evaluate(() => {
        ;(document.activeElement as HTMLElement | null)?.blur()
        window.scrollTo(0, 0)
      })
    },
  },
  {
    // The end of a short feed: the last cards clear of the bottom navigation and the floating buttons.
    name: 'home-end',
    path: `/?q=${encodeURIComponent('咖啡')}`,
    fullPage: false,
    ready: async (p) => {
      await expect(p.locator('main article').first()).toBeVisible()
      await p.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
      await p.waitForFunction(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top < innerHeight)
          .every((img) => img.complete),
      )
      await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    },
  },
  {
    // The post page scrolled to its comments: the action bar stays at the bottom on a phone.
    name: 'post-comments',
    path: '/post/1',
    signedIn: true,
    fullPage: false,
    ready: async (p) => {
      await expect(p.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible()
      await p.getByRole('button', { name: /^评论 \d+/ }).click()
      await p.waitForFunction(() => [...document.images].every((img) => img.complete))
      // The smooth scroll has come to rest.
      await p.waitForFunction(
        () =>
          new Promise((done) => {
            const y = scrollY
            setTimeout(() => done(y > 0 && scrollY === y), 200)
          }),
      )
    },
  },
]
const WIDTHS = [
  { w: 1280, h: 800 },
  { w: 390, h: 844 },
]

for (const screen of SCREENS) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { w, h } of WIDTHS) {
      test(`screenshot ${screen.name} ${scheme} ${w}px renders`, async ({ page }) => {
        await page.setViewportSize({ width: w, height: h })
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        if (screen.signedIn) await login(page)
        await page.goto(screen.path)
        await screen.ready(page)
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
        await page.screenshot({
          path: `tests/screenshots/${screen.name}-${scheme}-${w}.png`,
          fullPage: screen.fullPage ?? false,
        })
      })
    }
  }
}
