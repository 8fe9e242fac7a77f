import { makePngs } from '../helpers'
import { callApi, registerUser, signInBrowser } from './api'
import { REAL_API_BASE, REAL_API_ORIGIN } from './real-api'
import { expect, expectAccessible, test } from './fixtures'

// Writing to the API from the screens: a post with a picture, whose picture the API then serves from its own origin,
// and a comment.

test.describe('posts and comments against the API', () => {
  test('R1.4 R2.9 R2.11 R3.14 a post published with a picture from the create screen: the picture is uploaded to the API, and the post page shows it and its author’s uploaded avatar from the API origin', async ({
    page,
    context,
    apiTraffic,
  }) => {
    const me = await registerUser('cp')
    await signInBrowser(context, me)
    await page.goto('/create')
    await expect(page.getByRole('heading', { level: 1, name: '发布笔记' })).toBeVisible()
    await expectAccessible(page, '/create')

    const [photo, avatar] = await makePngs(page, [
      { w: 60, h: 80, colour: '#4fb0ae' },
      { w: 48, h: 48, colour: '#f28ba8' },
    ])
    // An avatar of the author's, which the API keeps as an /uploads/ path of its own origin.
    const form = new FormData()
    form.append('avatar', new Blob([avatar!.buffer], { type: 'image/png' }), 'avatar.png')
    const uploaded = await fetch(`${REAL_API_BASE}/upload/avatar`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${me.token}` },
    })
    expect(uploaded.status).toBe(201)
    await page.getByLabel('添加图片').setInputFiles([photo!])
    await expect(page.getByRole('list', { name: '已选图片' }).getByRole('img')).toHaveCount(1)
    const title = `接口图片${Date.now().toString(36)}`
    await page.getByLabel('标题').fill(title)
    await page.getByLabel('正文').fill('一张从发布页上传到接口的图片。')
    await page.getByLabel('分类').selectOption('lifestyle')
    const created = page.waitForResponse((r) => r.url() === `${REAL_API_BASE}/posts` && r.request().method() === 'POST')
    await page.getByRole('button', { name: '发布', exact: true }).click()
    const answer = await created
    expect(answer.status()).toBe(201)
    const postId = ((await answer.json()) as { data: { id: number } }).data.id
    await expect(page.getByText('发布成功！')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    await page.goto(`/post/${postId}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const picture = page.getByRole('article').getByRole('region', { name: '图片' }).locator('img').first()
    await expect(picture).toHaveAttribute('src', new RegExp(`^${REAL_API_ORIGIN}/uploads/`))
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(60)
    const face = page.getByRole('article').getByRole('link', { name: me.user.displayName }).locator('img')
    await expect(face).toHaveAttribute('src', new RegExp(`^${REAL_API_ORIGIN}/uploads/`))
    await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48)
    // The server has it, with the picture it stored.
    const stored = await callApi<{ title: string; images: { url: string }[] }>('GET', `/posts/${postId}`)
    expect(stored.data.title).toBe(title)
    expect(stored.data.images).toHaveLength(1)
    expect(apiTraffic.matching('POST', /^\/upload\//).map((c) => c.status)).toEqual([201])
  })

  test('R1.5 R2.35 R2.36 a comment written on the post page is sent to the API, shown as sent, and kept there', async ({
    page,
    context,
  }) => {
    const me = await registerUser('cm')
    await signInBrowser(context, me)
    const postId = 18
    await page.goto(`/post/${postId}`)
    const panel = page.getByRole('region', { name: /条评论/ })
    await panel.getByRole('button', { name: '写评论' }).click()
    const text = `接口评论 ${Date.now().toString(36)}`
    await page.getByRole('textbox', { name: '评论内容' }).fill(text)
    const posted = page.waitForResponse(
      (r) => r.url().startsWith(`${REAL_API_BASE}/comments?`) && r.request().method() === 'POST',
    )
    await page.getByRole('textbox', { name: '评论内容' }).press('Control+Enter')
    expect((await posted).status()).toBe(201)
    const mine = panel.getByRole('article', { name: `${me.user.displayName}的评论` }).first()
    await expect(mine).toContainText(text)
    await expect(mine).toHaveAttribute('data-state', 'sent')
    await expect(mine).toContainText('刚刚')
    await expect(page.getByText('评论发布成功！')).toBeVisible()
    await expectAccessible(page, `/post/${postId} with a comment`)
    const comments = await callApi<{ content: string }[]>('GET', `/comments/post/${postId}`)
    expect(comments.data.map((c) => c.content)).toContain(text)
  })
})
