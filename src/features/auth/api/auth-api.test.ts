import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { login } from './login'
import { requestPasswordReset, resetPassword } from './password-reset'
import { register } from './register'

const server = setupTestServer()
const wireUser = { id: 7, username: 'lemon', email: 'Lemon@Example.com', display_name: '柠檬酱' }
const session = { token: 'access-9', refreshToken: 'refresh-9', user: wireUser }

/** Records what each request to `path` carried, as msw received it. */
function record(path: string, data: unknown) {
  const seen: { method: string; body: unknown; authorization: string | null }[] = []
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      seen.push({
        method: request.method,
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      })
      return HttpResponse.json(ok(data))
    }),
  )
  return seen
}

describe('auth calls', () => {
  it('R7.1 R3.13 register sends POST /auth/register with exactly username, email, password, displayName and reads token, refreshToken, user', async () => {
    const seen = record('/auth/register', session)
    const answer = await register({
      username: 'lemon',
      email: 'lemon@example.com',
      password: 'lemon1234',
      displayName: '柠檬酱',
    })
    expect(seen).toHaveLength(1)
    // toEqual on the parsed JSON: any extra key (confirmPassword …) or a missing one fails.
    expect(seen[0]!.body).toEqual({
      username: 'lemon',
      email: 'lemon@example.com',
      password: 'lemon1234',
      displayName: '柠檬酱',
    })
    expect(Object.keys(seen[0]!.body as object).sort()).toEqual(['displayName', 'email', 'password', 'username'])
    expect(answer.token).toBe('access-9')
    expect(answer.refreshToken).toBe('refresh-9')
    expect(answer.user).toMatchObject({ id: 7, username: 'lemon', email: 'lemon@example.com', displayName: '柠檬酱' })
  })

  it('R7.1 an answer without token, refreshToken or user is refused', async () => {
    for (const missing of ['token', 'refreshToken', 'user'] as const) {
      const { [missing]: _, ...partial } = session
      record('/auth/register', partial)
      await expect(
        register({ username: 'lemon', email: 'lemon@example.com', password: 'lemon1234', displayName: '柠檬酱' }),
      ).rejects.toMatchObject({
        type: 'DATA_VALIDATION_ERROR',
      })
    }
  })

  it('R3.13 R7.2 login sends POST /auth/login with the email in the username field plus the password, nothing else, and reads the session', async () => {
    const seen = record('/auth/login', session)
    const answer = await login('lemon@example.com', 'lemon1234')
    expect(seen.map((s) => s.body)).toEqual([{ username: 'lemon@example.com', password: 'lemon1234' }])
    expect(answer).toMatchObject({
      token: 'access-9',
      refreshToken: 'refresh-9',
      user: { id: 7, email: 'lemon@example.com' },
    })
  })

  it.each([
    ['login', '/auth/login', session, () => login('lemon@example.com', 'lemon1234')],
    [
      'register',
      '/auth/register',
      session,
      () => register({ username: 'lemon', email: 'lemon@example.com', password: 'lemon1234', displayName: '柠檬酱' }),
    ],
    ['forgot', '/auth/forgot', null, () => requestPasswordReset('lemon@example.com')],
    ['reset', '/auth/reset', null, () => resetPassword('tok-1', 'lemon5678')],
  ] as const)('R6.7 %s (POST %s) goes without authorization even with tokens stored', async (_, path, data, call) => {
    setTokens('a1', 'r1')
    const seen = record(path, data)
    await call()
    expect(seen).toHaveLength(1)
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.authorization).toBeNull()
  })
})
