import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { anonymousAuth, demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'
import { wirePost } from '@/test/posts'
import { renderRoute } from '@/test/render-route'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { ProfileRoute } = await import('./profile.route')

const server = setupTestServer()
const empty = () =>
  HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } }))
const wireUser = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  displayName: '柠檬小主',
  bio: '<i>热爱</i>生活',
  ...extra,
})
let seen: string[] = []

function renderProfile(
  user: Record<string, unknown> = wireUser(),
  stats = { postsCount: 12, followersCount: 15432, followingCount: 23 },
) {
  server.use(http.get('*/api/users/profile', () => HttpResponse.json(ok({ user, stats }))))
  return renderRoute(<ProfileRoute />, { path: '/profile' })
}

beforeEach(() => {
  auth = anonymousAuth()
  seen = []
  server.use(
    http.get('*/api/users/1/posts', () => (seen.push('posts'), empty())),
    http.get('*/api/social/my-liked-posts', () => (seen.push('liked'), empty())),
    http.get('*/api/social/bookmarks', () => (seen.push('bookmarks'), empty())),
  )
})

describe('own profile', () => {
  it('R2.42 R6.2 visitors see 请先登录 with a button to /login', () => {
    renderProfile()
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login')
  })

  it('R2.43 R2.44 R2.45 R2.47 the header and card: name, 用户, @username, email, bio as text, real follower and following counts (k above 10000)', async () => {
    auth = signedInAuth()
    renderProfile(wireUser({ avatar: '/uploads/me.png' }))
    const card = await screen.findByRole('region', { name: '我的资料' })
    expect(within(card).getByRole('heading', { name: '柠檬小主' })).toBeInTheDocument()
    // R2.44: the avatar image on the card.
    expect(within(card).getByRole('img', { name: '柠檬小主' })).toHaveAttribute('src', '/uploads/me.png')
    expect(within(card).getByText('用户')).toBeInTheDocument()
    expect(within(card).getByText('@demo')).toBeInTheDocument()
    expect(within(card).getByText('demo@example.com')).toBeInTheDocument()
    expect(within(card).getByText('<i>热爱</i>生活')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /15.4k\s*关注者/ })).toHaveAttribute('href', '/user/1/followers')
    expect(within(card).getByRole('link', { name: /23\s*关注中/ })).toHaveAttribute('href', '/following')
    expect(within(card).getByText('12')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: '更换头像' })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: '编辑资料' })).toHaveAttribute('href', '/profile/edit')
    expect(within(card).getByRole('link', { name: '关注' })).toHaveAttribute('href', '/following')
    expect(within(card).getByRole('link', { name: '私信' })).toHaveAttribute('href', '/messages')
    // R2.43: the bar above the card: the display name (outside the card) over the post count.
    const count = screen.getByText('12 篇笔记')
    const barName = screen.getAllByText('柠檬小主').filter((el) => !card.contains(el))
    expect(barName).toHaveLength(1)
    expect(count.parentElement).toContainElement(barName[0]!)
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '设置' })).toHaveAttribute('href', '/settings')
  })

  it('R2.44 R2.56 the change-avatar button opens the avatar uploader', async () => {
    auth = signedInAuth()
    renderProfile()
    await userEvent.setup().click(await screen.findByRole('button', { name: '更换头像' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('JPG')
  })

  it('R2.44 gender and age (the age field, else from birthDate) replace @username', async () => {
    auth = signedInAuth()
    const { unmount } = renderProfile(wireUser({ gender: 'female', age: 26 }))
    expect(await screen.findByText('女 · 26岁')).toBeInTheDocument()
    expect(screen.queryByText('@demo')).toBeNull()
    unmount()
    const year = new Date().getFullYear() - 30
    const second = renderProfile(wireUser({ gender: 'prefer_not_to_say', birthDate: `${year}-01-01` }))
    expect(await screen.findByText('不愿透露 · 30岁')).toBeInTheDocument()
    second.unmount()
    const third = renderProfile(wireUser({ gender: 'male', age: 31 }))
    expect(await screen.findByText('男 · 31岁')).toBeInTheDocument()
    third.unmount()
    renderProfile(wireUser({ gender: 'other' }))
    expect(await within(await screen.findByRole('region', { name: '我的资料' })).findByText('其他')).toBeInTheDocument()
    expect(screen.queryByText('@demo')).toBeNull()
  })

  it('R2.46 R2.77 R7.10 R7.25 three tabs (GET /users/{id}/posts, /social/my-liked-posts, /social/bookmarks); 点赞 and 收藏 load only when first opened; each empty state says so', async () => {
    auth = signedInAuth()
    renderProfile()
    const user = userEvent.setup()
    expect(await screen.findByRole('link', { name: '发布第一篇帖子' })).toHaveAttribute('href', '/create')
    expect(seen).toEqual(['posts'])
    await user.click(screen.getByRole('tab', { name: '点赞' }))
    expect(await screen.findByRole('heading', { name: '还没有点赞任何帖子' })).toBeInTheDocument()
    expect(seen).toEqual(['posts', 'liked'])
    await user.click(screen.getByRole('tab', { name: '收藏' }))
    expect(await screen.findByRole('heading', { name: '还没有收藏任何帖子' })).toBeInTheDocument()
    expect(seen).toEqual(['posts', 'liked', 'bookmarks'])
    expect(screen.getByRole('tab', { name: '收藏' })).toHaveAttribute('aria-selected', 'true')
  })

  it('R2.46 the 我的帖子 tab lists own posts; a card goes to /post/{id}', async () => {
    auth = signedInAuth()
    server.use(
      http.get('*/api/users/1/posts', () =>
        HttpResponse.json(
          ok(
            [
              {
                ...wirePost(5, '我的第一篇'),
                author: { id: 1, username: 'demo', displayName: '柠檬小主', avatar: null },
              },
            ],
            { meta: { pagination: { page: 1, limit: 20, total: 1, hasNext: false } } },
          ),
        ),
      ),
      http.post('*/api/social/batch-like-status', () => HttpResponse.json(ok({ likeStatus: {} }))),
      http.post('*/api/social/batch-bookmark-status', () => HttpResponse.json(ok({ bookmarkStatus: {} }))),
    )
    renderProfile()
    const tab = screen.getByRole('tab', { name: '我的帖子' })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: '我的帖子' })
    expect(await within(panel).findByRole('link', { name: '我的第一篇' })).toHaveAttribute('href', '/post/5')
    expect(within(panel).queryByRole('link', { name: '发布第一篇帖子' })).toBeNull()
  })

  it('R2.44 user text is rendered as text, never as HTML', async () => {
    auth = signedInAuth({ user: { ...demoUser, bio: '<img src=x onerror="alert(1)">你好' } })
    renderProfile(wireUser({ bio: '<img src=x onerror="alert(1)">你好' }))
    expect(await screen.findByText('<img src=x onerror="alert(1)">你好')).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})
