import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signUp, visit } from './helpers'

/** A seeded user other than the one signed in: the author of the feed's first card. */
async function someoneElse(page: Page): Promise<{ id: number; name: string }> {
  await visit(page, '/')
  const author = page.locator('main article').first().getByRole('link').nth(1)
  const href = await author.getAttribute('href')
  return { id: Number(href!.split('/').pop()), name: (await author.textContent())!.trim() }
}

const followers = async (page: Page) =>
  Number((await page.getByRole('link', { name: /关注者/ }).textContent())!.replace(/\D/g, ''))

test.describe('people', () => {
  test('R6.3 R1.6 R4.15 R4.18 R4.19 R2.49 R2.50 follow flips to 已关注 and the follower count rises by one, on screen, after reload and in another tab; unfollow', async ({
    page,
    context,
  }) => {
    await signUp(page, 'pf')
    const them = await someoneElse(page)
    await visit(page, `/user/${them.id}`)
    await expect(page.getByRole('heading', { level: 1, name: them.name })).toBeVisible()
    const before = await followers(page)
    const other = await context.newPage()
    await other.goto(`/user/${them.id}`)
    await expect(other.getByRole('button', { name: `关注 ${them.name}` })).toBeVisible()

    const sent = page.waitForRequest((r) => r.url().includes(`/api/social/follow/${them.id}`) && r.method() === 'POST')
    await page.getByRole('button', { name: `关注 ${them.name}` }).click()
    await expect(page.getByRole('button', { name: `已关注 ${them.name}` })).toBeVisible()
    await sent
    await expect(page.getByText('关注成功')).toBeVisible()
    await expect.poll(() => followers(page)).toBe(before + 1)
    // R4.36: the other tab follows without reload.
    await expect(other.getByRole('button', { name: `已关注 ${them.name}` })).toBeVisible()
    await expect.poll(() => followers(other)).toBe(before + 1)

    await page.reload()
    await expect(page.getByRole('button', { name: `已关注 ${them.name}` })).toBeVisible()
    expect(await followers(page)).toBe(before + 1)

    await page.getByRole('button', { name: `已关注 ${them.name}` }).click()
    await expect(page.getByRole('button', { name: `关注 ${them.name}` })).toBeVisible()
    await expect(page.getByText('取消关注').first()).toBeVisible()
    await expect.poll(() => followers(page)).toBe(before)
    await page.reload()
    expect(await followers(page)).toBe(before)
  })

  test('R2.50 R6.2 a visitor sees no follow or 私信 on a user page', async ({ page }) => {
    const them = await someoneElse(page)
    await visit(page, `/user/${them.id}`)
    await expect(page.getByRole('heading', { level: 1, name: them.name })).toBeVisible()
    await expect(page.getByRole('button', { name: /关注/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /私信/ })).toHaveCount(0)
    // Every crumb is a real page: 首页, then this user's page.
    const crumbs = page.getByRole('navigation', { name: '面包屑' })
    await expect(crumbs).toHaveText(`首页/${them.name}`)
    await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('button')).toHaveCount(0)
  })

  test('R2.7 R2.8 R3.10 the lists show their users and 私信 opens /messages/{id}; my following list is 我的关注', async ({
    page,
  }) => {
    await signUp(page, 'pl')
    const them = await someoneElse(page)
    await visit(page, `/user/${them.id}`)
    await page.getByRole('button', { name: `关注 ${them.name}` }).click()
    await expect(page.getByText('关注成功')).toBeVisible()
    await page.getByRole('link', { name: /关注中/ }).click()
    await expect(page).toHaveURL(new RegExp(`/user/${them.id}/following$`))
    await visit(page, `/user/${them.id}/followers`)
    await expect(page.getByRole('heading', { level: 1, name: `${them.name}的粉丝` })).toBeVisible()
    await expect(page.getByRole('list', { name: '粉丝列表' }).getByRole('article').first()).toBeVisible()

    await visit(page, '/following')
    await expect(page.getByRole('heading', { level: 1, name: '我的关注' })).toBeVisible()
    const row = page.getByRole('article', { name: them.name })
    await expect(row.getByRole('button', { name: `已关注 ${them.name}` })).toBeVisible()
    await row.getByRole('link', { name: `私信 ${them.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/messages/${them.id}$`))
  })

  test('R2.4 R2.46 R2.45 R2.77 a new user’s own profile: real counts, tabs that load on first open, their empty states', async ({
    page,
  }) => {
    const me = await signUp(page, 'pp')
    const requests: string[] = []
    page.on('request', (r) => {
      const u = r.url()
      if (u.includes('/api/social/my-liked-posts')) requests.push('liked')
      if (u.includes('/api/social/bookmarks')) requests.push('bookmarks')
    })
    await visit(page, '/profile')
    const card = page.getByRole('region', { name: '我的资料' })
    await expect(card.getByRole('heading', { name: me.displayName })).toBeVisible()
    await expect(card.getByRole('link', { name: /0\s*关注者/ })).toBeVisible()
    await expect(page.getByRole('link', { name: '发布第一篇帖子' })).toHaveAttribute('href', '/create')
    expect(requests).toEqual([])
    await page.getByRole('tab', { name: '点赞' }).click()
    await expect(page.getByRole('heading', { name: '还没有点赞任何帖子' })).toBeVisible()
    await page.getByRole('tab', { name: '收藏' }).click()
    await expect(page.getByRole('heading', { name: '还没有收藏任何帖子' })).toBeVisible()
    expect(requests).toEqual(['liked', 'bookmarks'])
  })

  test('R2.52 R8.33 an invalid user id shows 用户不存在或加载失败 with a way back', async ({ page }) => {
    await page.goto('/user/abc')
    await expect(page.getByRole('alert')).toContainText('用户不存在或加载失败')
    await visit(page, '/user/999999')
    await expect(page.getByRole('alert')).toContainText('用户不存在或加载失败')
    await expect(page.getByRole('alert').getByRole('button', { name: '返回' })).toBeVisible()
  })

  test('R2.51 R2.39 a user page has one tab 帖子 with a masonry list; a card opens the post dialog, carousel on the left; Back closes it', async ({
    page,
  }) => {
    const them = await someoneElse(page)
    await visit(page, `/user/${them.id}`)
    const card = page.locator('main article').first()
    await expect(card).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['帖子'])
    // Masonry: the cards stand in more than one column.
    const columns = await page
      .locator('main article')
      .evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size)
    expect(columns).toBeGreaterThan(1)
    const title = (await card.locator('h3').textContent())!.trim()
    await card.locator('h3').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
    const carousel = (await dialog.getByRole('region', { name: '图片' }).boundingBox())!
    const heading = (await dialog.getByRole('heading', { name: title }).boundingBox())!
    expect(carousel.x + carousel.width).toBeLessThanOrEqual(heading.x)
    await expect(page).toHaveURL(/\/post\/\d+$/)
    await page.goBack()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/user/${them.id}$`))
  })
})
