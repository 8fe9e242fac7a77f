import type { Page } from '@playwright/test'
import { postOnServer, registerUser, signInBrowser } from './api'
import { REAL_API_BASE } from './real-api'
import { expect, expectAccessible, test } from './fixtures'

// A like on the post page, proven on the server: refused and rolled back, kept, and made offline then sent once.
// Each journey has a user and a post of its own (the journeys share the API and run side by side).

const likeButton = (page: Page, liked: boolean, count: number) =>
  page.getByRole('main').getByRole('button', { name: `${liked ? '取消点赞' : '点赞'} ${count}`, exact: true })

/** What the app still has to send (R3.17 pendingOperations, kept in localStorage). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('lemon.globalState') ?? '{}') as { state?: { pendingOperations?: unknown[] } })
        .state?.pendingOperations?.length ?? 0,
  )

test.describe('likes against the API', () => {
  test('R1.5 R4.7 R4.12 R4.13 a like the API answers with 500 is tried 3 times, then rolled back with 达到最大重试次数 / 操作失败，已回滚更改; a real like then stays on the server', async ({
    page,
    context,
    apiTraffic,
  }) => {
    const me = await registerUser('lk')
    await signInBrowser(context, me)
    const postId = 15
    const before = await postOnServer(postId, me.token)
    await page.goto(`/post/${postId}`)
    await expect(likeButton(page, false, before.likesCount)).toBeVisible()
    await expectAccessible(page, `/post/${postId}`)

    let refused = 0
    await page.route(`${REAL_API_BASE}/social/like/${postId}`, (route) => {
      refused += 1
      return route.fulfill({
        status: 500,
        // The browser reads a cross-origin answer only with the API's CORS header, faked or not.
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: JSON.stringify({
          success: false,
          message: '服务器内部错误',
          code: 'SERVER_001',
          timestamp: new Date().toISOString(),
        }),
      })
    })
    await likeButton(page, false, before.likesCount).click()
    // At once, before any answer.
    await expect(likeButton(page, true, before.likesCount + 1)).toBeVisible()
    await expect(page.getByText('达到最大重试次数')).toBeVisible()
    await expect(page.getByText('操作失败，已回滚更改')).toBeVisible()
    await expect(likeButton(page, false, before.likesCount)).toBeVisible()
    expect(refused).toBe(3)
    expect(await postOnServer(postId, me.token)).toMatchObject({ isLiked: false, likesCount: before.likesCount })

    await page.unroute(`${REAL_API_BASE}/social/like/${postId}`)
    const kept = page.waitForResponse(
      (r) => r.url() === `${REAL_API_BASE}/social/like/${postId}` && r.request().method() === 'POST',
    )
    await likeButton(page, false, before.likesCount).click()
    expect((await kept).status()).toBe(200)
    await expect(likeButton(page, true, before.likesCount + 1)).toBeVisible()
    expect(await postOnServer(postId, me.token)).toMatchObject({ isLiked: true, likesCount: before.likesCount + 1 })
    // The refused attempts never reached the API; the real like did, once.
    expect(
      apiTraffic.matching('POST', new RegExp(`^/social/like/${postId}$`)).filter((c) => c.status === 200),
    ).toHaveLength(1)
  })

  test('R1.5 R4.14 R4.41 a like made offline is queued, then sent to the API exactly once when the network is back', async ({
    page,
    context,
    apiTraffic,
  }) => {
    const me = await registerUser('ol')
    await signInBrowser(context, me)
    const postId = 17
    const before = await postOnServer(postId, me.token)
    // No service worker keeps the app's files in this build: the toasts' code is fetched once the page is idle
    // (src/app/start-app.ts), and the queued toast can show offline only after that.
    const toastCode = page.waitForResponse((r) => /\/assets\/toaster-host-[^/]+\.js$/.test(r.url()))
    await page.goto(`/post/${postId}`)
    await expect(likeButton(page, false, before.likesCount)).toBeVisible()
    expect((await toastCode).ok()).toBe(true)

    await context.setOffline(true)
    await likeButton(page, false, before.likesCount).click()
    await expect(page.getByText(/已加入队列，将在网络恢复后执行/)).toBeVisible()
    await expect(likeButton(page, true, before.likesCount + 1)).toBeVisible()
    expect(await queued(page)).toBe(1)
    expect(apiTraffic.matching('POST', new RegExp(`^/social/like/${postId}$`))).toEqual([])
    expect(await postOnServer(postId, me.token)).toMatchObject({ isLiked: false, likesCount: before.likesCount })

    const sent = page.waitForResponse(
      (r) => r.url() === `${REAL_API_BASE}/social/like/${postId}` && r.request().method() === 'POST',
    )
    await context.setOffline(false)
    expect((await sent).status()).toBe(200)
    // The queue is empty: nothing is left to send a second time.
    await expect.poll(() => queued(page)).toBe(0)
    expect(apiTraffic.matching('POST', new RegExp(`^/social/like/${postId}$`)).map((c) => c.status)).toEqual([200])
    expect(await postOnServer(postId, me.token)).toMatchObject({ isLiked: true, likesCount: before.likesCount + 1 })
    await expect(likeButton(page, true, before.likesCount + 1)).toBeVisible()
  })
})
