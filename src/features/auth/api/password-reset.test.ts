import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { isApiError } from '@/api/errors'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { requestPasswordReset, resetPassword } from './password-reset'

const server = setupTestServer()

describe('password reset calls', () => {
  it('R7.5 POST /auth/forgot sends the email without authorization and reads the demo reset token', async () => {
    setTokens('access-1', 'refresh-1')
    let body: unknown
    let authorization: string | null = 'unset'
    server.use(
      http.post(apiUrl('/auth/forgot'), async ({ request }) => {
        body = await request.json()
        authorization = request.headers.get('authorization')
        return HttpResponse.json(ok({ resetToken: 'tok-123' }, { message: '如果该邮箱已注册，重置密码的邮件已发送' }))
      }),
    )
    expect(await requestPasswordReset('demo@example.com')).toEqual({
      message: '如果该邮箱已注册，重置密码的邮件已发送',
      resetToken: 'tok-123',
    })
    expect(body).toEqual({ email: 'demo@example.com' })
    expect(authorization).toBeNull()
  })

  it('R7.5 a server that mails the link (no token in the answer) is read too', async () => {
    server.use(http.post(apiUrl('/auth/forgot'), () => HttpResponse.json(ok(null, { message: '邮件已发送' }))))
    expect(await requestPasswordReset('a@b.c')).toEqual({ message: '邮件已发送', resetToken: null })
  })

  it('R7.6 POST /auth/reset sends the token and the new password', async () => {
    let body: unknown
    server.use(
      http.post(apiUrl('/auth/reset'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(ok(null, { message: '密码已重置，请使用新密码登录' }))
      }),
    )
    expect(await resetPassword('tok-123', 'lemon5678')).toBe('密码已重置，请使用新密码登录')
    expect(body).toEqual({ token: 'tok-123', password: 'lemon5678' })
  })

  it('R7.6 an invalid or used token is an error with the server message', async () => {
    server.use(
      http.post(apiUrl('/auth/reset'), () =>
        HttpResponse.json(fail('重置链接无效或已过期，请重新申请', 'AUTH_004'), { status: 400 }),
      ),
    )
    const error = await resetPassword('bad', 'lemon5678').catch((e: unknown) => e)
    expect(isApiError(error) && error.code).toBe('AUTH_004')
    expect(isApiError(error) && error.message).toBe('重置链接无效或已过期，请重新申请')
  })
})
