import type { Page } from '@playwright/test'
import { hostile } from '../src/test/hostile-text'
import { expect, test } from './fixtures'
import { signUp } from './helpers'

// Issue 23, item 4 end to end: hostile text set through the real UI of the production build — the display name,
// bio and location (and a javascript: website, which the form refuses and another client sets); a post's title, body, tags and location with a picture; a comment and a
// reply; a message; a search — then every screen that shows it visited under the build's Content-Security-Policy
// (the fixture fails the journey on any violation). No script runs (no dialog, no page error, nothing runnable in
// the page), the javascript: website is text and not a link, and no screen is wider than the window, on a
// desktop and on a phone. The corpus's other texts are proven field by field and screen by screen in vitest
// (mock-server/handlers/hostile-text.test.ts, src/app/hostile-text/).

const NAME = hostile('attribute break-out').text
const BIO = [
  hostile('script tag').text,
  hostile('rtl override').text,
  hostile('zalgo').text,
  hostile('emoji sequences').text,
].join('\n')
const PLACE = `${hostile('long word').text}${hostile('astral cjk').text}`
const WEBSITE = hostile('javascript url').text
const TITLE = hostile('img onerror').text
const CONTENT = [
  hostile('iframe srcdoc').text,
  hostile('data url').text,
  hostile('markdown link').text,
  hostile('html entities').text,
  hostile('template braces').text,
  hostile('template literal').text,
  hostile('sql').text,
  hostile('line separators').text,
  'W'.repeat(300),
].join('\n')
const TAGS = `<b>粗体</b> {{constructor}} 🇨🇳🇯🇵 __proto__ null`
const POST_PLACE = 'Ｗ'.repeat(60)
const COMMENT = `${hostile('script tag').text} ${'W'.repeat(120)}`
const REPLY = `${hostile('bidi isolates').text}${hostile('zero-width').text}`
const MESSAGE = `${hostile('img onerror').text}\n${hostile('rtl override').text} ${'Ｗ'.repeat(80)}`

/** Nothing the texts could have made is in the page, and the page is no wider than its window. */
async function expectInertAndInside(page: Page, where: string) {
  const found = await page.evaluate(() => {
    // The build's own scripts (the first screen's, after #root) aside.
    const runnable = [
      ...document.body.querySelectorAll('script:not([data-build]), iframe, object, embed, [srcdoc]'),
    ].map((el) => el.outerHTML.slice(0, 80))
    const handlers = [...document.body.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
    )
    const links = [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href')!)
      .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))
    const root = document.documentElement
    return { runnable, handlers, links, overflow: root.scrollWidth - root.clientWidth }
  })
  expect(found, where).toEqual({ runnable: [], handlers: [], links: [], overflow: 0 })
}

/** A small PNG drawn by the page's canvas (the editor compresses it on an OffscreenCanvas, under the same policy). */
async function picture(page: Page) {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 600
    canvas.height = 800
    const ctx = canvas.getContext('2d')!
    ctx.fillStyle = '#f7c948'
    ctx.fillRect(0, 0, 600, 800)
    return canvas.toDataURL('image/png')
  })
  return { name: 'hostile.png', mimeType: 'image/png', buffer: Buffer.from(url.split(',')[1]!, 'base64') }
}

