import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { anonymousAuth, signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))
const { UserRoute } = await import('./user.route')
const { FollowListRoute } = await import('./follow-list.route')

const server = setupTestServer()
const publicUser = {
  id: 5,
  username: 'deer',
  display_name: '小鹿',
  bio: '喜欢<b>拍照</b>',
  avatar_url: null,
  followers_count: 12345,
  following_count: 8,
  posts_count: 3,
  is_following: false,
  is_verified: true,
}

beforeEach(() => {
  auth = anonymousAuth()
  server.use(
    http.get('*/api/users/5', () =>
      HttpResponse.json(ok({ user: publicUser, stats: { postsCount: 3, followersCount: 12345, followingCount: 8 } })),
    ),
    http.get('*/api/users/5/posts', () =>
      HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } })),
    ),
    http.post('*/api/social/batch-follow-status', () => HttpResponse.json(ok({ followStatus: { 5: false } }))),
  )
})

afterEach(() => {
  vi.clearAllMocks()
  Reflect.deleteProperty(navigator, 'share')
  window.history.replaceState(null, '', '/')
})

const userPage = (path = '/user/5') => renderRoute(<Route path="/user/:userId" component={UserRoute} />, { path })

describe('another user’s page', () => {
  it('R2.6 R2.48 R2.49 R2.47 breadcrumb of real pages (首页 / the user), back, share; avatar, name, ✓ 认证, @username, bio as text, counts linking to the lists', async () => {
    userPage()
    expect(await screen.findByRole('heading', { level: 1, name: '小鹿' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: '面包屑' })
    // Every crumb is a page: 首页 links home, the last one is this page, named after the user; no 返回 posing as a page.
    const items = within(crumbs).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['首页', '小鹿'])
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/')
    expect(within(crumbs).getByText('小鹿')).toHaveAttribute('aria-current', 'page')
    expect(within(crumbs).queryByRole('button')).toBeNull()
    expect(within(crumbs).queryByText('返回')).toBeNull()
    // Back is the bar's own button, outside the breadcrumb.
    expect(screen.getByRole('button', { name: '返回' })).not.toBe(null)
    expect(crumbs.contains(screen.getByRole('button', { name: '返回' }))).toBe(false)
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument()
    expect(screen.getByText('✓ 认证')).toBeInTheDocument()
    expect(screen.getByText('@deer')).toBeInTheDocument()
    expect(screen.getByText('喜欢<b>拍照</b>')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /12.3k\s*关注者/ })).toHaveAttribute('href', '/user/5/followers')
    expect(screen.getByRole('link', { name: /8\s*关注中/ })).toHaveAttribute('href', '/user/5/following')
    expect(screen.getByRole('tab', { name: '帖子' })).toHaveAttribute('aria-selected', 'true')
  })

  it('R2.49 the avatar image and the posts count', async () => {
    server.use(
      http.get('*/api/users/5', () =>
        HttpResponse.json(
          ok({
            user: { ...publicUser, avatar_url: '/uploads/deer.png' },
            stats: { postsCount: 37, followersCount: 12345, followingCount: 8 },
          }),
        ),
      ),
    )
    userPage()
    const header = await screen.findByRole('region', { name: '用户资料' })
    expect(within(header).getByRole('img', { name: '小鹿' })).toHaveAttribute('src', '/uploads/deer.png')
    expect(within(within(header).getByRole('list', { name: '数据' })).getAllByRole('listitem')[0]).toHaveTextContent(
      /^37\s*笔记$/,
    )
  })

  it('R2.48 share uses navigator.share with the page URL when the device has it', async () => {
    window.history.replaceState(null, '', '/user/5')
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    userPage()
    await user.click(screen.getByRole('button', { name: '分享' }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/user/5` }))
    expect(writeText).not.toHaveBeenCalled()
    expect(toasts.success).not.toHaveBeenCalled()
    await screen.findByRole('heading', { level: 1, name: '小鹿' })
  })

  it('R2.48 without native share, share copies the link and says 链接已复制到剪贴板', async () => {
    window.history.replaceState(null, '', '/user/5')
    expect('share' in navigator).toBe(false)
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    userPage()
    await user.click(screen.getByRole('button', { name: '分享' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/user/5`)
    expect(toasts.success).toHaveBeenCalledWith('链接已复制到剪贴板')
    await screen.findByRole('heading', { level: 1, name: '小鹿' })
  })

  it('R2.50 R6.2 follow and 私信 only for a logged-in viewer looking at someone else', async () => {
    const { unmount } = userPage()
    await screen.findByRole('heading', { level: 1, name: '小鹿' })
    expect(screen.queryByRole('button', { name: /关注 小鹿/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /私信/ })).toBeNull()
    unmount()
    auth = signedInAuth()
    const second = userPage()
    expect(await screen.findByRole('button', { name: '关注 小鹿' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /私信/ })).toHaveAttribute('href', '/messages/5')
    second.unmount()
    auth = signedInAuth({ user: { ...signedInAuth().user!, id: 5 } })
    userPage()
    await screen.findByRole('heading', { level: 1, name: '小鹿' })
    expect(screen.queryByRole('button', { name: /关注 小鹿/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /私信/ })).toBeNull()
  })

  it('R2.52 R8.33 an invalid id or a failed load shows 用户不存在或加载失败 with a back button', async () => {
    const { unmount } = userPage('/user/abc')
    expect(screen.getByRole('alert')).toHaveTextContent('用户不存在或加载失败')
    expect(within(screen.getByRole('alert')).getByRole('button', { name: '返回' })).toBeInTheDocument()
    unmount()
    server.use(http.get('*/api/users/6', () => HttpResponse.json(fail('用户不存在', 'NOT_FOUND_001'), { status: 404 })))
    userPage('/user/6')
    expect(await screen.findByRole('alert')).toHaveTextContent('用户不存在或加载失败')
  })

  it('R2.8 /following is titled 我的关注; a visitor is asked to log in', async () => {
    server.use(
      http.get('*/api/users/1/following', () =>
        HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } })),
      ),
    )
    const { unmount } = renderRoute(<FollowListRoute kind="following" mine />, { path: '/following' })
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument()
    unmount()
    auth = signedInAuth()
    renderRoute(<FollowListRoute kind="following" mine />, { path: '/following' })
    expect(screen.getByRole('heading', { level: 1, name: '我的关注' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '还没有关注任何人' })).toBeInTheDocument()
  })
})
