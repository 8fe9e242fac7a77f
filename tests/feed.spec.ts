import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { APP_LIBRARIES, holdInServiceWorker, holdRequests, login, pickFromMoreMenu } from './helpers'

const cards = (page: Page) => page.locator('main article')

/**
 * The live feed's cards: the page shows the build's first screen (ADR 015) until the app's first render replaces it,
 * and its tabs, search and buttons act only then.
 */
async function liveFeed(page: Page) {
  await expect(page.locator('#root > [data-first-screen]')).toHaveCount(0)
  await expect(cards(page).first()).toBeVisible()
}

test.describe('home feed', () => {
  test('R1.3 R2.1 R4.22 R7.12 a category tab reloads the feed from page 1 with its filter', async ({ page }) => {
    await page.goto('/')
    await liveFeed(page)
    const request = page.waitForRequest((r) => r.url().includes('/api/posts?') && r.url().includes('category=food'))
    await page.getByRole('navigation', { name: '分类' }).getByRole('button', { name: '美食' }).click()
    const url = new URL((await request).url())
    expect(url.searchParams.get('page')).toBe('1')
    await expect(page).toHaveURL(/category=food/)
    await expect(page.getByRole('navigation', { name: '分类' }).getByRole('button', { name: '美食' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('R4.23 R4.25 scrolling near the bottom loads page 2 without duplicate cards', async ({ page }) => {
    await page.goto('/')
    await liveFeed(page)
    const page2 = page.waitForRequest(
      (r) => r.url().includes('/api/posts?') && new URL(r.url()).searchParams.get('page') === '2',
    )
    await page.mouse.wheel(0, 4000)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page2
    // Page 2's cards are drawn (the masonry's cells past page 1's 20 hold their cards), then every rendered card links
    // to a different post.
    await expect
      .poll(() =>
        page
          .locator('main [data-index]')
          .evaluateAll((cells) =>
            Math.max(
              ...cells.filter((c) => c.querySelector('article')).map((c) => Number(c.getAttribute('data-index'))),
            ),
          ),
      )
      .toBeGreaterThanOrEqual(20)
    const hrefs = await page
      .locator('main article h2')
      .evaluateAll((els) => els.map((e) => e.closest('a')?.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  test('R1.3 R2.20 searching shows matching posts and no active tab', async ({ page }) => {
    await page.goto('/')
    await liveFeed(page)
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/posts?') && new URL(r.url()).searchParams.get('search') === '咖啡',
    )
    await page.getByPlaceholder('搜索你感兴趣的内容').fill('咖啡')
    await page.getByPlaceholder('搜索你感兴趣的内容').press('Enter')
    await expect(page).toHaveURL(/q=/)
    await expect(page.getByText('的搜索结果')).toBeVisible()
    // What the server found is what shows, and every post found is about 咖啡.
    type Found = {
      title: string
      content: string
      tags: string[]
      author?: { displayName?: string; username?: string }
      display_name?: string
      username?: string
    }
    const found = (await (await answer).json()).data as Found[]
    expect(found.length).toBeGreaterThan(0)
    // Matched in the title, the text, a tag or the author's name (R7.12).
    for (const p of found)
      expect(
        JSON.stringify([
          p.title,
          p.content,
          p.tags,
          p.author?.displayName,
          p.author?.username,
          p.display_name,
          p.username,
        ]),
      ).toContain('咖啡')
    await expect(cards(page).first().getByRole('heading')).toHaveText(found[0]!.title)
    await expect(page.getByRole('navigation', { name: '分类' }).locator('[aria-current="true"]')).toHaveCount(0)
  })

  test('R5.23 R6.2 R2.28 a visitor liking a card is asked to log in and nothing is sent; card titles stop at two lines', async ({
    page,
  }) => {
    await page.goto('/')
    await liveFeed(page)
    // No title in the feed runs past two lines (line-clamp), however long.
    const titles = cards(page).getByRole('heading')
    await expect(titles.first()).toBeVisible()
    const lines = await titles.evaluateAll((els) =>
      els.map((el) => {
        const css = getComputedStyle(el)
        return (
          (el.getBoundingClientRect().height - parseFloat(css.paddingTop) - parseFloat(css.paddingBottom)) /
          parseFloat(css.lineHeight)
        )
      }),
    )
    expect(Math.max(...lines)).toBeLessThanOrEqual(2.05)
    expect(await titles.first().evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2')
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/social/')) sent.push(r.url())
    })
    await cards(page).first().getByRole('button', { name: /^点赞/ }).click()
    await expect(page.getByText('请先登录').first()).toBeVisible()
    expect(sent).toEqual([])
  })

  test('R1.5 R4.6 R4.7 R4.9 a like on a card flips at once and is still there after reload', async ({ page }) => {
    await login(page)
    const card = cards(page).first()
    const like = card.getByRole('button', { name: /点赞 \d+/ }).first()
    const before = await like.getAttribute('aria-label')
    const wasLiked = before!.startsWith('取消点赞')
    const count = Number(before!.match(/\d+/)![0])
    const response = page.waitForResponse((r) => r.url().includes('/api/social/like/'))
    await like.click()
    const expected = `${wasLiked ? '点赞' : '取消点赞'} ${count + (wasLiked ? -1 : 1)}`
    await expect(card.getByRole('button', { name: expected })).toBeVisible()
    expect((await response).request().method()).toBe(wasLiked ? 'DELETE' : 'POST')
    await page.reload()
    await expect(cards(page).first().getByRole('button', { name: expected })).toBeVisible()
  })

  test('R4.14 R4.41 an offline like is queued, then sent exactly once when the network returns', async ({
    page,
    context,
  }) => {
    await login(page)
    const card = cards(page).first()
    const like = card.getByRole('button', { name: /点赞 \d+/ }).first()
    const label = (await like.getAttribute('aria-label'))!
    const wasLiked = label.startsWith('取消点赞')
    const count = Number(label.match(/\d+/)![0])
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/social/like/')) sent.push(r.method())
    })
    await context.setOffline(true)
    await like.click()
    await expect(page.getByText(/已加入队列，将在网络恢复后执行/)).toBeVisible()
    const expected = `${wasLiked ? '点赞' : '取消点赞'} ${count + (wasLiked ? -1 : 1)}`
    await expect(card.getByRole('button', { name: expected })).toBeVisible()
    expect(sent).toEqual([])
    await context.setOffline(false)
    await expect.poll(() => sent.length).toBe(1)
    await page.waitForTimeout(1500)
    expect(sent).toEqual([wasLiked ? 'DELETE' : 'POST'])
    await page.reload()
    await expect(cards(page).first().getByRole('button', { name: expected })).toBeVisible()
  })
})

test.describe('returning visit', () => {
  test('the last feed is painted before the app loads, then the live app takes over; a tap on it opens the post; logout forgets it', async ({
    page,
  }) => {
    await login(page)
    await expect(cards(page).first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lemon.homeSnapshot') !== null)).toBe(true)
    const firstTitle = await page.locator('main article h2').first().textContent()
    const second = {
      title: await page.locator('main article h2').nth(1).textContent(),
      href: await cards(page).nth(1).locator('a').first().getAttribute('href'),
    }

    // Hold the app's entry module: what shows meanwhile is the restored screen (src/app/first-screen/restore.ts).
    const release = await holdInServiceWorker(page.context(), /\/assets\/index-[^/]*\.js$/)
    await page.reload({ waitUntil: 'commit' })
    const restored = page.locator('#root > [data-first-screen]')
    await expect(restored.locator('main article h2').first()).toHaveText(firstTitle!)
    await expect(restored.locator('header')).toBeVisible()
    expect(
      await page.evaluate(() => ({
        // The theme is on <html> and its colours come from the static CSS, before any app code.
        themed:
          !!document.documentElement.dataset.theme &&
          getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim() !== '',
        focus: document.activeElement === document.body,
        live: document.querySelector('#root > header') !== null,
      })),
    ).toEqual({ themed: true, focus: true, live: false })

    // A tap on a restored card before the app is live is kept, and the app opens that post once it runs.
    await restored.getByRole('link', { name: second.title! }).click()
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/')
    await release()
    await expect(page).toHaveURL(new RegExp(`${second.href}$`))
    await expect(page.getByRole('heading', { level: 1, name: second.title! })).toBeVisible()
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)

    // Back home, the live app has replaced the restored copy.
    await page.goto('/')
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: firstTitle! }).first()).toBeVisible()

    // Only the cards that were in the window are kept; the live feed has more.
    const kept = await page.evaluate(() => {
      const snapshot = JSON.parse(localStorage.getItem('lemon.homeSnapshot') ?? '{}') as { html?: string }
      const shell = document.createElement('div')
      shell.innerHTML = snapshot.html ?? ''
      return shell.querySelectorAll('main article').length
    })
    expect(kept).toBeGreaterThan(0)
    expect(await cards(page).count()).toBeGreaterThan(kept)

    await pickFromMoreMenu(page, '退出登录', () => expect(page).toHaveURL(/\/login$/, { timeout: 5_000 }))
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => /snapshot/i.test(k)))
    expect(left).toEqual([])
  })
  test('R2.29 a post tapped on the restored screen opens at once from the card, at its address, while the app loads; the app then takes over with one history entry; back before it is live leads home', async ({
    page,
  }) => {
    await login(page)
    await expect(cards(page).first()).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lemon.homeSnapshot') !== null)).toBe(true)
    const title = await page.locator('main article h2').first().textContent()
    const href = await cards(page).first().locator('a').first().getAttribute('href')

    // Hold the app's libraries: the boot runs, the app cannot render.
    const release = await holdInServiceWorker(page.context(), APP_LIBRARIES)
    const drawingCode = page.waitForRequest(/\/assets\/post-preview-(?!shared-)[^/]*\.js$/)
    await page.reload({ waitUntil: 'commit' })
    const restored = page.locator('#root > [data-first-screen]')
    // The post's drawing code is fetched once the restored screen is painted, before any tap: ready when it comes.
    await drawingCode
    await restored.getByRole('link', { name: title! }).first().click()
    const drawn = page.locator('#root > [data-first-screen][data-post-preview] main')
    await expect(drawn.getByRole('heading', { level: 1, name: title! })).toBeVisible()
    await expect(drawn.getByRole('img', { name: `${title}（第1张）` })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    expect(await page.evaluate(() => document.querySelector('#root > header') === null)).toBe(true)

    await release()
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible()
    await expect(page.getByRole('button', { name: /^(取消)?点赞 / })).toBeEnabled()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(cards(page).first()).toBeVisible()

    // Back before the app is live: the app, once it runs, shows the home screen it is back at, not the post again.
    const held = await holdInServiceWorker(page.context(), APP_LIBRARIES)
    await page.reload({ waitUntil: 'commit' })
    await page.locator('#root > [data-first-screen]').getByRole('link', { name: title! }).first().click()
    await expect(
      page.locator('[data-post-preview] main').getByRole('heading', { level: 1, name: title! }),
    ).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await held()
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(cards(page).first()).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('a first visit', () => {
  test.use({ firstVisit: true })

  test("R2.33 a card tapped on the build's first screen while the backend still starts opens its post at once from the card's copy, then the live answer", async ({
    page,
  }) => {
    // Hold the app's libraries (so the tap meets the build's screen, not the live feed) and the backend's start.
    const releaseApp = await holdRequests(page, APP_LIBRARIES)
    const releaseBackend = await holdRequests(page, /\/assets\/browser-[^/]*\.js$/)
    await page.goto('/', { waitUntil: 'commit' })
    // A card of the build's masonry as the width lays it out (ADR 015).
    const built = page.locator('#root > [data-first-screen] main article:visible').first()
    const title = (await built.locator('h2').textContent())!.trim()
    await built.locator('a').first().click()
    // Drawn at once from the card's copy in the build's page, at its address, while the app's libraries are held.
    await expect(page).toHaveURL(/\/post\/\d+$/)
    await expect(
      page.locator('#root > [data-first-screen][data-post-preview] main h1', { hasText: title }),
    ).toBeVisible()
    releaseApp()

    // The app opens the post the tap asked for, from the card's copy in the build's page: its backend is not up yet.
    await expect(page).toHaveURL(/\/post\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()

    // Then the live answer: the backend starts and the post is asked for again.
    const answered = page.waitForResponse((r) => /\/api\/posts\/\d+$/.test(new URL(r.url()).pathname) && r.ok(), {
      timeout: 45_000,
    })
    releaseBackend()
    await answered
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // One history entry for the tap: back leads home.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('main article').first()).toBeVisible()
  })

  test("a search typed into the build's first screen before the app runs is kept: the live app searches for it", async ({
    page,
  }) => {
    const releaseApp = await holdRequests(page, APP_LIBRARIES)
    await page.goto('/', { waitUntil: 'commit' })
    // The page's own script (inline, at the end of its HTML) keeps what is typed: it has run once the HTML is parsed.
    // A submit before that is the browser's own (the form leaves for `/?`), which no visitor gets to within the parse.
    await page.waitForFunction(() => document.readyState !== 'loading')
    const built = page.locator('#root > [data-first-screen] header').getByRole('searchbox', { name: '搜索' })
    await built.fill('咖啡')
    await built.press('Enter')
    // The built page does not reload or leave: its form has no handler yet.
    await expect(page).toHaveURL(/\/$/)
    releaseApp()

    await expect(page.locator('[data-first-screen]')).toHaveCount(0)
    await expect(page).toHaveURL(/\?q=%E5%92%96%E5%95%A1$/)
    await expect(page.getByRole('searchbox', { name: '搜索' })).toHaveValue('咖啡')
  })
})
