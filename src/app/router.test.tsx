import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectAuthSession } from '@/features/auth/model/auth-actor'
import { renderRoute } from '@/test/render-route'
import { fail, setupTestServer } from '@/test/test-server'
import { AppRouter, preloadRoute } from './router'

const server = setupTestServer()
// The screens that ask who is signed in reach the session, as in the app.
let endSession = () => {}
beforeEach(() => (endSession = connectAuthSession()))
afterEach(() => endSession())

describe('AppRouter: a screen in a chunk of its own', () => {
  it('preloaded before the first render, the first commit is the screen itself, not the loading spinner', async () => {
    await preloadRoute('/about')
    renderRoute(<AppRouter />, { path: '/about' })
    expect(screen.getByRole('heading', { level: 1, name: '关于柠檬笔记' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull()
  })

  it('says which address the screen on view is for', async () => {
    await preloadRoute('/about')
    const { location } = renderRoute(<AppRouter />, { path: '/about' })
    expect(document.documentElement.dataset.screenPath).toBe('/about')
    act(() => location.navigate('/forgot-password'))
    expect(await screen.findByRole('heading', { level: 1, name: '找回密码' })).toBeInTheDocument()
    expect(document.documentElement.dataset.screenPath).toBe('/forgot-password')
  })

  it('matches as the router does: a trailing slash and a route with a parameter load their own screen first', async () => {
    await preloadRoute('/help/')
    const { location, unmount } = renderRoute(<AppRouter />, { path: '/help/' })
    expect(screen.getByRole('heading', { level: 1, name: '帮助中心' })).toBeInTheDocument()
    // The list's own data is not the point here: its screen says the user is not there.
    const asked: string[] = []
    server.use(
      http.get(
        '*/api/*',
        ({ request }) => (asked.push(request.url), HttpResponse.json(fail('用户不存在', 'USER_001'), { status: 404 })),
      ),
    )
    await preloadRoute('/user/3/followers')
    act(() => location.navigate('/user/3/followers'))
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull()
    expect(document.documentElement.dataset.screenPath).toBe('/user/3/followers')
    await vi.waitFor(() => expect(asked.some((url) => url.includes('/api/users/3'))).toBe(true))
    unmount()
  })

  it('an address no route matches loads the 404 page first', async () => {
    await preloadRoute('/no/such/page')
    renderRoute(<AppRouter />, { path: '/no/such/page' })
    expect(screen.getByRole('link', { name: /home/i })).toBeInTheDocument()
  })
})
