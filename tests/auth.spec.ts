import { expect, test } from './fixtures'
import { DEMO, login, pickFromMoreMenu, uniqueName } from './helpers'

test.describe('sign-in journeys', () => {
  test('R1.2 R2.3 R2.74 R4.1 register, reload, and stay logged in with the new name', async ({ page }) => {
    const username = uniqueName('reg')
    const displayName = `新朋友${username.slice(-4)}`
    await page.goto('/register')
    await page.getByLabel('用户名').fill(username)
    await page.getByLabel('显示名称').fill(displayName)
    await page.getByLabel('邮箱').fill(`${username}@example.com`)
    await page.getByLabel('密码', { exact: true }).fill('lemon1234')
    await page.getByLabel('确认密码').fill('lemon1234')
    await page.getByRole('button', { name: '注册', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
    await page.getByRole('link', { name: '我的主页' }).click()
    await expect(page.getByRole('heading', { name: displayName })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: displayName })).toBeVisible()
  })

  test('R5.1 R5.5 R5.6 register shows the rule messages live and clears a field error when edited', async ({
    page,
  }) => {
    await page.goto('/register')
    const username = page.getByLabel('用户名')
    await username.fill('ab')
    await username.blur()
    await expect(page.getByText('用户名长度至少3个字符')).toBeVisible()
    await username.fill('abc')
    await expect(page.getByText('用户名长度至少3个字符')).toBeHidden()
    await page.getByLabel('密码', { exact: true }).fill('lemon1234')
    await page.getByLabel('确认密码').fill('lemon12345')
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible()
    await expect(page.getByRole('button', { name: '注册', exact: true })).toBeDisabled()
  })

  test('R8.15 registering a taken email says so and keeps what was typed', async ({ page }) => {
    await page.goto('/register')
    const username = uniqueName('dup')
    await page.getByLabel('用户名').fill(username)
    await page.getByLabel('显示名称').fill('重复邮箱')
    await page.getByLabel('邮箱').fill(DEMO.email)
    await page.getByLabel('密码', { exact: true }).fill('lemon1234')
    await page.getByLabel('确认密码').fill('lemon1234')
    await page.getByRole('button', { name: '注册', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: '该邮箱已被注册，请使用其他邮箱' })).toBeVisible()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByLabel('用户名')).toHaveValue(username)
  })

  test('R1.2 R2.72 R2.74 the quick-fill demo account logs in and goes home', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: /体验账号/ }).click()
    await expect(page.getByLabel('邮箱')).toHaveValue(DEMO.email)
    await expect(page.getByRole('button', { name: /管理员/ })).toBeVisible()
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
  })

  test('R8.14 a wrong password stays on /login with 邮箱或密码错误', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('邮箱').fill(DEMO.email)
    await page.getByLabel('密码', { exact: true }).fill('wrong-password1')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: '邮箱或密码错误' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('R5.8 login submit stays disabled until both fields are filled', async ({ page }) => {
    await page.goto('/login')
    const submit = page.getByRole('button', { name: '登录', exact: true })
    await expect(submit).toBeDisabled()
    await page.getByLabel('邮箱').fill(DEMO.email)
    await expect(submit).toBeDisabled()
    await page.getByLabel('密码', { exact: true }).fill('x')
    await expect(submit).toBeEnabled()
  })

  test('R2.72 the password field has a show/hide toggle', async ({ page }) => {
    await page.goto('/login')
    const pw = page.getByLabel('密码', { exact: true })
    await pw.fill('secret12')
    await expect(pw).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: '显示密码' }).click()
    await expect(pw).toHaveAttribute('type', 'text')
  })

  test('R4.4 R2.19 R2.42 logout goes to /login, then /profile shows 请先登录', async ({ page }) => {
    await login(page)
    await pickFromMoreMenu(page, '退出登录', () => expect(page).toHaveURL(/\/login$/, { timeout: 5_000 }))
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible()
    await page.getByRole('link', { name: '去登录' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(Object.keys(stored).filter((k) => /token|user/i.test(k))).toEqual([])
  })

  test('R2.59 R6.2 visitors opening /saved or /messages are sent to /login', async ({ page }) => {
    await page.goto('/saved')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/messages')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/messages/3')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('R2.18 the header shows a login button to visitors and the account buttons once logged in', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByPlaceholder('搜索你感兴趣的内容')).toBeVisible()
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '登录' })).toBeVisible()
    await login(page)
    for (const name of ['发布笔记', '消息', '我的收藏', '我的主页']) {
      await expect(page.getByRole('link', { name }).first()).toBeVisible()
    }
    await expect(page.getByRole('button', { name: '更多', exact: true })).toBeVisible()
  })
})
