import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { resetPostToggles } from '@/features/likes-bookmarks/model/post-toggles'
import { likeBookmarkOperations } from '@/features/likes-bookmarks/model/queued-operations'
import { anonymousAuth, signedInAuth, type AuthState } from '@/test/mock-auth'
import { wirePost } from '@/test/posts'
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
// The first-screen snapshot is written once a fresh first page is painted, possibly after this file's DOM is gone.
vi.mock('../first-screen/capture', () => ({ scheduleFirstScreenCapture: vi.fn() }))
const { HomeRoute } = await import('./home.route')

const server = setupTestServer()
let liked: number[]
let bookmarked: number[]
beforeEach(() => {
  auth = signedInAuth()
  liked = []
  bookmarked = []
  // Post 7: 7 likes, no bookmarks, neither by the viewer.
  server.use(
    http.get('*/api/posts', () =>
      HttpResponse.json(ok([wirePost(7)], { meta: { pagination: { page: 1, limit: 20, total: 1, hasNext: false } } })),
    ),
    http.post('*/api/social/like/7', () => (liked.push(7), HttpResponse.json(ok({ isLiked: true, likeCount: 8 })))),
    http.post(
      '*/api/social/bookmark/7',
      () => (bookmarked.push(7), HttpResponse.json(ok({ isBookmarked: true, bookmarkCount: 1 }))),
    ),
  )
})
afterEach(() => resetPostToggles())

function renderHome() {
  renderRoute(<Route path="/" component={HomeRoute} />, { operations: likeBookmarkOperations })
  return { user: userEvent.setup() }
}

const cardOf = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement

describe('the home page’s post cards', { timeout: 15_000 }, () => {
  it('R2.28 a card has a like button with its count and a bookmark button; both work from the card', async () => {
    const { user } = renderHome()
    const card = await cardOf('笔记7')
    const like = within(card).getByRole('button', { name: '点赞 7' })
    expect(like).toHaveTextContent('7')
    expect(like).toHaveAttribute('aria-pressed', 'false')
    const bookmark = within(card).getByRole('button', { name: '收藏 0' })
    expect(bookmark).toHaveAttribute('aria-pressed', 'false')

    await user.click(like)
    expect(within(card).getByRole('button', { name: '取消点赞 8' })).toHaveTextContent('8')
    await user.click(within(card).getByRole('button', { name: '收藏 0' }))
    expect(within(card).getByRole('button', { name: '取消收藏 1' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(liked).toEqual([7]))
    await waitFor(() => expect(bookmarked).toEqual([7]))
    // Pressing them did not open the post.
    expect(screen.getByRole('link', { name: '笔记7' })).toBeInTheDocument()
  })

  it('R2.28 R5.23 R6.2 a visitor sees the card’s like count and bookmark, and pressing bookmark asks to log in without a request', async () => {
    auth = anonymousAuth()
    const { user } = renderHome()
    const card = await cardOf('笔记7')
    expect(within(card).getByRole('button', { name: '点赞 7' })).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: '收藏 0' }))
    expect(toasts.signIn).toHaveBeenCalledWith('登录后即可点赞和收藏')
    expect(within(card).getByRole('button', { name: '收藏 0' })).toHaveAttribute('aria-pressed', 'false')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(bookmarked).toEqual([])
  })
})

describe('the home route wires real targets', () => {
  it('R2.77 an empty feed offers 发布第一篇帖子, which leads to the editor route; a card leads to its post', async () => {
    server.use(
      http.get('*/api/posts', () =>
        HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } })),
      ),
    )
    renderHome()
    expect(await screen.findByRole('link', { name: '发布第一篇帖子' })).toHaveAttribute('href', '/create')
  })

  it('a card’s title leads to /post/{id}', async () => {
    renderHome()
    expect(await screen.findByRole('link', { name: '笔记7' })).toHaveAttribute('href', '/post/7')
  })
})
