import { expect, test } from '@playwright/test'

test('R1.10 R4.34 a theme choice and dark mode survive a reload', async ({ page }) => {
  await page.goto('/theme-settings')
  await page.getByRole('radio', { name: /深色模式/ }).click()
  await page.getByRole('radio', { name: /潮流青/ }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'green-apple')
  await expect(page.getByRole('radio', { name: /潮流青/ })).toHaveAttribute('aria-checked', 'true')
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim())
  expect(primary).toBe('#2dd4bf')
})

test('R2.27 the floating quick theme switcher on home changes the colour theme', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: '切换主题' }).click()
  await page.getByRole('button', { name: /浅粉/ }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'peach')
  // The colours follow at once (the static theme rules keyed by data-theme): 浅粉's light primary.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim())).toBe('#ff6b8b')
  await expect(page.getByRole('link', { name: /更多主题设置/ })).toBeHidden()
})
