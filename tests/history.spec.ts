import { expect, test } from './fixtures'
import { login, visit } from './helpers'

test('R1.9 R4.26 R2.14 a viewed post is listed under 今天 in the history, and can be removed', async ({ page }) => {
  await login(page)
  const first = page.locator('main article').first()
  const title = (await first.locator('h2').textContent())!.trim()
  await first.locator('h2').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await visit(page, '/history')
  const today = page.getByRole('region', { name: '今天' })
  await expect(today.getByRole('heading', { name: /今天\s*1 篇/ })).toBeVisible()
  await expect(today.getByRole('link', { name: title })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: '今天' }).getByRole('link', { name: title })).toBeVisible()
  await page.getByRole('button', { name: `从历史中移除 ${title}` }).click()
  await expect(page.getByRole('heading', { name: '还没有浏览记录' })).toBeVisible()
})
