import { expect, test } from './fixtures'
import { login, pickFromMoreMenu, signUp, visit } from './helpers'

test.describe('settings, help and the menu', () => {
  test('R2.69 (the working version) R2.63 a settings toggle survives a reload', async ({ page }) => {
    await signUp(page, 'st')
    await visit(page, '/settings')
    const toggle = page.getByRole('switch', { name: '显示在线状态' })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await page.reload()
    await expect(page.getByRole('switch', { name: '显示在线状态' })).toHaveAttribute('aria-checked', 'false')
  })

  test('R2.65 R4.34 dark mode from settings changes the theme and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await signUp(page, 'sd')
    await visit(page, '/settings')
    await page.getByRole('switch', { name: '深色模式' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.getByRole('switch', { name: '深色模式' })).toHaveAttribute('aria-checked', 'true')
  })

  test('R2.71 the help search filters the FAQ and a popular chip fills it', async ({ page }) => {
    await page.goto('/help')
    await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('深色')
    await expect(page.getByText('如何切换深色模式和主题颜色？')).toBeVisible()
    await expect(page.getByText('一篇笔记最多可以上传几张图片？')).toHaveCount(0)
    await page.getByRole('button', { name: '忘记密码' }).click()
    await expect(page.getByRole('searchbox', { name: '搜索常见问题' })).toHaveValue('忘记密码')
    await expect(page.getByText('忘记密码怎么办？')).toBeVisible()
    await expect(page.getByRole('link', { name: '意见反馈' })).toHaveAttribute('href', /^mailto:/)
  })

  test('R2.15 R2.19 every menu item reaches its page (settings, privacy, help, about among them; a theme picked in the 主题设置 sub-menu applies at once); R4.4 logout lands on /login with 已安全退出', async ({
    page,
  }) => {
    await signUp(page, 'sm')
    const items: Array<[string, RegExp, string]> = [
      ['我的收藏', /\/saved$/, '我的收藏'],
      ['浏览历史', /\/history$/, '浏览历史'],
      ['主题设置', /\/theme-settings$/, '主题设置'],
      ['设置', /\/settings$/, '设置'],
      ['隐私政策', /\/privacy$/, '隐私政策'],
      ['帮助中心', /\/help$/, '帮助中心'],
      ['关于', /\/about$/, '关于柠檬笔记'],
    ]
    for (const [label, url, heading] of items) {
      // The last menu (and the theme sub-menu) has finished closing: an item of a menu still animating out takes no click.
      await expect(page.getByRole('menu')).toHaveCount(0)
      // The pointer left over 主题设置 (hovered to open its sub-menu) would open that sub-menu over the next item.
      await page.mouse.move(0, 0)
      if (label !== '主题设置') {
        await pickFromMoreMenu(page, label, () => expect(page).toHaveURL(url, { timeout: 5_000 }))
      } else {
        await page.getByRole('button', { name: '更多', exact: true }).click()
        await page.getByRole('menuitem', { name: label, exact: true }).click()
        // 主题设置 opens its sub-menu: a theme picked there applies at once; 更多主题设置 goes to the full settings.
        await page.getByRole('menuitemradio', { name: '浅粉' }).click()
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'peach')
        await page.getByRole('button', { name: '更多', exact: true }).click()
        await page.getByRole('menuitem', { name: label, exact: true }).hover()
        await page.getByRole('menuitem', { name: '更多主题设置' }).click()
      }
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    await page.getByRole('button', { name: '更多', exact: true }).click()
    await expect(page.getByRole('menuitem', { name: /切换到(深色|浅色)模式/ })).toBeVisible()
    await pickFromMoreMenu(page, '退出登录', () => expect(page).toHaveURL(/\/login$/, { timeout: 5_000 }))
    await expect(page.getByText('已安全退出')).toBeVisible()
  })

  test('R4.4 R2.68 logout from settings lands on /login even when the call fails', async ({ page }) => {
    await signUp(page, 'sl')
    await visit(page, '/settings')
    // The mock's fault switch (the service worker answers /api, so Playwright's routing never sees it).
    await page.waitForFunction(() => !!(window as { __lemonMock?: unknown }).__lemonMock)
    await page.evaluate(() =>
      (
        window as unknown as { __lemonMock: { faults: { addFault: (r: unknown) => void } } }
      ).__lemonMock.faults.addFault({ method: 'POST', path: '/api/auth/logout', networkError: true, times: 1 }),
    )
    await page.getByRole('button', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('已安全退出')).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible()
  })

  test('重置演示数据: asks first; confirmed, the data is the seed again, this tab and every other tab are signed out, and the demo account signs in again', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await login(page)
    // A post by someone else the demo user has not liked yet.
    const postId = await page.evaluate(async () => {
      const token = localStorage.getItem('lemon.accessToken')
      const auth = { headers: { Authorization: `Bearer ${token}` } }
      const me = await (await fetch('/api/users/profile', auth)).json()
      const list = await (await fetch('/api/posts?limit=50', auth)).json()
      type Wire = { id: number; author: { id: number }; isLiked?: boolean; is_liked?: boolean }
      return (list.data as Wire[]).find((p) => p.author.id !== me.data.user.id && !(p.isLiked ?? p.is_liked))!.id
    })
    await visit(page, `/post/${postId}`)
    const bar = page.getByRole('article').locator('footer')
    const like = bar.getByRole('button', { name: /^点赞 \d+$/ })
    const before = Number((await like.textContent())!.replace(/\D/g, ''))
    await like.click()
    await expect(bar.getByRole('button', { name: `取消点赞 ${before + 1}` })).toBeVisible()
    // The like reached the server (a reload still shows it).
    await page.reload()
    await expect(
      page
        .getByRole('article')
        .locator('footer')
        .getByRole('button', { name: `取消点赞 ${before + 1}` }),
    ).toBeVisible()

    // A second tab, signed in as the same user.
    const other = await context.newPage()
    await other.goto('/settings')
    await expect(other.getByRole('switch', { name: '公开个人主页' })).toBeVisible()

    await visit(page, '/settings')
    await page.getByRole('button', { name: /重置演示数据/ }).click()
    const dialog = page.getByRole('alertdialog', { name: '重置演示数据？' })
    await expect(dialog).toContainText(
      '将恢复初始演示数据，并在所有标签页退出登录。你发布的内容、点赞、评论和消息都会被清除。',
    )
    // 取消 leaves everything as it was.
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/settings$/)
    await page.getByRole('button', { name: /重置演示数据/ }).click()
    await page.getByRole('alertdialog', { name: '重置演示数据？' }).getByRole('button', { name: '重置' }).click()

    // The toast first: it lives a few seconds, and a busy machine can take that long to paint the login page.
    await expect(page.getByText('演示数据已重置')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lemon.accessToken'))).toBeNull()
    // The other tab signed out too, and shows the login page.
    await expect(other).toHaveURL(/\/login$/)
    await expect(other.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
    await expect(other.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible()

    // The demo account is one click away on the login page; the like is gone.
    await page.getByRole('button', { name: /体验账号/ }).click()
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto(`/post/${postId}`)
    await expect(
      page
        .getByRole('article')
        .locator('footer')
        .getByRole('button', { name: `点赞 ${before}` }),
    ).toBeVisible()
  })
})
