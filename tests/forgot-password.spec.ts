import { expect, test } from './fixtures'
import { signUp } from './helpers'

// Forgotten password (beyond the spec; its calls are R7.5 and R7.6), against the bundled mock backend,
// which hands back the reset token a real server would e-mail.

test('forgot → reset → log in with the new password', async ({ page }) => {
  // A sign-up and three logins in a fresh browser: slow on a busy 2-core machine.
  test.setTimeout(120_000)
  const { username } = await signUp(page, 'fp')
  const email = `${username}@example.com`
  // Logged out, as someone who forgot their password is.
  await page.evaluate(() =>
    ['lemon.accessToken', 'lemon.refreshToken', 'lemon.user'].forEach((k) => localStorage.removeItem(k)),
  )
  await page.goto('/login')
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: '找回密码', level: 1 })).toBeVisible()

  await page.getByLabel('邮箱').fill(email)
  await page.getByRole('button', { name: '发送重置链接' }).click()
  await expect(page.getByRole('heading', { name: '邮件已发送' })).toBeVisible()
  const link = page.getByRole('link', { name: /\/reset-password\?token=/ })
  await expect(link).toHaveAttribute('href', /^\/reset-password\?token=[^&]+$/)
  const resetLink = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(/\/reset-password\?token=/)

  await page.getByLabel('新密码', { exact: true }).fill('short1')
  await page.getByLabel('确认新密码').fill('short2')
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible()
  await expect(page.getByText('密码长度至少8个字符')).toBeVisible()
  await expect(page.getByRole('button', { name: '重置密码' })).toBeDisabled()
  await page.getByLabel('新密码', { exact: true }).fill('newlemon99')
  await page.getByLabel('确认新密码').fill('newlemon99')
  await page.getByRole('button', { name: '重置密码' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('密码已重置')).toBeVisible()

  // The link was good for one use.
  await page.goto(resetLink)
  await page.getByLabel('新密码', { exact: true }).fill('another99')
  await page.getByLabel('确认新密码').fill('another99')
  await page.getByRole('button', { name: '重置密码' }).click()
  await expect(page.getByRole('heading', { name: '链接不可用' })).toBeVisible()

  // The old password no longer works; the new one does.
  await page.goto('/login')
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码', { exact: true }).fill('lemon1234')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: /密码/ })).toBeVisible()
  await page.getByLabel('密码', { exact: true }).fill('newlemon99')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
})
