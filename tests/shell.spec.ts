import { expect, test } from './fixtures'

test('R2.17 an unknown path shows the English 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go back home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('R2.79 the offline banner shows when the network drops and hides when it returns', async ({ page, context }) => {
  await page.goto('/')
  // Wait until the app has booted (the mock backend's worker is up) before pulling the network.
  await expect(page.getByPlaceholder('搜索你感兴趣的内容')).toBeVisible()
  const banner = page.getByText('网络连接已断开，部分功能可能无法正常使用')
  await expect(banner).toBeHidden()
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  await context.setOffline(false)
  await expect(banner).toBeHidden()
})

test('R2.2 /auth is the same login screen', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
})
