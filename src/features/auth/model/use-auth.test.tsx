import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getCachedUser } from '@/api/token-store'
import { authEffects, connectAuthSession } from './auth-actor'
import { useAuth } from './use-auth'

const server = setupServer(
  http.post('*/api/auth/login', () =>
    HttpResponse.json({ success: false, message: '邮箱或密码错误', code: 'AUTH_003' }, { status: 401 }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
let endSession = () => {}
beforeEach(() => (endSession = connectAuthSession()))
afterEach(() => endSession())

describe('useAuth', () => {
  it('R4.1 exposes the session by tags and reports a failed login', async () => {
    const { result } = renderHook(() => useAuth())
    expect(result.current).toMatchObject({
      user: null,
      isAuthenticated: false,
      isSubmitting: false,
      isChecking: false,
      isLoggingOut: false,
      error: null,
      lastAction: null,
    })
    act(() => result.current.login('demo@example.com', 'wrong'))
    expect(result.current.isSubmitting).toBe(true)
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current).toMatchObject({ isSubmitting: false, isAuthenticated: false, lastAction: 'login' })
    expect(result.current.error).toMatchObject({ type: 'AUTHENTICATION_ERROR', status: 401, code: 'AUTH_003' })
  })

  it('updateUser: a saved profile becomes the session user at once and is kept for the next visit', async () => {
    // Left connected: the login's R4.5 refresh runs 100 ms later, whenever this file ends.
    authEffects.connect({ refreshData: () => {}, clearCaches: () => {}, goToLogin: () => {}, welcome: () => {} })
    const wireUser = { id: 5, username: 'lemon', email: 'lemon@example.com', displayName: '柠檬' }
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ success: true, message: 'ok', data: { token: 'a', refreshToken: 'r', user: wireUser } }),
      ),
    )
    const { result } = renderHook(() => useAuth())
    act(() => result.current.login('lemon@example.com', 'lemon1234'))
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true))
    const saved = { ...result.current.user!, displayName: '新名字', avatar: '/uploads/avatars/5.png' }
    act(() => result.current.updateUser(saved))
    expect(result.current.user).toEqual(saved)
    expect(getCachedUser()).toEqual(saved)
  })
})
