import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { wirePost } from '@/test/posts'
import { renderRoute } from '@/test/render-route'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { SavedRoute } = await import('./saved.route')

const server = setupTestServer()
beforeEach(() => {
  auth = signedInAuth()
})

const bookmarks = (posts: unknown[]) =>
  http.get('*/api/social/bookmarks', () =>
    HttpResponse.json(
      ok(posts, { meta: { pagination: { page: 1, limit: 100, total: posts.length, hasNext: false } } }),
    ),
  )

describe('the saved route wires real targets', () => {
  it('R2.77 with nothing saved, the way to discover posts leads home', async () => {
    server.use(bookmarks([]))
    renderRoute(<Route path="/saved" component={SavedRoute} />, { path: '/saved' })
    await screen.findByText('还没有收藏任何帖子')
    expect(screen.getByRole('link', { name: '去发现好内容' })).toHaveAttribute('href', '/')
  })

  it('R2.12 a saved post leads to /post/{id}', async () => {
    server.use(bookmarks([wirePost(7)]))
    renderRoute(<Route path="/saved" component={SavedRoute} />, { path: '/saved' })
    expect(await screen.findByRole('link', { name: '笔记7' })).toHaveAttribute('href', '/post/7')
  })
})
