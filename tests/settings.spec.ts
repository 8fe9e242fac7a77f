import { expect, test } from '@playwright/test'
import { signUp } from './helpers'

test.describe('settings, help and the menu', () => {
  test('R2.69 (the working version) R2.63 a settings toggle survives a reload', async ({ page }) => {
    await signUp(page, 'st')
    await page.goto('/settings')
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
    await page.goto('/settings')
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

  test('R2.15 R2.19 every menu item reaches its page (settings, privacy, help, about among them; a theme picked in the 主题设置 sub-menu applies at once); R4.4 logout lands on /login with 已安全退出', async ({ page }) => {
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
      await page.getByRole('button', { name: '更多', exact: true }).click()
      await page.getByRole('menuitem', { name: label, exact: true }).click()
      if (label === '主题设置') {
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
    await page.getByRole('menuitem', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('已安全退出')).toBeVisible()
  })

  test('R4.4 R2.68 logout from settings lands on /login even when the call fails', async ({ page }) => {
    await signUp(page, 'sl')
    await page.goto('/settings')
    // The mock's fault switch (the service worker answers /api, so Playwright's routing never sees it).
    await page.waitForFunction(() => !!(window as { __lemonMock?: unknown }).__lemonMock)
    await page.evaluate(() =>
      (window as unknown as { __lemonMock: { faults: { addFault: (r: unknown) => void } } }).__lemonMock.faults.addFault({ method: 'POST', path: '/api/auth/logout', networkError: true, times: 1 }),
    )
    await page.getByRole('button', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('已安全退出')).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible()
  })
})
