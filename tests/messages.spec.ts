import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO, signUp, visit } from './helpers'

/** Someone (the demo account) sends `count` messages to the signed-in user through the API; returns the sender. */
async function messagesFromDemo(page: Page, count: number): Promise<{ id: number; name: string }> {
  return page.evaluate(
    async ({ email, password, count }) => {
      const me = JSON.parse(localStorage.getItem('lemon.user')!) as { id: number }
      const login = await (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: email, password }),
        })
      ).json()
      const token = login.data.token as string
      for (let i = 1; i <= count; i++) {
        await fetch('/api/messages/send', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ receiverId: me.id, content: `你好呀 ${i}` }),
        })
      }
      return {
        id: login.data.user.id as number,
        name: (login.data.user.displayName ?? login.data.user.display_name) as string,
      }
    },
    { ...DEMO, count },
  )
}

const composer = (page: Page) => page.getByRole('textbox', { name: '消息内容' })

test.describe('messages', () => {
  test('R2.59 R6.2 /messages and /messages/{id} send a visitor to /login', async ({ page }) => {
    await page.goto('/messages')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/messages/2')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('R4.27 R2.60 R9.36 opening a conversation clears its badge and lowers the header count', async ({ page }) => {
    await signUp(page, 'mu')
    const demo = await messagesFromDemo(page, 3)
    await page.goto('/messages')
    const row = page.getByRole('link', { name: new RegExp(`^${demo.name}\\s*，3条未读`) })
    await expect(row).toBeVisible()
    await expect(page.getByRole('link', { name: '消息，3条未读' }).first()).toBeVisible()
    await row.click()
    await expect(page.getByRole('list', { name: '消息' })).toContainText('你好呀 3')
    await expect(
      page.getByRole('list', { name: '对话列表' }).getByRole('link', { name: new RegExp(`^${demo.name}(?!\\s*，)`) }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: '消息', exact: true }).first()).toBeVisible()
  })

  test('R2.61 R2.13 on a phone the list and the conversation are separate screens, with a back button between them', async ({
    page,
  }) => {
    await signUp(page, 'mp')
    const demo = await messagesFromDemo(page, 1)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/messages')
    const list = page.getByRole('list', { name: '对话列表' })
    await list.getByRole('link', { name: new RegExp(`^${demo.name}`) }).click()
    await expect(page.getByRole('list', { name: '消息' })).toContainText('你好呀 1')
    await expect(list).toBeHidden()
    await page.getByRole('link', { name: '返回', exact: true }).click()
    await expect(page).toHaveURL(/\/messages$/)
    await expect(list).toBeVisible()
    await expect(page.getByRole('list', { name: '消息' })).toBeHidden()
  })

  test('R6.3 R1.7 R2.13 R2.61 R4.28 R4.29 Enter sends and Shift+Enter does not; the list preview follows; it stays after reload', async ({
    page,
  }) => {
    await signUp(page, 'ms')
    const demo = await messagesFromDemo(page, 1)
    await page.goto(`/messages/${demo.id}`)
    await expect(page.getByRole('list', { name: '消息' })).toContainText('你好呀 1')
    const send = page.getByRole('button', { name: '发送' })
    await expect(send).toBeDisabled()
    await composer(page).fill('周六有空')
    await composer(page).press('Shift+Enter')
    await composer(page).pressSequentially('一起去爬山吗')
    await expect(composer(page)).toHaveValue('周六有空\n一起去爬山吗')
    const posted = page.waitForRequest((r) => r.url().includes('/api/messages/send'))
    await composer(page).press('Enter')
    await posted
    await expect(composer(page)).toHaveValue('')
    const mine = page.locator('[data-mine]').last()
    await expect(mine).toContainText('一起去爬山吗')
    await expect(page.getByRole('list', { name: '对话列表' })).toContainText('我：周六有空')
    await page.reload()
    await expect(page.getByRole('list', { name: '消息' })).toContainText('一起去爬山吗')
  })

  test('R2.62 /messages/{userId} opens a conversation with someone never messaged before', async ({ page }) => {
    await signUp(page, 'mn')
    await visit(page, '/')
    const author = page.locator('main article').first().getByRole('link').nth(1)
    const id = Number((await author.getAttribute('href'))!.split('/').pop())
    const name = (await author.textContent())!.trim()
    await visit(page, `/messages/${id}`)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('还没有消息，打个招呼吧')).toBeVisible()
    await composer(page).fill('你好，第一次聊天')
    await composer(page).press('Enter')
    await expect(page.locator('[data-mine]').last()).toContainText('你好，第一次聊天')
    await expect(
      page.getByRole('list', { name: '对话列表' }).getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toContainText('我：你好，第一次聊天')
  })

  test('R4.36 a message sent in one tab appears in the other', async ({ page, context }) => {
    await signUp(page, 'mt')
    const demo = await messagesFromDemo(page, 1)
    await page.goto(`/messages/${demo.id}`)
    const other = await context.newPage()
    await other.goto(`/messages/${demo.id}`)
    await expect(other.getByRole('list', { name: '消息' })).toContainText('你好呀 1')
    await composer(page).fill('两个窗口都能看到吗')
    await composer(page).press('Enter')
    await expect(other.getByRole('list', { name: '消息' })).toContainText('两个窗口都能看到吗')
  })

  test('R4.14 R4.41 a message written offline waits, then is sent once when the network returns', async ({
    page,
    context,
  }) => {
    await signUp(page, 'mo')
    const demo = await messagesFromDemo(page, 1)
    await page.goto(`/messages/${demo.id}`)
    await expect(page.getByRole('list', { name: '消息' })).toContainText('你好呀 1')
    const sends: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/messages/send')) sends.push(r.url())
    })
    await context.setOffline(true)
    await composer(page).fill('地铁里没信号')
    await composer(page).press('Enter')
    await expect(page.getByText('发送消息已加入队列，将在网络恢复后执行')).toBeVisible()
    await expect(page.locator('[data-pending]')).toContainText('地铁里没信号')
    expect(sends).toHaveLength(0)
    await context.setOffline(false)
    await expect(page.locator('[data-pending]')).toHaveCount(0)
    await expect(page.locator('[data-mine]').last()).toContainText('地铁里没信号')
    await page.waitForTimeout(1000)
    expect(sends).toHaveLength(1)
  })
})
