import { expect, test } from './fixtures'
import { APP_LIBRARIES, holdRequests, login, someoneElsesPostId, visit } from './helpers'

test.describe('post page', () => {
  test('R2.11 R2.29 R2.30 the post page shows gallery, author, text, tags with # and actions', async ({ page }) => {
    await page.goto('/')
    const first = page.locator('main article').first()
    const title = (await first.locator('h2').textContent())!.trim()
    await first.locator('h2').click()
    await expect(page).toHaveURL(/\/post\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // The live page: the post drawn at the tap (the same markup) has been replaced by the app's.
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page.getByRole('article').locator('img').first()).toBeVisible()
    // On a wide screen the gallery is on the left of the text; the back button is above.
    const gallery = (await page.getByRole('article').getByRole('region', { name: '图片' }).boundingBox())!
    const heading = (await page.getByRole('heading', { level: 1, name: title }).boundingBox())!
    expect(gallery.x + gallery.width).toBeLessThanOrEqual(heading.x)
    await expect(page.getByRole('button', { name: /返回/ }).first()).toBeVisible()
    await expect(page.getByRole('list', { name: '标签' }).getByRole('link').first()).toHaveText(/^#/)
    await expect(page.getByRole('button', { name: /点赞 \d+/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /收藏 \d+/ })).toBeVisible()
    await expect(page.getByRole('button', { name: '分享' })).toBeVisible()
    // The content, the author's link to their page, the comment count and the scrolling comment panel.
    const article = page.getByRole('article').first()
    await expect(article.locator('p').first()).not.toBeEmpty()
    const author = article.getByRole('link').first()
    await expect(author).toHaveAttribute('href', /^\/user\/\d+$/)
    const count = page.getByRole('button', { name: /^评论 \d+$/ })
    await expect(count).toBeVisible()
    const n = Number((await count.getAttribute('aria-label'))!.replace(/\D/g, ''))
    const comments = page.getByRole('region', { name: `共 ${n} 条评论` })
    await expect(comments).toBeVisible()
    // The comments scroll inside the post's right side, not the page.
    const scrolls = await comments.evaluate((el) => {
      for (let n = el.parentElement; n && n !== document.body; n = n.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(n).overflowY)) return true
      return false
    })
    expect(scrolls).toBe(true)
    await author.click()
    await expect(page).toHaveURL(/\/user\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('R2.33 an unknown post shows the not-found view with a way home', async ({ page }) => {
    await page.goto('/post/99999999')
    await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible()
    await page.getByRole('link', { name: '返回首页' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('R2.30 R2.32 R6.4 R8.27 R8.28 others get report (in development) and share link (copied) in the menu', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await login(page)
    const postId = await someoneElsesPostId(page)
    await visit(page, `/post/${postId}`)
    await page.getByRole('article').getByRole('button', { name: '更多', exact: true }).click()
    await expect(page.getByRole('menuitem')).toHaveText(['举报帖子', '分享链接'])
    await page.getByRole('menuitem', { name: '举报帖子' }).click()
    await expect(page.getByText('举报功能正在开发中')).toBeVisible()
    await page.getByRole('article').getByRole('button', { name: '更多', exact: true }).click()
    await page.getByRole('menuitem', { name: '分享链接' }).click()
    await expect(page.getByText('链接已复制到剪贴板')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('R1.4 R2.31 R4.30 R8.27 R8.34 the author deletes a post: confirm, then home with 帖子已删除', async ({
    page,
  }) => {
    await login(page)
    // Find one of the demo user's own posts through the API the app uses.
    const postId = await page.evaluate(async () => {
      const token = localStorage.getItem('lemon.accessToken')
      const me = await (await fetch('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } })).json()
      const posts = await (await fetch(`/api/users/${me.data.user.id}/posts`)).json()
      return posts.data[0].id as number
    })
    await visit(page, `/post/${postId}`)
    await page.getByRole('article').getByRole('button', { name: '更多', exact: true }).click()
    await page.getByRole('menuitem', { name: '删除帖子' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await page.getByRole('button', { name: '删除', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('帖子已删除')).toBeVisible()
    await page.goto(`/post/${postId}`)
    await expect(page.getByRole('heading', { name: '内容不存在' })).toBeVisible()
  })
})

test.describe("the build's post page on a first visit", () => {
  test.use({ firstVisit: true })

  test('a button pressed on it before the app runs is pressed again by the live app: 更多 opens its menu', async ({
    page,
  }) => {
    // Hold the app's libraries, so the press meets the page the build rendered (ADR 015), not the live one.
    const releaseApp = await holdRequests(page, APP_LIBRARIES)
    await page.goto('/post/3', { waitUntil: 'commit' })
    const built = page.locator('#root > [data-first-screen] article')
    await built.getByRole('button', { name: '更多', exact: true }).click()
    await expect(page.getByRole('menu')).toHaveCount(0)
    releaseApp()

    // The live page replaces the built one, then opens the menu the press asked for.
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: '分享链接' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(page.getByRole('article').getByRole('button', { name: '更多', exact: true })).toBeFocused()
  })
})
