import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AuthResponse, RegisterRequest } from '@/schemas/auth.schema'
import type { User } from '@/schemas/user.schema'
import { authMachine, type AuthInput, type LoginInput } from './auth.machine'
import { demoSession, demoUser } from './machine-test-data'

const user = demoUser
const session = demoSession
const httpError = (status: number, type: string, message = '失败', code?: string) =>
  Object.assign(new Error(message), { status, type, code })

function setupActor(input: AuthInput = { token: null, user: null }, overrides: Partial<Record<string, unknown>> = {}) {
  const spies = {
    loginCall: vi.fn(async (_: LoginInput): Promise<AuthResponse> => session),
    registerCall: vi.fn(async (_: RegisterRequest): Promise<AuthResponse> => session),
    logoutCall: vi.fn(async (): Promise<void> => {}),
    profileCheck: vi.fn(async (): Promise<User> => user),
    persistSession: vi.fn(),
    persistUser: vi.fn(),
    clearSession: vi.fn(),
    clearCaches: vi.fn(),
    goToLogin: vi.fn(),
    refreshData: vi.fn(),
    welcome: vi.fn(),
    ...overrides,
  } as const
  const calls: string[] = []
  const track = (name: string, fn: () => void) => () => {
    calls.push(name)
    fn()
  }
  const machine = authMachine.provide({
    actors: {
      loginCall: fromPromise(({ input }) => spies.loginCall(input)),
      registerCall: fromPromise(({ input }) => spies.registerCall(input)),
      logoutCall: fromPromise(() => spies.logoutCall()),
      profileCheck: fromPromise(() => spies.profileCheck()),
    },
    actions: {
      persistSession: (_, params) => spies.persistSession(params),
      persistUser: (_, params) => spies.persistUser(params),
      clearSession: track('clearSession', spies.clearSession),
      clearCaches: track('clearCaches', spies.clearCaches),
      goToLogin: track('goToLogin', spies.goToLogin),
      refreshData: spies.refreshData,
      welcome: (_, kind) => spies.welcome(kind),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, spies, calls }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('auth machine', () => {
  it('R8.34 a login and a registration each end with their welcome (the success toast)', async () => {
    const a = setupActor()
    a.actor.send({ type: 'auth.login', email: 'demo@example.com', password: 'demo1234' })
    await waitFor(a.actor, (s) => s.hasTag('authenticated'))
    expect(a.spies.welcome).toHaveBeenCalledExactlyOnceWith('login')
    const b = setupActor()
    b.actor.send({
      type: 'auth.register',
      payload: { username: 'newbie', email: 'n@example.com', password: 'lemon1234', displayName: '新人' },
    })
    await waitFor(b.actor, (s) => s.hasTag('authenticated'))
    expect(b.spies.welcome).toHaveBeenCalledExactlyOnceWith('register')
  })

  it('R4.1 starts anonymous without a token', () => {
    const { actor, spies } = setupActor()
    const snap = actor.getSnapshot()
    expect(snap.hasTag('anonymous')).toBe(true)
    expect(snap.hasTag('authenticated')).toBe(false)
    expect(spies.profileCheck).not.toHaveBeenCalled()
  })

  it('R4.1 login sends email and password, stores tokens and the cached user', async () => {
    const { actor, spies } = setupActor()
    actor.send({ type: 'auth.login', email: 'demo@example.com', password: 'demo1234' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    expect(actor.getSnapshot().context.lastAction).toBe('login')
    await waitFor(actor, (s) => s.hasTag('authenticated'))
    expect(spies.loginCall).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'demo1234' })
    expect(spies.persistSession).toHaveBeenCalledWith(session)
    expect(actor.getSnapshot().context.user).toEqual(user)
  })

  it('R4.5 refreshes posts and social data 100 ms after login', async () => {
    vi.useFakeTimers()
    const { actor, spies } = setupActor()
    actor.send({ type: 'auth.login', email: 'demo@example.com', password: 'demo1234' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true)
    await vi.advanceTimersByTimeAsync(99)
    expect(spies.refreshData).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(spies.refreshData).toHaveBeenCalledTimes(1)
  })

  it('R4.1 register stores the session and refreshes data like login', async () => {
    vi.useFakeTimers()
    const { actor, spies } = setupActor()
    const payload = { username: 'lemon', email: 'new@example.com', password: 'abc12345', displayName: '新人' }
    actor.send({ type: 'auth.register', payload })
    expect(actor.getSnapshot().context.lastAction).toBe('register')
    await vi.advanceTimersByTimeAsync(100)
    expect(spies.registerCall).toHaveBeenCalledWith(payload)
    expect(spies.persistSession).toHaveBeenCalledWith(session)
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(spies.refreshData).toHaveBeenCalledTimes(1)
  })

  it('a failed login stays anonymous with the error and stores nothing', async () => {
    const { actor, spies } = setupActor(undefined, {
      loginCall: vi.fn(async () =>
        Promise.reject(httpError(401, 'AUTHENTICATION_ERROR', '邮箱或密码错误', 'AUTH_003')),
      ),
    })
    actor.send({ type: 'auth.login', email: 'demo@example.com', password: 'wrong' })
    const snap = await waitFor(actor, (s) => s.hasTag('anonymous') && s.context.error !== null)
    expect(snap.context.error).toEqual({
      type: 'AUTHENTICATION_ERROR',
      status: 401,
      code: 'AUTH_003',
      message: '邮箱或密码错误',
    })
    expect(snap.context.lastAction).toBe('login')
    expect(spies.persistSession).not.toHaveBeenCalled()
  })

  it('a failed register keeps field errors and a new attempt clears the old error', async () => {
    const fieldErrors = [{ field: 'email', message: '邮箱已被注册' }]
    const { actor, spies } = setupActor(undefined, {
      registerCall: vi.fn(async () =>
        Promise.reject(
          Object.assign(httpError(409, 'BUSINESS_ERROR', '邮箱已被注册', 'USER_EMAIL_EXISTS'), { fieldErrors }),
        ),
      ),
    })
    const payload = { username: 'lemon', email: 'demo@example.com', password: 'abc12345', displayName: '新人' }
    actor.send({ type: 'auth.register', payload })
    const snap = await waitFor(actor, (s) => s.context.error !== null)
    expect(snap.context.error?.fieldErrors).toEqual(fieldErrors)
    expect(snap.context.error?.code).toBe('USER_EMAIL_EXISTS')
    spies.registerCall.mockResolvedValueOnce(session)
    actor.send({ type: 'auth.register', payload })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('R4.3 a stored session is trusted, checked in the background, and refreshed with the profile', async () => {
    const fresh = { ...user, displayName: '新名字' }
    const { actor, spies } = setupActor({ token: 't', user }, { profileCheck: vi.fn(async () => fresh) })
    const first = actor.getSnapshot()
    expect(first.hasTag('authenticated')).toBe(true)
    expect(first.hasTag('checking')).toBe(true)
    expect(first.context.user).toEqual(user)
    const done = await waitFor(actor, (s) => !s.hasTag('checking'))
    expect(done.hasTag('authenticated')).toBe(true)
    expect(done.context.user).toEqual(fresh)
    expect(spies.persistUser).toHaveBeenCalledWith(fresh)
  })

  it('R4.3 a 401 on the profile check clears auth', async () => {
    const { actor, spies } = setupActor(
      { token: 't', user },
      { profileCheck: vi.fn(async () => Promise.reject(httpError(401, 'AUTHENTICATION_ERROR'))) },
    )
    const snap = await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(spies.clearSession).toHaveBeenCalled()
    expect(snap.context.user).toBeNull()
  })

  it('R4.3 a network error on the profile check keeps the cached user', async () => {
    const { actor, spies } = setupActor(
      { token: 't', user },
      { profileCheck: vi.fn(async () => Promise.reject(httpError(0, 'NETWORK_ERROR'))) },
    )
    const snap = await waitFor(actor, (s) => !s.hasTag('checking'))
    expect(snap.hasTag('authenticated')).toBe(true)
    expect(snap.context.user).toEqual(user)
    expect(spies.clearSession).not.toHaveBeenCalled()
  })

  it('R4.4 logout clears tokens, cached user and caches, then goes to login', async () => {
    const { actor, spies, calls } = setupActor({ token: 't', user })
    await waitFor(actor, (s) => !s.hasTag('checking'))
    actor.send({ type: 'auth.logout' })
    expect(actor.getSnapshot().hasTag('loggingOut')).toBe(true)
    const snap = await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(spies.logoutCall).toHaveBeenCalledTimes(1)
    expect(calls).toEqual(['clearSession', 'clearCaches', 'goToLogin'])
    expect(snap.context.user).toBeNull()
  })

  it('R4.4 logout clears everything even when the logout call fails', async () => {
    const { actor, calls } = setupActor(
      { token: 't', user },
      { logoutCall: vi.fn(async () => Promise.reject(httpError(0, 'NETWORK_ERROR'))) },
    )
    await waitFor(actor, (s) => !s.hasTag('checking'))
    actor.send({ type: 'auth.logout' })
    await waitFor(actor, (s) => s.hasTag('anonymous'))
    expect(calls).toEqual(['clearSession', 'clearCaches', 'goToLogin'])
  })

  it('R4.2 auth.expired (the client cleared auth after a failed refresh) ends the session', async () => {
    const { actor } = setupActor({ token: 't', user })
    await waitFor(actor, (s) => !s.hasTag('checking'))
    actor.send({ type: 'auth.expired' })
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true)
    expect(actor.getSnapshot().context.user).toBeNull()
  })

  it('R4.1 auth.userUpdated replaces and re-caches the user', async () => {
    const { actor, spies } = setupActor({ token: 't', user })
    await waitFor(actor, (s) => !s.hasTag('checking'))
    const edited = { ...user, bio: '爱柠檬' }
    actor.send({ type: 'auth.userUpdated', user: edited })
    expect(actor.getSnapshot().context.user).toEqual(edited)
    expect(spies.persistUser).toHaveBeenLastCalledWith(edited)
  })
})
