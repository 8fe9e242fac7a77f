import { expect, type Page } from '@playwright/test'

export const DEMO = { email: 'demo@example.com', password: 'demo1234' }

/** A username no seed user has, short enough for the 20-character rule. */
export const uniqueName = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20)

export async function login(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/login')
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** The id of a post written by someone other than the logged-in user (read through the mock API). */
export function someoneElsesPostId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('lemon.accessToken')
    const me = await (await fetch('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } })).json()
    const list = await (await fetch('/api/posts?limit=50')).json()
    return (list.data as { id: number; author: { id: number } }[]).find((p) => p.author.id !== me.data.user.id)!.id
  })
}

/** Registers a new user through the register page and lands home logged in (a clean slate: no rate limit used, no posts). */
export async function signUp(page: Page, prefix = 'u'): Promise<{ username: string; displayName: string }> {
  const username = uniqueName(prefix)
  const displayName = `测试${username.slice(-5)}`
  await page.goto('/register')
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('显示名称').fill(displayName)
  await page.getByLabel('邮箱').fill(`${username}@example.com`)
  await page.getByLabel('密码', { exact: true }).fill('lemon1234')
  await page.getByLabel('确认密码').fill('lemon1234')
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
  return { username, displayName }
}

/** A post to comment on: the first card of the feed, opened. Returns its id. */
export async function openFirstPost(page: Page): Promise<number> {
  await page.goto('/')
  const first = page.locator('main article').first()
  await first.locator('h2').click()
  await expect(page).toHaveURL(/\/post\/\d+$/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}
