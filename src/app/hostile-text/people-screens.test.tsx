import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HOSTILE_TEXTS } from '@/test/hostile-text'
import { expectShownAsText } from '@/test/inert-text'
import { demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { ok, setupTestServer } from '@/test/test-server'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { ProfileRoute } = await import('../routes/profile.route')
const { UserRoute } = await import('../routes/user.route')
const { FollowListRoute } = await import('../routes/follow-list.route')
const { ProfileEditRoute } = await import('../routes/profile-edit.route')

// Issue 23, item 4 at the screen layer: every text of the hostile corpus where the people screens show user text:
// the own profile (name, username, bio, location, website), another user's page (name, username, bio), a follow
// list (name, username, bio) and the edit form (its fields and the website's preview). Each is shown as text; a
// javascript: or data: website is never a link.

const server = setupTestServer()
const stats = { postsCount: 1, followersCount: 2, followingCount: 3 }
const empty = () =>
  HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } }))
const cases = HOSTILE_TEXTS.map((h) => [h.name, h] as const)

beforeEach(() => {
  auth = signedInAuth()
  server.use(
    http.get('*/api/users/:id/posts', empty),
    http.get('*/api/social/my-liked-posts', empty),
    http.get('*/api/social/bookmarks', empty),
    http.post('*/api/social/batch-follow-status', () => HttpResponse.json(ok({ followStatus: {} }))),
  )
})

describe('hostile text on the people screens', { timeout: 60_000 }, () => {
  it.each(cases)('the own profile: %s as name, username, bio, location and website', async (name, { text }) => {
    const user = { ...demoUser, displayName: text, username: text, bio: text, location: text, website: text }
    server.use(http.get('*/api/users/profile', () => HttpResponse.json(ok({ user, stats }))))
    const { container } = renderRoute(<ProfileRoute />, { path: '/profile' })
    const card = await screen.findByRole('region', { name: '我的资料' })
    expectShownAsText(container, text, `own profile × ${name}`)
    if (!text.trim()) return
    for (const el of leavesShowing(card, text))
      expectShownAsText(el, text, `own profile <${el.tagName.toLowerCase()}> × ${name}`)
    // Name, bio, location; the username when no gender or age is set; the website (text unless http(s)).
    expect(leavesShowing(card, text).length, name).toBeGreaterThanOrEqual(4)
  })

  it.each(cases)('another user’s page: %s as name, username and bio', async (name, { text }) => {
    const publicUser = {
      id: 5,
      username: text,
      display_name: text,
      bio: text,
      avatar_url: null,
      followers_count: 1,
      following_count: 1,
      posts_count: 0,
      is_following: false,
      is_verified: true,
    }
    server.use(http.get('*/api/users/5', () => HttpResponse.json(ok({ user: publicUser, stats }))))
    const { container } = renderRoute(<Route path="/user/:userId" component={UserRoute} />, { path: '/user/5' })
    const header = await screen.findByRole('region', { name: '用户资料' })
    expectShownAsText(container, text, `user page × ${name}`)
    if (!text.trim()) return
    for (const el of leavesShowing(header, text))
      expectShownAsText(el, text, `user page <${el.tagName.toLowerCase()}> × ${name}`)
    // R3.1: a bio is cut to 500 characters on read, so a longer one is not shown whole.
    expect(leavesShowing(header, text).length, name).toBeGreaterThanOrEqual(text.length > 500 ? 2 : 3)
  })

  it('a follow list: each text as a row’s name, username and bio', async () => {
    const rows = HOSTILE_TEXTS.map(({ text }, i) => ({
      id: 100 + i,
      username: text,
      display_name: text,
      avatar_url: null,
      bio: text,
      followers_count: 3,
      posts_count: 1,
      is_verified: false,
      is_following: true,
    }))
    server.use(
      http.get(`*/api/users/${demoUser.id}/following`, () =>
        HttpResponse.json(
          ok(rows, { meta: { pagination: { page: 1, limit: 50, total: rows.length, hasNext: false } } }),
        ),
      ),
    )
    renderRoute(<Route path="/following">{() => <FollowListRoute kind="following" mine />}</Route>, {
      path: '/following',
    })
    await screen.findAllByRole('article')
    const articles = screen.getAllByRole('article')
    expect(articles).toHaveLength(HOSTILE_TEXTS.length)
    HOSTILE_TEXTS.forEach(({ name, text }, i) => {
      const row = articles[i]!
      expectShownAsText(row, text, `follow row × ${name}`)
      if (text.trim())
        for (const el of leavesShowing(row, text))
          expectShownAsText(el, text, `follow row <${el.tagName.toLowerCase()}> × ${name}`)
    })
  })

  it.each(cases)(
    'the edit form: %s in name, bio, location and website, and the website’s preview',
    async (name, { text }) => {
      auth = signedInAuth({ user: { ...demoUser, displayName: text, bio: text, location: text, website: text } })
      const { container } = renderRoute(<ProfileEditRoute />, { path: '/profile/edit' })
      const form = await screen.findByRole('textbox', { name: '显示名称' })
      // An input keeps the text as its value (a browser drops line breaks from a one-line field), never as markup.
      expect(form).toHaveValue(text.replace(/[\r\n]/g, ''))
      expectShownAsText(container, '', `edit form × ${name}`)
      // The preview under the website field never turns a non-http(s) address into a link.
      for (const a of container.querySelectorAll('a[href]'))
        expect(a.getAttribute('href'), name).not.toMatch(/^\s*(javascript|data|vbscript):/i)
    },
  )
})

/** The innermost elements whose whole text is `text`, or `@text`, or `📍 text`. */
function leavesShowing(root: Element, text: string): Element[] {
  const shows = (el: Element) => [text, `@${text}`, `📍 ${text}`].includes(el.textContent ?? '')
  return [...root.querySelectorAll('*')].filter((el) => shows(el) && ![...el.children].some(shows))
}
