import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { AuthResponseSchema, RefreshResponseSchema } from '@/schemas/auth.schema'
import { MSG } from '@/schemas/messages'
import { expireAccessTokens, setAccessTokenTtl } from '../auth-config'
import { resetTestBackend, startTestBackend, stopTestBackend } from '../node'
import { ADMIN, call, DEMO, fieldErrors, loginAs, validRegistration } from '../test/api-client'

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

describe('POST /api/auth/register', () => {
  it('R7.1 register takes username, email, password, displayName and returns token, refreshToken and user', async () => {
    const { status, json } = await call('POST', '/auth/register', { body: validRegistration() })
    expect(status).toBe(201)
    expect(json.success).toBe(true)
    const data = v.parse(AuthResponseSchema, json.data)
    expect(data.token).toMatch(/^[\w-]{40,}$/)
    expect(data.refreshToken).not.toBe(data.token)
    expect(data.user).toMatchObject({
      username: 'new_user',
      displayName: '新来的柠檬',
      email: 'new.user@example.com',
      verified: false,
    })
    expect(json.data.user).not.toHaveProperty('passwordHash')
    expect(json.data.user).not.toHaveProperty('passwordSalt')
    const profile = await call('GET', '/users/profile', { token: data.token })
    expect(profile.json.data.user.id).toBe(data.user.id)
  })

  it('a newly registered user can log in with the chosen password', async () => {
    await call('POST', '/auth/register', { body: validRegistration() })
    const login = await call('POST', '/auth/login', {
      body: { username: 'new.user@example.com', password: 'abc12345' },
    })
    expect(login.status).toBe(200)
    expect(login.json.data.user.username).toBe('new_user')
  })

  it('register stores the email lowercased', async () => {
    const { json } = await call('POST', '/auth/register', {
      body: validRegistration({ email: 'Mixed.Case@Example.COM' }),
    })
    expect(json.data.user.email).toBe('mixed.case@example.com')
  })

  it('register rejects a 2-character username with 用户名长度至少3个字符', async () => {
    const { status, json } = await call('POST', '/auth/register', { body: validRegistration({ username: 'ab' }) })
    expect(status).toBe(400)
    expect(json.code).toBe('VALIDATION_001')
    expect(fieldErrors(json)).toEqual({ username: '用户名长度至少3个字符' })
  })

  it('register rejects a 21-character username with 用户名长度不能超过20个字符', async () => {
    const { json } = await call('POST', '/auth/register', { body: validRegistration({ username: 'a'.repeat(21) }) })
    expect(fieldErrors(json)).toEqual({ username: '用户名长度不能超过20个字符' })
  })

  it('register rejects a username with other characters with 用户名只能包含字母、数字和下划线', async () => {
    const { json } = await call('POST', '/auth/register', { body: validRegistration({ username: '柠檬lemon' }) })
    expect(fieldErrors(json)).toEqual({ username: '用户名只能包含字母、数字和下划线' })
  })

  it('R5.29 register with no fields names every required field, joined by ；', async () => {
    const { status, json } = await call('POST', '/auth/register', { body: {} })
    expect(status).toBe(400)
    expect(fieldErrors(json)).toEqual({
      username: MSG.usernameRequired,
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
      displayName: MSG.displayNameRequired,
    })
    expect(json.message).toBe('用户名是必填项；邮箱是必填项；密码是必填项；显示名称不能为空')
  })

  it('register rejects an empty display name and one over 50 characters', async () => {
    const blank = await call('POST', '/auth/register', { body: validRegistration({ displayName: '   ' }) })
    expect(fieldErrors(blank.json)).toEqual({ displayName: '显示名称不能为空' })
    const long = await call('POST', '/auth/register', { body: validRegistration({ displayName: '柠'.repeat(51) }) })
    expect(fieldErrors(long.json)).toEqual({ displayName: '显示名称长度不能超过50个字符' })
  })

  it('register rejects a malformed email with 邮箱格式不正确', async () => {
    const { json } = await call('POST', '/auth/register', { body: validRegistration({ email: 'not-an-email' }) })
    expect(fieldErrors(json)).toEqual({ email: '邮箱格式不正确' })
  })

  it('register rejects a short password and one without a digit', async () => {
    const short = await call('POST', '/auth/register', { body: validRegistration({ password: 'ab1' }) })
    expect(fieldErrors(short.json)).toEqual({ password: '密码长度至少8个字符' })
    const letters = await call('POST', '/auth/register', { body: validRegistration({ password: 'abcdefgh' }) })
    expect(fieldErrors(letters.json)).toEqual({ password: '密码必须包含至少一个字母和一个数字' })
    const digits = await call('POST', '/auth/register', { body: validRegistration({ password: '12345678' }) })
    expect(fieldErrors(digits.json)).toEqual({ password: '密码必须包含至少一个字母和一个数字' })
  })

  it('register takes no confirmation field: a body without confirmPassword succeeds', async () => {
    const body = validRegistration()
    expect(body).not.toHaveProperty('confirmPassword')
    const { status } = await call('POST', '/auth/register', { body })
    expect(status).toBe(201)
  })

  it('R5.29 register answers wrong types and over-long strings with field errors', async () => {
    const types = await call('POST', '/auth/register', {
      body: { username: 123, email: true, password: ['x'], displayName: {} },
    })
    expect(types.status).toBe(400)
    expect(Object.keys(fieldErrors(types.json)).sort()).toEqual(['displayName', 'email', 'password', 'username'])
    const long = await call('POST', '/auth/register', {
      body: validRegistration({ password: `a1${'x'.repeat(200)}`, email: `${'a'.repeat(250)}@x.com` }),
    })
    expect(fieldErrors(long.json)).toEqual({ password: '密码长度不能超过128个字符', email: '邮箱格式不正确' })
  })

  it('R5.29 register answers malformed JSON with 400 请求数据格式错误', async () => {
    for (const rawBody of ['{"username": ', '', '[1,2]', '"text"']) {
      const { status, json } = await call('POST', '/auth/register', {
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(status).toBe(400)
      expect(json).toMatchObject({ success: false, code: 'VALIDATION_001', message: '请求数据格式错误' })
    }
  })

  it('register with a taken email (any case) → 409 USER_EMAIL_EXISTS', async () => {
    const { status, json } = await call('POST', '/auth/register', {
      body: validRegistration({ email: 'DEMO@example.com' }),
    })
    expect(status).toBe(409)
    expect(json).toMatchObject({ success: false, code: 'USER_EMAIL_EXISTS', message: '该邮箱已被注册，请使用其他邮箱' })
  })

  it('register with a taken username → 409 USER_USERNAME_EXISTS', async () => {
    const { status, json } = await call('POST', '/auth/register', { body: validRegistration({ username: 'Demo' }) })
    expect(status).toBe(409)
    expect(json).toMatchObject({ code: 'USER_USERNAME_EXISTS', message: '用户名已被占用' })
  })
})

describe('POST /api/auth/login', () => {
  it('R7.2 login takes the email in username (any case) and returns token, refreshToken and user', async () => {
    const { status, json } = await call('POST', '/auth/login', {
      body: { username: '  Demo@Example.com ', password: DEMO.password },
    })
    expect(status).toBe(200)
    const data = v.parse(AuthResponseSchema, json.data)
    expect(data.user).toMatchObject({ id: 1, username: 'demo', displayName: '柠檬小主' })
  })

  it('R7.2 the admin quick-fill account logs in', async () => {
    const data = await loginAs(ADMIN)
    expect(data.user.username).toBe('admin')
  })

  it('login with a wrong password or unknown email → 401 AUTH_003 邮箱或密码错误', async () => {
    for (const body of [
      { username: DEMO.email, password: 'wrong1234' },
      { username: 'nobody@example.com', password: DEMO.password },
    ]) {
      const { status, json } = await call('POST', '/auth/login', { body })
      expect(status).toBe(401)
      expect(json).toMatchObject({ success: false, code: 'AUTH_003', message: '邮箱或密码错误' })
    }
  })

  it('login without email or password → 400 with 请输入邮箱 and 请输入密码', async () => {
    const { status, json } = await call('POST', '/auth/login', { body: { username: '' } })
    expect(status).toBe(400)
    expect(fieldErrors(json)).toEqual({ username: '请输入邮箱', password: '请输入密码' })
  })

  it('R6.7 login, register, forgot, reset and health are served without an Authorization header', async () => {
    const answers = await Promise.all([
      call('POST', '/auth/login', { body: { username: DEMO.email, password: DEMO.password } }),
      call('POST', '/auth/register', { body: validRegistration() }),
      call('POST', '/auth/forgot', { body: { email: DEMO.email } }),
      call('POST', '/auth/reset', { body: { token: 'unknown', password: 'abc12345' } }),
      call('GET', '/health'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 201, 200, 400, 200])
    expect(answers.every((a) => a.json.code !== 'AUTH_001')).toBe(true)
  })
})

describe('POST /api/auth/logout', () => {
  it('R7.3 logout revokes the session: its access and refresh tokens stop working', async () => {
    const session = await loginAs()
    const { status, json } = await call('POST', '/auth/logout', { token: session.token })
    expect(status).toBe(200)
    expect(json.success).toBe(true)
    const after = await call('GET', '/users/profile', { token: session.token })
    expect(after.status).toBe(401)
    expect(after.json.code).toBe('AUTH_001')
    const refreshed = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })
    expect(refreshed.json.code).toBe('AUTH_004')
  })

  it('R7.3 logout ends only its own session', async () => {
    const first = await loginAs()
    const second = await loginAs()
    await call('POST', '/auth/logout', { token: first.token })
    expect((await call('GET', '/users/profile', { token: second.token })).status).toBe(200)
  })

  it('R7.3 logout without a token → 401 AUTH_001 请先登录', async () => {
    const { status, json } = await call('POST', '/auth/logout')
    expect(status).toBe(401)
    expect(json).toMatchObject({ code: 'AUTH_001', message: '请先登录' })
  })
})

describe('POST /api/auth/refresh', () => {
  it('R7.4 refresh rotates: a new pair, the old refresh token is rejected, the new access token works', async () => {
    const session = await loginAs()
    const { status, json } = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })
    expect(status).toBe(200)
    const pair = v.parse(RefreshResponseSchema, json.data)
    expect(pair.accessToken).not.toBe(session.token)
    expect(pair.refreshToken).not.toBe(session.refreshToken)
    expect((await call('GET', '/users/profile', { token: pair.accessToken })).status).toBe(200)
    expect((await call('GET', '/users/profile', { token: session.token })).status).toBe(401)
    const reused = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })
    expect(reused.status).toBe(401)
    expect(reused.json.code).toBe('AUTH_004')
  })

  it('R7.4 refresh with an unknown token → 401 AUTH_004; without one → 400 VALIDATION_001', async () => {
    const unknown = await call('POST', '/auth/refresh', { body: { refreshToken: 'made-up' } })
    expect(unknown.status).toBe(401)
    expect(unknown.json.code).toBe('AUTH_004')
    const missing = await call('POST', '/auth/refresh', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.json.code).toBe('VALIDATION_001')
    expect(fieldErrors(missing.json)).toHaveProperty('refreshToken')
  })

  it('R7.4 an expired access token gets 401 AUTH_002, then one refresh gives a token that works', async () => {
    const session = await loginAs()
    expect(await expireAccessTokens({ accessToken: session.token })).toBe(1)
    const expired = await call('GET', '/users/profile', { token: session.token })
    expect(expired.status).toBe(401)
    expect(expired.json).toMatchObject({ code: 'AUTH_002', message: '登录已过期，请重新登录' })
    const refreshed = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })
    const retry = await call('GET', '/users/profile', { token: refreshed.json.data.accessToken })
    expect(retry.status).toBe(200)
    expect(retry.json.data.user.id).toBe(1)
  })

  it('access tokens expire after the configured lifetime', async () => {
    setAccessTokenTtl(30)
    const session = await loginAs()
    expect((await call('GET', '/users/profile', { token: session.token })).status).toBe(200)
    await new Promise((r) => setTimeout(r, 40))
    expect((await call('GET', '/users/profile', { token: session.token })).json.code).toBe('AUTH_002')
  })
})

