import { expect, test } from './fixtures'
import { login, makePngs, PHOTOS, someoneElsesPostId, visit } from './helpers'

const uniqueTitle = (prefix: string) => `${prefix}${Date.now().toString(36)}`

test.describe('create and edit a post', () => {
  test('R6.3 R1.4 R2.9 R2.10 R2.11 R2.31 R4.31 R8.34 publish with 3 images → first in the feed, after reload too and by search; then edit → /post/{id}', async ({
    page,
  }) => {
    // A whole journey (publish, reload, search, edit) on a fresh browser that first seeds the mock db.
    test.setTimeout(120_000)
    await login(page)
    await visit(page, '/create')
    await expect(page.getByRole('heading', { level: 1, name: '发布笔记' })).toBeVisible()

    await page.getByLabel('添加图片').setInputFiles(await makePngs(page, PHOTOS))
    await expect(page.getByRole('list', { name: '已选图片' }).getByRole('img')).toHaveCount(3)
    const title = uniqueTitle('海边日落')
    await page.getByLabel('标题').fill(title)
    await page.getByLabel('正文').fill('傍晚的海风很温柔，拍下了三张喜欢的照片。')
    await page.getByLabel(/^标签/).fill('日落 海边')
    await page.getByLabel('分类').selectOption('travel')
    await page.getByRole('button', { name: '发布', exact: true }).click()

    await expect(page.getByText('发布成功！')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const first = page.locator('main article').first()
    await expect(first.locator('h2')).toHaveText(title)
    await expect(first.getByText('3图')).toBeVisible()

    await page.reload()
    await expect(page.locator('main article').first().locator('h2')).toHaveText(title)

    await page.getByRole('searchbox', { name: '搜索' }).fill(title)
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter')
    await expect(page.locator('main article').first().locator('h2')).toHaveText(title)

    await page.locator('main article').first().locator('h2').click()
    await expect(page).toHaveURL(/\/post\/\d+$/)
    const postId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByRole('article').locator('img').first()).toBeVisible()

    // The author's menu leads to the editor (/create/{id}); /edit-post/{id} is the same editor.
    await page.getByRole('article').getByRole('button', { name: '更多', exact: true }).click()
    await page.getByRole('menuitem', { name: '编辑帖子' }).click()
    await expect(page).toHaveURL(new RegExp(`/create/${postId}$`))
    await expect(page.getByRole('heading', { level: 1, name: '编辑笔记' })).toBeVisible()
    await expect(page.getByLabel('标题')).toHaveValue(title)
    await expect(page.getByRole('list', { name: '已选图片' }).getByRole('img')).toHaveCount(3)

    const edited = uniqueTitle('改过的日落')
    await page.getByLabel('标题').fill(edited)
    await page.getByRole('button', { name: '第3张图片左移' }).click()
    await page.getByRole('button', { name: '保存修改' }).click()
    await expect(page.getByText('更新成功！')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`))
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(edited)

    await visit(page, `/edit-post/${postId}`)
    await expect(page.getByRole('heading', { level: 1, name: '编辑笔记' })).toBeVisible()
    await expect(page.getByLabel('标题')).toHaveValue(edited)
  })

  test("R5.14 R9.8 the title counts and caps characters as the server does: 30 emoji fit (the browser's maxlength would stop at 15) and publish", async ({
    page,
  }) => {
    await login(page)
    await visit(page, '/create')
    const title = page.getByLabel('标题')
    const emoji = ['🍋', '🌊', '🌅', '😀', '𠀀']
    const thirty = Array.from({ length: 30 }, (_, i) => emoji[i % emoji.length]).join('')
    await title.fill(`${thirty}🍋`)
    await expect(title).toHaveValue(thirty)
    await expect(page.getByText('30/30')).toBeVisible()
    await page.getByLabel('正文').fill('表情标题')
    await page.getByRole('button', { name: '发布', exact: true }).click()
    await expect(page.getByText('发布成功！')).toBeVisible()
    await expect(page.locator('main article').first().locator('h2')).toHaveText(thirty)
  })

  test('R6.2 R5.17 R8.30 a visitor opening /create gets 请先登录 and lands on /login', async ({ page }) => {
    await visit(page, '/create')
    await expect(page.getByText('发布帖子需要登录账户').first()).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test("R8.27 someone else's post can't be edited: 无法编辑帖子 with a way back", async ({ page }) => {
    await login(page)
    const postId = await someoneElsesPostId(page)
    await visit(page, `/edit-post/${postId}`)
    await expect(page.getByRole('heading', { name: '无法编辑帖子' })).toBeVisible()
    await page.getByRole('link', { name: '返回笔记' }).click()
    await expect(page).toHaveURL(new RegExp(`/post/${postId}$`))
  })
})
