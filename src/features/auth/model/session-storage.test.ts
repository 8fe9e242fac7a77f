// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { authEffects, createAuthActor } from './auth-actor'

// R3.16: the session as the app keeps it in localStorage, written by the session actor (login, profile
// check) and by the client's token refresh. Read straight from localStorage, by key.

const server = setupTestServer()
const effects = { clearCaches: vi.fn(), goToLogin: vi.fn(), refreshData: vi.fn(), welcome: vi.fn() }
let disconnect = () => {}
beforeEach(() => {
  localStorage.clear()
  disconnect = authEffects.connect(effects)
})
afterEach(() => disconnect())

const wireUser = { id: 7, username: 'demo', email: 'demo@example.com', display_name: '柠檬酱' }
const stats = { postsCount: 1, followersCount: 2, followingCount: 3 }
const stored = () => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))

describe('session storage', () => {
  it('R3.16 R4.1 a login writes the access token, the refresh token and the user under lemon.accessToken, lemon.refreshToken and lemon.user; logout removes them', async () => {
    expect([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.cachedUser]).toEqual([
      'lemon.accessToken',
      'lemon.refreshToken',
      'lemon.user',
    ])
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json(ok({ token: 'a1', refreshToken: 'r1', user: wireUser }))),
      http.post('*/api/auth/logout', () => HttpResponse.json(ok(null))),
      http.get('*/api/users/profile', () => HttpResponse.json(ok({ user: wireUser, stats }))),
    )
    const actor = createAuthActor()
    actor.send({ type: 'auth.login', email: 'demo@example.com', password: 'demo1234' })
    await waitFor(actor, (s) => s.hasTag('authenticated'))
    const kept = stored()
    expect(Object.keys(kept).sort()).toEqual(['lemon.accessToken', 'lemon.refreshToken', 'lemon.user'])
    expect(kept['lemon.accessToken']).toBe('a1')
    expect(kept['lemon.refreshToken']).toBe('r1')
    expect(JSON.parse(kept['lemon.user']!)).toMatchObject({ id: 7, username: 'demo', displayName: '柠檬酱' })

    // The next visit starts signed in from exactly these keys.
    const next = createAuthActor()
    expect(next.getSnapshot().context.user).toMatchObject({ id: 7 })
    next.stop()

    actor.send({ type: 'auth.logout' })
    await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(stored()).toEqual({})
    actor.stop()
  })

  it('R3.16 R4.2 a token refresh writes the new pair under the same keys, and the checked user stays under lemon.user', async () => {
    localStorage.setItem('lemon.accessToken', 'old')
    localStorage.setItem('lemon.refreshToken', 'r-old')
    localStorage.setItem(
      'lemon.user',
      JSON.stringify({ id: 7, username: 'demo', email: 'demo@example.com', displayName: '旧名字', avatar: null }),
    )
    server.use(
      http.get('*/api/users/profile', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer a2'
          ? HttpResponse.json(ok({ user: wireUser, stats }))
          : HttpResponse.json(fail('令牌已过期', 'AUTH_002'), { status: 401 }),
      ),
      http.post('*/api/auth/refresh', () => HttpResponse.json(ok({ accessToken: 'a2', refreshToken: 'r2' }))),
    )
    const actor = createAuthActor()
    await waitFor(actor, (s) => s.hasTag('authenticated') && !s.hasTag('checking'))
    const kept = stored()
    expect(Object.keys(kept).sort()).toEqual(['lemon.accessToken', 'lemon.refreshToken', 'lemon.user'])
    expect([kept['lemon.accessToken'], kept['lemon.refreshToken']]).toEqual(['a2', 'r2'])
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('lemon.user')!)).toMatchObject({ id: 7, displayName: '柠檬酱' }),
    )
    actor.stop()
  })
})
