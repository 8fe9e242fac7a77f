import type { Page } from '@playwright/test'
import { callApi, registerUser, signInBrowser } from './api'
import { expect, expectAccessible, test } from './fixtures'

// Following someone and writing to them, proven on the API.

const followers = async (page: Page) =>
  Number((await page.getByRole('link', { name: /关注者/ }).textContent())!.replace(/\D/g, ''))

test.describe('people against the API', () => {
  test('R1.6 R1.7 R2.50 R4.19 R2.61 R2.62 follow flips to 已关注 with one more follower, and 私信 opens the conversation where Enter sends a message: both on the API', async ({
    page,
    context,
  }) => {
    const me = await registerUser('fm')
    await signInBrowser(context, me)
    const them = { id: 5, name: '背包客老周' }
    await page.goto(`/user/${them.id}`)
    await expect(page.getByRole('heading', { level: 1, name: them.name })).toBeVisible()
    await expectAccessible(page, `/user/${them.id}`)
    const before = await followers(page)

    await page.getByRole('button', { name: `关注 ${them.name}` }).click()
    await expect(page.getByRole('button', { name: `已关注 ${them.name}` })).toBeVisible()
    await expect(page.getByText('关注成功')).toBeVisible()
    await expect.poll(() => followers(page)).toBe(before + 1)
    // The API answers in the backend's own spelling (snake_case), which the client's schemas read.
    const profile = await callApi<{ user: { is_following: boolean; followers_count: number } }>(
      'GET',
      `/users/${them.id}`,
      { token: me.token },
    )
    expect(profile.data.user).toMatchObject({ is_following: true, followers_count: before + 1 })

    await page.getByRole('link', { name: '私信' }).click()
    await expect(page).toHaveURL(new RegExp(`/messages/${them.id}$`))
    await expect(page.getByRole('heading', { name: them.name })).toBeVisible()
    const text = `你好，接口消息 ${Date.now().toString(36)}`
    const composer = page.getByRole('textbox', { name: '消息内容' })
    await composer.fill(text)
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/messages/send') && r.request().method() === 'POST')
    await composer.press('Enter')
    expect((await sent).status()).toBe(201)
    await expect(composer).toHaveValue('')
    await expect(page.locator('[data-mine]').last()).toContainText(text)
    await expectAccessible(page, `/messages/${them.id}`)
    const conversation = await callApi<{ content: string }[]>('GET', `/messages/conversations/${them.id}`, {
      token: me.token,
    })
    expect(conversation.data.map((m) => m.content)).toContain(text)
  })
})
