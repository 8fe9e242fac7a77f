import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { FollowListRoute } = await import('./follow-list.route')

const server = setupTestServer()
const row = (id: number) => ({
  id,
  username: `user${id}`,
  display_name: `用户${id}`,
  avatar_url: null,
  bio: '',
  followers_count: 3,
  posts_count: 1,
  is_verified: false,
  is_following: true,
})
const pageOf = (rows: unknown[]) => ({
  meta: { pagination: { page: 1, limit: 20, total: rows.length, hasNext: false } },
})

beforeEach(() => {
  auth = signedInAuth()
})

describe('the follow list route wires real targets', () => {
  it('R2.7 R3.10 a row leads to the user’s page and 私信 to the conversation with them', async () => {
    const me = auth.user!.id
    server.use(
      http.get(`*/api/users/${me}/following`, () => HttpResponse.json(ok([row(12)], pageOf([row(12)])))),
      http.post('*/api/social/batch-follow-status', () => HttpResponse.json(ok({ followStatus: { 12: true } }))),
    )
    renderRoute(<Route path="/following">{() => <FollowListRoute kind="following" mine />}</Route>, {
      path: '/following',
    })
    const item = (await screen.findByRole('link', { name: '私信 用户12' })).closest('li') as HTMLElement
    expect(within(item).getByRole('link', { name: '私信 用户12' })).toHaveAttribute('href', '/messages/12')
    expect(
      within(item)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href') === '/user/12'),
    ).toBe(true)
  })

  it('R2.77 an empty list offers the way home', async () => {
    const me = auth.user!.id
    server.use(http.get(`*/api/users/${me}/following`, () => HttpResponse.json(ok([], pageOf([])))))
    renderRoute(<Route path="/following">{() => <FollowListRoute kind="following" mine />}</Route>, {
      path: '/following',
    })
    expect(await screen.findByRole('link', { name: '去首页看看' })).toHaveAttribute('href', '/')
  })

  it('R2.77 another user’s empty lists speak of them, not to the viewer', async () => {
    const other = {
      ...row(7),
      display_name: '阿柚',
      is_following: false,
      following_count: 0,
      posts_count: 0,
      followers_count: 0,
    }
    server.use(
      http.get('*/api/users/7', () =>
        HttpResponse.json(ok({ user: other, stats: { postsCount: 0, followersCount: 0, followingCount: 0 } })),
      ),
      http.get('*/api/users/7/following', () => HttpResponse.json(ok([], pageOf([])))),
      http.get('*/api/users/7/followers', () => HttpResponse.json(ok([], pageOf([])))),
    )
    const { unmount } = renderRoute(
      <Route path="/user/:userId/following">{() => <FollowListRoute kind="following" />}</Route>,
      { path: '/user/7/following' },
    )
    expect(await screen.findByText('阿柚还没有关注任何人')).toBeInTheDocument()
    expect(screen.queryByText('去首页发现有趣的人吧')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '去首页看看' })).not.toBeInTheDocument()
    unmount()
    renderRoute(<Route path="/user/:userId/followers">{() => <FollowListRoute kind="followers" />}</Route>, {
      path: '/user/7/followers',
    })
    expect(await screen.findByText('阿柚还没有粉丝')).toBeInTheDocument()
    expect(screen.queryByText('多分享一些生活，会有人来关注的')).not.toBeInTheDocument()
  })
})
