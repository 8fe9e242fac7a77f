// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loginFailureMessage, registerFailureMessage } from './auth-messages'

describe('auth failure messages', () => {
  it('R8.14 login: 401 → wrong credentials, network → connection, else the message or the default', () => {
    expect(loginFailureMessage({ type: 'AUTHENTICATION_ERROR', status: 401, message: '认证失败' })).toBe(
      '邮箱或密码错误',
    )
    expect(loginFailureMessage({ type: 'NETWORK_ERROR', status: 0, message: 'x' })).toBe('网络连接失败，请检查网络')
    expect(loginFailureMessage({ type: 'RATE_LIMIT_ERROR', status: 429, message: '请求过于频繁，请稍后再试' })).toBe(
      '请求过于频繁，请稍后再试',
    )
    expect(loginFailureMessage({ type: 'SERVER_ERROR', status: 500, message: '' })).toBe('登录失败，请重试')
    expect(loginFailureMessage(null)).toBe('登录失败，请重试')
  })

  it('R8.15 register: email taken, username taken, validation, default', () => {
    expect(registerFailureMessage({ status: 409, code: 'USER_EMAIL_EXISTS' })).toBe('该邮箱已被注册，请使用其他邮箱')
    expect(registerFailureMessage({ status: 409, code: 'USER_USERNAME_EXISTS' })).toBe('用户名已被占用')
    expect(registerFailureMessage({ status: 400, type: 'VALIDATION_ERROR', code: 'VALIDATION_001' })).toBe(
      '输入格式不正确',
    )
    expect(registerFailureMessage({ status: 422, code: 'VALIDATION_001' })).toBe('输入格式不正确')
    expect(registerFailureMessage({ status: 500, type: 'SERVER_ERROR', message: '服务器内部错误' })).toBe(
      '注册失败，请重试',
    )
    expect(registerFailureMessage(undefined)).toBe('注册失败，请重试')
  })
})
