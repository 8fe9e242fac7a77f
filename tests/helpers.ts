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
