import { expect, test } from './fixtures'
import { backendUp } from './helpers'

test('R1.10 R4.34 a theme choice and dark mode survive a reload', async ({ page }) => {
  await page.goto('/theme-settings')
  await page.getByRole('radio', { name: /深色模式/ }).click()
  await page.getByRole('radio', { name: /潮流青/ }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'green-apple')
  await expect(page.getByRole('radio', { name: /潮流青/ })).toHaveAttribute('aria-checked', 'true')
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim(),
  )
  expect(primary).toBe('#2dd4bf')
})

test('R2.27 home shows a floating create button and a floating quick theme switcher that changes the colour theme', async ({
  page,
}) => {
  await page.goto('/')
  // The live app, not the build's first screen it replaces (ADR 015): the styles are read from the element it keeps.
  await backendUp(page)
  // The header has its own 发布笔记; the floating one is the page's, fixed in the corner.
  const create = page.getByRole('main').getByRole('link', { name: '发布笔记' })
  await expect(create).toBeVisible()
  await expect(create).toHaveAttribute('href', '/create')
  expect(await create.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed')
  await page.getByRole('button', { name: '切换主题' }).click()
  await page.getByRole('button', { name: /浅粉/ }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'peach')
  // The colours follow at once (the static theme rules keyed by data-theme): 浅粉's light primary.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim()))
    .toBe('#ff6b8b')
  await expect(page.getByRole('link', { name: /更多主题设置/ })).toBeHidden()
  await create.click()
  await expect(page).toHaveURL(/\/login/)
})