describe('POST /api/auth/forgot and /api/auth/reset', () => {
  it('R7.5 forgot answers 200 for any well-formed email; the mock returns a reset token only for registered ones', async () => {
    const unknown = await call('POST', '/auth/forgot', { body: { email: 'nobody@example.com' } })
    const known = await call('POST', '/auth/forgot', { body: { email: 'DEMO@example.com' } })
    expect([unknown.status, known.status]).toEqual([200, 200])
    expect(unknown.json.message).toBe(known.json.message)
    expect(unknown.json.data).toEqual({})
    expect(known.json.data.resetToken).toEqual(expect.any(String))
  })

  it('R7.5 forgot with a malformed email → 400 邮箱格式不正确', async () => {
    const { status, json } = await call('POST', '/auth/forgot', { body: { email: 'nope' } })
    expect(status).toBe(400)
    expect(fieldErrors(json)).toEqual({ email: '邮箱格式不正确' })
  })

  it('R7.6 reset sets the new password once and revokes every session of that user', async () => {
    const session = await loginAs()
    const { json } = await call('POST', '/auth/forgot', { body: { email: DEMO.email } })
    const token = json.data.resetToken as string
    const reset = await call('POST', '/auth/reset', { body: { token, password: 'newpass123' } })
    expect(reset.status).toBe(200)
    expect((await call('GET', '/users/profile', { token: session.token })).json.code).toBe('AUTH_001')
    expect(
      (await call('POST', '/auth/login', { body: { username: DEMO.email, password: DEMO.password } })).status,
    ).toBe(401)
    expect((await call('POST', '/auth/login', { body: { username: DEMO.email, password: 'newpass123' } })).status).toBe(
      200,
    )
    const again = await call('POST', '/auth/reset', { body: { token, password: 'other1234' } })
    expect(again.status).toBe(400)
    expect(again.json.code).toBe('AUTH_004')
  })

  it('R7.6 reset with an unknown token → 400 AUTH_004; with a weak password → 400 VALIDATION_001', async () => {
    const unknown = await call('POST', '/auth/reset', { body: { token: 'nope', password: 'abc12345' } })
    expect(unknown.status).toBe(400)
    expect(unknown.json.code).toBe('AUTH_004')
    const weak = await call('POST', '/auth/reset', { body: { token: 'nope', password: 'short' } })
    expect(weak.json.code).toBe('VALIDATION_001')
    expect(fieldErrors(weak.json)).toEqual({ password: '密码长度至少8个字符' })
  })
})

describe('test backend reset', () => {
  it('resetTestBackend restores the seed: a registered user is gone afterwards', async () => {
    await call('POST', '/auth/register', { body: validRegistration() })
    await resetTestBackend()
    const login = await call('POST', '/auth/login', {
      body: { username: 'new.user@example.com', password: 'abc12345' },
    })
    expect(login.status).toBe(401)
  })
})
