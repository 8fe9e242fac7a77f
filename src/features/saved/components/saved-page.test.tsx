import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import type { Post } from '@/schemas/post.schema'
import { BOOKMARKS_PAGE_SIZE } from '@/schemas/social.schema'
import { renderRoute } from '@/test/render-route'
import { SavedPage } from './saved-page'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
configure({ asyncUtilTimeout: 4000 })

const post = (id: number): Post => ({
  id,
  title: `收藏的笔记${id}`,
  content: '内容',
  category: 'food',
  tags: [],
  images: [{ url: `/img/${id}.webp`, width: 750, height: 1000 }],
  location: null,
  author: { id: 100 + id, username: `u${id}`, displayName: `作者${id}`, avatar: null },
  likesCount: id,
  commentsCount: 0,
  bookmarksCount: 1,
  isLiked: false,
  isBookmarked: true,
  viewCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: null,
})
const page = (ids: number[], total = ids.length) =>
  ok(ids.map(post), { meta: { pagination: { page: 1, limit: 100, total, hasNext: false } } })

function renderSaved() {
  const onOpenPost = vi.fn()
  const utils = renderRoute(
    <SavedPage
      viewerId={1}
      postHref={(id) => `/post/${id}`}
      userHref={(id) => `/user/${id}`}
      onOpenPost={onOpenPost}
      discoverHref="/"
    />,
    { path: '/saved' },
  )
  return { ...utils, onOpenPost, user: userEvent.setup() }
}

describe('SavedPage', () => {
  it('R7.24 R9.29 asks GET /social/bookmarks for page 1 with limit 100', async () => {
    const seen: URLSearchParams[] = []
    server.use(
      http.get('*/api/social/bookmarks', ({ request }) => {
        seen.push(new URL(request.url).searchParams)
        return HttpResponse.json(page([1]))
      }),
    )
    renderSaved()
    await screen.findByRole('link', { name: '收藏的笔记1' })
    expect(BOOKMARKS_PAGE_SIZE).toBe(100)
    expect(seen.map((q) => [q.get('page'), q.get('limit')])).toEqual([['1', '100']])
  })

  it('R2.12 my bookmarks: the heading 我的收藏 with the total, and the masonry of cards', async () => {
    server.use(http.get('*/api/social/bookmarks', () => HttpResponse.json(page([3, 2, 1], 3))))
    renderSaved()
    expect(screen.getByRole('heading', { level: 1, name: '我的收藏' })).toBeInTheDocument()
    const cards = await screen.findAllByRole('article')
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '收藏的笔记3',
      '收藏的笔记2',
      '收藏的笔记1',
    ])
    expect(screen.getByText('共 3 篇')).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('link', { name: /作者3/ })).toHaveAttribute('href', '/user/103')
  })

  it('R2.12 a card opens the post dialog; a click asking for a new tab follows the link', async () => {
    server.use(http.get('*/api/social/bookmarks', () => HttpResponse.json(page([5]))))
    const { onOpenPost, user } = renderSaved()
    const link = await screen.findByRole('link', { name: '收藏的笔记5' })
    expect(link).toHaveAttribute('href', '/post/5')
    await user.click(link)
    expect(onOpenPost).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }))
    fireEvent.click(link, { ctrlKey: true })
    expect(onOpenPost).toHaveBeenCalledTimes(1)
  })

  it('R2.12 the refresh button asks the server again', async () => {
    let calls = 0
    server.use(
      http.get('*/api/social/bookmarks', () => {
        calls++
        return HttpResponse.json(calls === 1 ? page([1]) : page([2, 1]))
      }),
    )
    const { user } = renderSaved()
    await screen.findByRole('link', { name: '收藏的笔记1' })
    expect(screen.getByText('共 1 篇')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '刷新' }))
    expect(await screen.findByRole('link', { name: '收藏的笔记2' })).toBeInTheDocument()
    expect(screen.getByText('共 2 篇')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('R8.25 a failed load says 获取收藏失败 with the reason; 重新加载 loads them', async () => {
    let calls = 0
    server.use(
      http.get('*/api/social/bookmarks', () => {
        calls++
        return calls === 1
          ? HttpResponse.json(fail('服务器内部错误', 'SERVER_001'), { status: 500 })
          : HttpResponse.json(page([4]))
      }),
    )
    const { user } = renderSaved()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: '获取收藏失败' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('服务器内部错误')
    await user.click(within(alert).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByRole('link', { name: '收藏的笔记4' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('R2.77 no bookmarks: 还没有收藏任何帖子 and a button to discover content', async () => {
    server.use(http.get('*/api/social/bookmarks', () => HttpResponse.json(page([]))))
    renderSaved()
    expect(await screen.findByRole('heading', { name: '还没有收藏任何帖子' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去发现好内容' })).toHaveAttribute('href', '/')
    expect(screen.getByText('共 0 篇')).toBeInTheDocument()
  })
})