test.describe('hostile text, end to end', () => {
  test('set through the real UI and shown on every screen as text: no script runs, no CSP violation, nothing wider than the window', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const dialogs: string[] = []
    const errors: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    page.on('pageerror', (error) => errors.push(error.message))

    await signUp(page, 'xss')
    const me = await page.evaluate(async () => {
      const token = localStorage.getItem('lemon.accessToken')
      return (await (await fetch('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } })).json()).data
        .user.id as number
    })

    // The profile.
    await page.goto('/profile/edit')
    await page.getByLabel('显示名称').fill(NAME)
    await page.getByLabel('个人简介').fill(BIO)
    await page.getByLabel('所在地').fill(PLACE)
    // The form takes only http(s) websites; the server keeps any URL, so another client may set a javascript: one.
    await page.getByLabel('个人网站').fill(WEBSITE)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('form', { name: '编辑资料' }).getByText('个人网站格式不正确')).toBeVisible()
    await page.getByLabel('个人网站').fill('')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    const saved = await page.evaluate(
      async ({ name, website }) => {
        const token = localStorage.getItem('lemon.accessToken')
        const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
        const { user } = (await (await fetch('/api/users/profile', { headers })).json()).data
        const body = JSON.stringify({ displayName: name, bio: user.bio, location: user.location ?? '', website })
        return (await fetch('/api/users/profile', { method: 'PUT', headers, body })).status
      },
      { name: NAME, website: WEBSITE },
    )
    expect(saved).toBe(200)
    await page.reload()
    const card = page.getByRole('region', { name: '我的资料' })
    await expect(card.getByRole('heading', { name: NAME })).toBeVisible()
    await expect(card).toContainText(hostile('script tag').text)
    await expect(card).toContainText(PLACE)
    // A javascript: website is shown, as text.
    await expect(card.getByText(WEBSITE)).toBeVisible()
    await expect(card.getByRole('link', { name: WEBSITE })).toHaveCount(0)
    await expectInertAndInside(page, 'own profile')

    // A post, with a picture.
    await page.goto('/create')
    await page.getByLabel('添加图片').setInputFiles([await picture(page)])
    await expect(page.getByRole('list', { name: '已选图片' }).getByRole('img')).toHaveCount(1)
    await page.getByLabel('标题').fill(TITLE)
    await page.getByLabel('正文').fill(CONTENT)
    await page.getByLabel(/^标签/).fill(TAGS)
    await page.getByLabel(/^地点/).fill(POST_PLACE)
    await expectInertAndInside(page, 'editor with its preview')
    await page.getByRole('button', { name: '发布', exact: true }).click()
    await expect(page.getByText('发布成功！')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const first = page.locator('main article').first()
    await expect(first.locator('h2')).toHaveText(TITLE)
    await expect(first).toContainText(NAME)
    await expectInertAndInside(page, 'feed')

    // The post page: its text, a comment and a reply.
    await first.locator('h2').click()
    await expect(page).toHaveURL(/\/post\/\d+$/)
    const postPath = new URL(page.url()).pathname
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.locator('main')).toContainText(hostile('iframe srcdoc').text)
    await expect(page.locator('main')).toContainText(hostile('html entities').text)
    await expect(page.getByRole('list', { name: '标签' })).toContainText('#<b>粗体</b>')
    await expect(page.locator('main')).toContainText(POST_PLACE)
    const comments = page.getByRole('region', { name: /条评论/ })
    await comments.getByRole('button', { name: '写评论' }).click()
    await page.getByRole('textbox', { name: '评论内容' }).fill(COMMENT)
    await page.getByRole('textbox', { name: '评论内容' }).press('Control+Enter')
    const mine = comments.getByRole('article', { name: `${NAME}的评论` }).first()
    await expect(mine).toContainText(hostile('script tag').text)
    await mine.getByRole('button', { name: '回复' }).click()
    const reply = page.getByRole('textbox', { name: `回复 ${NAME}` })
    await reply.fill(REPLY)
    await reply.press('Control+Enter')
    await expect(comments.getByRole('list', { name: `${NAME}的评论的回复` }).first()).toContainText(
      hostile('zero-width').text,
    )
    await expectInertAndInside(page, 'post page with comments')

    // Search for it.
    await page.getByRole('searchbox', { name: '搜索' }).fill(TITLE)
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter')
    await expect(page.locator('main article').first().locator('h2')).toHaveText(TITLE)
    await expectInertAndInside(page, 'search results')
    await page.getByRole('searchbox', { name: '搜索' }).fill(hostile('script tag').text + '不存在的')
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter')
    await expect(page.getByText(`没有找到与“${hostile('script tag').text}不存在的”相关的笔记`)).toBeVisible()
    await expectInertAndInside(page, 'nothing found')

    // A message, in the conversation and in the list.
    await page.goto('/messages/2')
    await page.getByRole('textbox', { name: '消息内容' }).fill(MESSAGE)
    await page.getByRole('button', { name: '发送' }).click()
    await expect(page.getByRole('list', { name: '消息' })).toContainText(hostile('img onerror').text)
    await expectInertAndInside(page, 'conversation')
    await page.goto('/messages')
    await expect(page.getByRole('list', { name: '对话列表' })).toContainText(hostile('img onerror').text)
    await expectInertAndInside(page, 'conversation list')

    // Where others see the name: their followers list, the user page; and the history of what was read.
    await page.goto('/user/2')
    // The follow is sent after its debounce: wait for the server's answer before leaving.
    const followed = page.waitForResponse(
      (r) => r.url().includes('/api/social/follow/2') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: /^关注 / }).click()
    await expect(page.getByRole('button', { name: /^已关注 / })).toBeVisible()
    expect((await followed).ok()).toBe(true)
    await page.goto('/user/2/followers')
    await expect(page.getByRole('article', { name: NAME })).toBeVisible()
    await expectInertAndInside(page, 'followers list')
    await page.goto(`/user/${me}`)
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()
    await expect(page.getByRole('region', { name: '用户资料' })).toContainText(hostile('zalgo').text)
    await expectInertAndInside(page, 'user page')
    await page.goto('/history')
    await expect(page.locator('main article').first()).toContainText(TITLE)
    await expectInertAndInside(page, 'history')

    // On a phone, where a long word has the least room.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of [postPath, '/profile', '/messages/2', `/user/${me}`, '/']) {
      await page.goto(path)
      if (path === '/') await expect(page.locator('main article').first()).toBeVisible()
      else await expect(page.locator('main')).toContainText(path === '/messages/2' ? hostile('img onerror').text : NAME)
      await expectInertAndInside(page, `phone ${path}`)
    }

    expect(dialogs, 'dialogs opened by the page').toEqual([])
    expect(errors, 'uncaught errors in the page').toEqual([])
  })
})
