// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import { getAccessToken, getCachedUser, getRefreshToken, saveSession, setTokens } from '@/api/token-store'
import { authEffects, createAuthActor } from './auth-actor'

const server = setupTestServer()
const effects = { clearCaches: vi.fn(), goToLogin: vi.fn(), refreshData: vi.fn(), welcome: vi.fn() }
let disconnect = () => {}
beforeEach(() => {
  disconnect = authEffects.connect(effects)
})
afterEach(() => disconnect())
const wireUser = { id: 7, username: 'demo', email: 'Demo@Example.com', display_name: '柠檬酱' }

describe('app auth actor', () => {
  it('R4.1 R7.2 logs in with the email in username and persists tokens and the user', async () => {
    let body: unknown
    server.use(
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(ok({ token: 'a1', refreshToken: 'r1', user: wireUser }))
      }),
    )
    const actor = createAuthActor()
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true)
    actor.send({ type: 'auth.login', email: 'demo@example.com', password: 'demo1234' })
    await waitFor(actor, (s) => s.hasTag('authenticated'))
    expect(body).toEqual({ username: 'demo@example.com', password: 'demo1234' })
    expect([getAccessToken(), getRefreshToken()]).toEqual(['a1', 'r1'])
    expect(getCachedUser()).toMatchObject({ id: 7, email: 'demo@example.com', displayName: '柠檬酱' })
    actor.stop()
  })

  it('R4.2 when a failed refresh clears auth, the actor becomes anonymous', async () => {
    saveSession({ token: 'old', refreshToken: 'r-old', user: { id: 7 } as never })
    server.use(
      http.get(apiUrl('/users/profile'), () => HttpResponse.json(fail('令牌已过期', 'AUTH_002'), { status: 401 })),
      http.post(apiUrl('/auth/refresh'), () => HttpResponse.json(fail('刷新令牌无效', 'AUTH_004'), { status: 401 })),
    )
    const actor = createAuthActor()
    expect(actor.getSnapshot().hasTag('checking')).toBe(true)
    const snap = await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(snap.context.user).toBeNull()
    expect(getAccessToken()).toBeNull()
    actor.stop()
  })

  it('R4.4 R7.3 logout sends POST /auth/logout, runs the effects the app connected and clears storage even if the call fails', async () => {
    setTokens('a1', 'r1')
    const logoutCalls: (string | null)[] = []
    server.use(
      http.get(apiUrl('/users/profile'), () =>
        HttpResponse.json(ok({ user: wireUser, stats: { postsCount: 1, followersCount: 2, followingCount: 3 } })),
      ),
      http.post(apiUrl('/auth/logout'), ({ request }) => {
        logoutCalls.push(request.headers.get('Authorization'))
        return HttpResponse.error()
      }),
    )
    const actor = createAuthActor()
    await waitFor(actor, (s) => !s.hasTag('checking'))
    expect(actor.getSnapshot().context.user?.displayName).toBe('柠檬酱')
    actor.send({ type: 'auth.logout' })
    await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(effects.clearCaches).toHaveBeenCalledTimes(1)
    expect(effects.goToLogin).toHaveBeenCalledTimes(1)
    expect([getAccessToken(), getRefreshToken(), getCachedUser()]).toEqual([null, null, null])
    expect(logoutCalls).toEqual(['Bearer a1'])
    actor.stop()
  })

  it('an actor whose app effects are not connected fails loudly instead of skipping them', async () => {
    disconnect()
    setTokens('a1', 'r1')
    server.use(
      http.get(apiUrl('/users/profile'), () =>
        HttpResponse.json(ok({ user: wireUser, stats: { postsCount: 0, followersCount: 0, followingCount: 0 } })),
      ),
      http.post(apiUrl('/auth/logout'), () => HttpResponse.json(ok(null))),
    )
    const actor = createAuthActor()
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }))
    await waitFor(actor, (s) => !s.hasTag('checking'))
    actor.send({ type: 'auth.logout' })
    expect(String(await failed)).toMatch(/auth effects: used before it was connected/)
  })
})
