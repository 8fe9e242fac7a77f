import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUp, visit } from './helpers'

// The saved page (/saved) and the post dialog its cards open (R2.12, R2.39–R2.41, R5.12).

/** A seeded post with comments by other people (as tests/comments.spec.ts uses). */
const POST_ID = 1

/** Bookmarks post `id` from its page, as a user would, and returns its title. */
async function bookmark(page: Page, id: number): Promise<string> {
  await visit(page, `/post/${id}`)
  const title = (await page.getByRole('article').getByRole('heading', { level: 1 }).textContent())!.trim()
  const sent = page.waitForResponse(
    (r) => r.url().includes(`/api/social/bookmark/${id}`) && r.request().method() === 'POST',
  )
  await page
    .getByRole('article')
    .getByRole('button', { name: /^收藏 \d+$/ })
    .click()
  expect((await sent).ok()).toBe(true)
  return title
}

const dialog = (page: Page) => page.getByRole('dialog')
const cardLink = (page: Page, title: string) =>
  page.locator('main article').getByRole('link', { name: title, exact: true })

test.describe('saved page and the post dialog', () => {
  test('R1.5 R2.12 R2.39 R2.40 R2.41 R5.12 a bookmarked post is listed; its dialog shows the real comments, stores a new one and sends like to the server', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const me = await signUp(page, 'sv')
    const title = await bookmark(page, POST_ID)
    const firstComment = await page.evaluate(async (id) => {
      const list = await (await fetch(`/api/comments/post/${id}?page=1&limit=20`)).json()
      const items = (Array.isArray(list.data) ? list.data : list.data.items) as { content: string }[]
      return items[0]!.content
    }, POST_ID)

    await visit(page, '/saved')
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible()
    await expect(page.getByText('共 1 篇')).toBeVisible()
    await cardLink(page, title).click()
    await expect(page).toHaveURL(new RegExp(`/post/${POST_ID}$`))
    const d = dialog(page)
    await expect(d).toBeVisible()
    await expect(d.getByRole('heading', { name: title })).toBeVisible()
    // The list stays behind it.
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏', includeHidden: true })).toBeAttached()

    // R2.39: the carousel.
    const carousel = d.getByRole('region', { name: '图片' })
    await expect(carousel.getByRole('img', { name: `${title}（第1张）` })).toBeVisible()
    await expect(carousel.getByText(/^1 \/ \d+$/)).toBeVisible()
    // R2.41: the post's real comments, not samples.
    await expect(d.getByRole('article').filter({ hasText: firstComment }).first()).toBeVisible()

    // R5.12: blank is not sent; a comment goes to the server.
    const box = d.getByRole('textbox', { name: '评论内容' })
    await expect(box).toHaveAttribute('placeholder', '写下你的想法...')
    const send = d.getByRole('button', { name: '发送' })
    await box.fill('   ')
    await expect(send).toBeDisabled()
    const text = `弹窗里的评论 ${Date.now().toString(36)}`
    await box.fill(text)
    const posted = page.waitForResponse((r) => r.url().includes('/api/comments') && r.request().method() === 'POST')
    await box.press('Control+Enter')
    expect((await posted).status()).toBe(201)
    const mine = d.getByRole('article', { name: `${me.displayName}的评论` }).filter({ hasText: text })
    await expect(mine).toHaveAttribute('data-state', 'sent')
    await expect(box).toHaveValue('')

    // R2.41: the like is sent to the server.
    const like = d.getByRole('button', { name: /^点赞 \d+$/ })
    const count = Number((await like.getAttribute('aria-label'))!.match(/\d+/)![0])
    const liked = page.waitForRequest((r) => r.url().endsWith(`/api/social/like/${POST_ID}`))
    await like.click()
    const request = await liked
    expect(request.method()).toBe('POST')
    expect((await request.response())!.ok()).toBe(true)
    await expect(d.getByRole('button', { name: `取消点赞 ${count + 1}` })).toBeVisible()

    // Esc closes: back to /saved, focus on the card that opened it.
    await page.keyboard.press('Escape')
    await expect(d).toBeHidden()
    await expect(page).toHaveURL(/\/saved$/)
    await expect(cardLink(page, title)).toBeFocused()
    await expect(page.locator('main article').getByRole('button', { name: `取消点赞 ${count + 1}` })).toBeVisible()

    // Reopened, the comment is still there (from the server).
    await cardLink(page, title).click()
    await expect(dialog(page).getByText(text)).toBeVisible()
    // The browser's Back closes it too.
    await page.goBack()
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/saved$/)
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible()

    // A reload with the dialog open shows the post page, with the comment and the like stored.
    await cardLink(page, title).click()
    await expect(dialog(page)).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/post/${POST_ID}$`))
    await expect(page.getByRole('article').getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole('region', { name: /条评论/ }).getByText(text)).toBeVisible()
    await expect(
      page
        .getByRole('article')
        .getByRole('button', { name: `取消点赞 ${count + 1}` })
        .first(),
    ).toBeVisible()
  })

  test('R2.40 the dialog from the keyboard: Enter on a card opens it, the close button closes it and focus returns to the card', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signUp(page, 'sk')
    const title = await bookmark(page, POST_ID)
    await visit(page, '/saved')
    const link = cardLink(page, title)
    await link.focus()
    await page.keyboard.press('Enter')
    const d = dialog(page)
    await expect(d).toBeVisible()
    await expect(d.getByRole('link', { name: '查看完整笔记' })).toHaveAttribute('href', `/post/${POST_ID}`)
    // The comments have arrived (a loading placeholder focused and then replaced would drop focus to the page).
    await expect(d.getByRole('article').first().or(d.getByText('还没有评论'))).toBeVisible()
    // Focus stays inside the dialog: the trap's guards at its edges send it back in (a moment later, hence the poll).
    const focusInside = () => d.evaluate((el) => el.contains(document.activeElement))
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
    await expect.poll(focusInside).toBe(true)
    for (let i = 0; i < 15; i++) await page.keyboard.press('Shift+Tab')
    await expect.poll(focusInside).toBe(true)
    await d.getByRole('button', { name: '关闭' }).click()
    await expect(d).toBeHidden()
    await expect(page).toHaveURL(/\/saved$/)
    await expect(link).toBeFocused()
    // 查看完整笔记 leaves the dialog for the post page.
    await link.click()
    await dialog(page).getByRole('link', { name: '查看完整笔记' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/post/${POST_ID}$`))
    await expect(page.getByRole('article').getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('R2.12 R6.2 logged out, /saved goes to /login', async ({ page }) => {
    await page.goto('/saved')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
  })

  test('R2.77 an empty saved page says 还没有收藏任何帖子 and offers discovery', async ({ page }) => {
    await signUp(page, 'se')
    await visit(page, '/saved')
    await expect(page.getByRole('heading', { name: '还没有收藏任何帖子' })).toBeVisible()
    await expect(page.getByText('共 0 篇')).toBeVisible()
    await page.getByRole('link', { name: '去发现好内容' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('main article').first()).toBeVisible()
  })
})
