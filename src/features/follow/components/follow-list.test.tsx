import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { renderRoute } from '@/test/render-route'
import { resetFollowToggles } from '../model/follow-toggle'
import { FollowList } from './follow-list'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const server = setupTestServer()
afterEach(() => resetFollowToggles())

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  username: `user${id}`,
  display_name: `用户${id}`,
  avatar_url: null,
  bio: `简介${id}`,
  followers_count: id * 1000,
  posts_count: id,
  is_verified: id === 2,
  is_following: false,
  ...extra,
})

function renderList(kind: 'followers' | 'following', viewerId: number | null = 1) {
  return renderRoute(
    <FollowList
      kind={kind}
      userId={9}
      viewerId={viewerId}
      userHref={(id) => `/user/${id}`}
      messageHref={(id) => `/messages/${id}`}
    />,
    { path: '/following' },
  )
}

describe('follow lists', () => {
  it('R2.7 R2.8 R3.10 each row has avatar, name, ✓ 认证, @username, bio, followers and posts, follow and a message link', async () => {
    server.use(
      http.get('*/api/users/9/following', () =>
        HttpResponse.json(
          ok([row(2, { avatar_url: '/uploads/u2.png' }), row(12)], {
            meta: { pagination: { page: 1, limit: 20, total: 2, hasNext: false } },
          }),
        ),
      ),
      http.post('*/api/social/batch-follow-status', () =>
        HttpResponse.json(ok({ followStatus: { 2: true, 12: false } })),
      ),
    )
    renderList('following')
    const first = await screen.findByRole('article', { name: '用户2' })
    expect(within(first).getByRole('link', { name: '用户2' })).toHaveAttribute('href', '/user/2')
    // R2.7: the avatar image (the avatar link duplicates the name link, so it is hidden from the a11y tree).
    expect(within(first).getByRole('img', { name: '用户2', hidden: true })).toHaveAttribute('src', '/uploads/u2.png')
    // Without an avatar_url the avatar falls back to the name's first character.
    expect(
      within(screen.getByRole('article', { name: '用户12' })).getByRole('img', { name: '用户12', hidden: true }),
    ).toHaveTextContent('用')
    expect(within(first).getByText('✓ 认证')).toBeInTheDocument()
    expect(within(first).getByText('@user2')).toBeInTheDocument()
    expect(within(first).getByText('简介2')).toBeInTheDocument()
    expect(first).toHaveTextContent('2000 粉丝 · 2 笔记')
    expect(within(first).getByRole('link', { name: '私信 用户2' })).toHaveAttribute('href', '/messages/2')
    // R7.23: the batch status call decides the button (the row said not following).
    expect(within(first).getByRole('button', { name: '已关注 用户2' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: '用户12' })).toHaveTextContent('12.0k 粉丝')
  })

  it('R7.11 R9.27 R2.80 pages of 20 with 加载更多', async () => {
    const pages: string[] = []
    server.use(
      http.get('*/api/users/9/followers', ({ request }) => {
        const url = new URL(request.url)
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`)
        const page = Number(url.searchParams.get('page'))
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => i + 1) : [21]
        return HttpResponse.json(
          ok(
            ids.map((id) => row(id)),
            { meta: { pagination: { page, limit: 20, total: 21, hasNext: page === 1 } } },
          ),
        )
      }),
      http.post('*/api/social/batch-follow-status', () => HttpResponse.json(ok({ followStatus: {} }))),
    )
    renderList('followers')
    await screen.findByRole('article', { name: '用户20' })
    await userEvent.setup().click(screen.getByRole('button', { name: '加载更多' }))
    expect(await screen.findByRole('article', { name: '用户21' })).toBeInTheDocument()
    expect(pages).toEqual(['1/20', '2/20'])
    expect(await screen.findByText('共 21 人')).toBeInTheDocument()
  })

  it('R8.32 R2.77 failures say 获取关注列表失败 / 获取粉丝列表失败 with a retry; empty lists say so', async () => {
    server.use(
      http.get('*/api/users/9/following', () => HttpResponse.json(fail('服务器内部错误', 'X'), { status: 500 })),
    )
    const { unmount } = renderList('following', null)
    expect(await screen.findByRole('alert')).toHaveTextContent('获取关注列表失败')
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
    unmount()
    server.use(
      http.get('*/api/users/9/followers', () => HttpResponse.json(fail('服务器内部错误', 'X'), { status: 500 })),
    )
    const second = renderList('followers', null)
    expect(await screen.findByRole('alert')).toHaveTextContent('获取粉丝列表失败')
    second.unmount()
    server.use(
      http.get('*/api/users/9/following', () =>
        HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } })),
      ),
      http.get('*/api/users/9/followers', () =>
        HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } })),
      ),
    )
    const third = renderList('following', null)
    expect(await screen.findByRole('heading', { name: '还没有关注任何人' })).toBeInTheDocument()
    third.unmount()
    renderList('followers', null)
    expect(await screen.findByRole('heading', { name: '还没有粉丝' })).toBeInTheDocument()
  })
})
