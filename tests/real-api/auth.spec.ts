import { DEMO } from '../helpers'
import { callApi, postOnServer, registerUser, signInBrowser } from './api'
import { expect, expectAccessible, test } from './fixtures'

// Signing in and staying signed in, with the API on another origin: the login and the refresh of an expired access
// token over real HTTP, CORS preflights included (Authorization and Content-Type make every call here preflighted).

test.describe('signed in against the API', () => {
  test('R1.2 R2.72 R2.74 the demo account signs in on the login screen: the API answers, home shows the account', async ({
    page,
    apiTraffic,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible()
    await expectAccessible(page, '/login')
    await page.getByRole('button', { name: /体验账号/ }).click()
    await expect(page.getByLabel('邮箱')).toHaveValue(DEMO.email)
    await expect(page.getByRole('button', { name: /管理员/ })).toBeVisible()
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    expect((await answer).status()).toBe(200)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: '我的主页' })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
    await expectAccessible(page, 'home, signed in')
    // The session is the API's: the token the app stored is one it accepts.
    const token = await page.evaluate(() => localStorage.getItem('lemon.accessToken') ?? '')
    expect((await callApi('GET', '/users/profile', { token })).status).toBe(200)
    expect(apiTraffic.matching('POST', /^\/auth\/login$/).map((c) => c.status)).toEqual([200])
  })

  test('R4.2 an access token the API has expired is refreshed once, then the like is sent again and kept', async ({
    page,
    context,
    apiTraffic,
  }) => {
    const me = await registerUser('rf')
    await signInBrowser(context, me)
    const postId = 13
    const before = await postOnServer(postId, me.token)
    expect(before.isLiked).toBe(false)
    await page.goto(`/post/${postId}`)
    const like = page.getByRole('main').getByRole('button', { name: `点赞 ${before.likesCount}` })
    await expect(like).toBeVisible()

    // The page's own calls with the token answered first (the profile check, the unread count, the comments): the
    // like is the call that meets the expired token.
    const answered = (path: RegExp) => apiTraffic.calls.some((c) => path.test(c.path) && c.status === 200)
    await expect
      .poll(() =>
        [/^\/users\/profile$/, /^\/messages\/unread\/count$/, new RegExp(`^/comments/post/${postId}\\?`)].every(
          answered,
        ),
      )
      .toBe(true)
    await expect.poll(() => apiTraffic.calls.filter((c) => c.status === null)).toEqual([])

    // Through the API's test hook: the token the browser holds is expired now; its refresh token still works.
    expect((await callApi('POST', '/test/expire-token', { token: me.token })).status).toBe(200)
    const kept = page.waitForResponse((r) => r.url().endsWith(`/api/social/like/${postId}`) && r.status() === 200)
    await like.click()
    await kept
    await expect(
      page.getByRole('main').getByRole('button', { name: `取消点赞 ${before.likesCount + 1}` }),
    ).toBeVisible()

    expect(apiTraffic.matching('POST', /^\/auth\/refresh$/).map((c) => c.status)).toEqual([200])
    expect(apiTraffic.matching('POST', new RegExp(`^/social/like/${postId}$`)).map((c) => c.status)).toEqual([401, 200])
    const renewed = await page.evaluate(() => localStorage.getItem('lemon.accessToken') ?? '')
    expect(renewed).not.toBe(me.token)
    expect(await postOnServer(postId, renewed)).toMatchObject({ isLiked: true, likesCount: before.likesCount + 1 })
  })
})
