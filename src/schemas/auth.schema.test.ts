import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { LoginFormSchema, LoginRequestSchema, RegisterFormSchema, RegisterRequestSchema } from './auth.schema'
import { MSG } from './messages'
import { fieldErrors, parseOk } from '@/test/schema-parse'

const valid = { username: 'lemon_01', email: 'Lemon@Example.com', password: 'abc12345', displayName: '小柠檬' }
const reg = (patch: Partial<Record<keyof typeof valid, unknown>>) =>
  fieldErrors(RegisterRequestSchema, { ...valid, ...patch })

describe('register request', () => {
  it('R5.1 username required: 用户名是必填项', () => {
    expect(reg({ username: '' }).username).toEqual([MSG.usernameRequired])
    expect(reg({ username: undefined }).username).toEqual(['用户名是必填项'])
  })
  it('R5.1 R9.13 username at least 3: 用户名长度至少3个字符', () => {
    expect(reg({ username: 'ab' }).username).toEqual(['用户名长度至少3个字符'])
    expect(reg({ username: 'abc' }).username).toBeUndefined()
  })
  it('R5.1 R9.13 username at most 20: 用户名长度不能超过20个字符', () => {
    expect(reg({ username: 'a'.repeat(21) }).username).toEqual(['用户名长度不能超过20个字符'])
    expect(reg({ username: 'a'.repeat(20) }).username).toBeUndefined()
  })
  it('R5.1 username letters, digits, underscore only: 用户名只能包含字母、数字和下划线', () => {
    expect(reg({ username: 'lemon-01' }).username).toEqual(['用户名只能包含字母、数字和下划线'])
    expect(reg({ username: '柠檬abc' }).username).toEqual(['用户名只能包含字母、数字和下划线'])
  })
  it('R5.2 display name required: 显示名称不能为空', () => {
    expect(reg({ displayName: '   ' }).displayName).toEqual(['显示名称不能为空'])
  })
  it('R5.2 R9.11 display name at most 50: 显示名称长度不能超过50个字符', () => {
    expect(reg({ displayName: '柠'.repeat(51) }).displayName).toEqual(['显示名称长度不能超过50个字符'])
    expect(reg({ displayName: '柠'.repeat(50) }).displayName).toBeUndefined()
  })
  it('R5.3 email required: 邮箱是必填项', () => {
    expect(reg({ email: '' }).email).toEqual(['邮箱是必填项'])
  })
  it('R5.3 email must look like an address: 邮箱格式不正确', () => {
    expect(reg({ email: 'not-an-email' }).email).toEqual(['邮箱格式不正确'])
    expect(reg({ email: 'a@b' }).email).toEqual(['邮箱格式不正确'])
  })
  it('R5.4 password required: 密码是必填项', () => {
    expect(reg({ password: '' }).password).toEqual(['密码是必填项'])
  })
  it('R5.4 R9.14 password at least 8: 密码长度至少8个字符', () => {
    expect(reg({ password: 'abc1234' }).password).toEqual(['密码长度至少8个字符'])
    expect(reg({ password: 'abcd1234' }).password).toBeUndefined()
  })
  it('R5.4 password needs a letter and a digit: 密码必须包含至少一个字母和一个数字', () => {
    expect(reg({ password: '12345678' }).password).toEqual(['密码必须包含至少一个字母和一个数字'])
    expect(reg({ password: 'abcdefgh' }).password).toEqual(['密码必须包含至少一个字母和一个数字'])
  })
  it('R3.13 registration payload is username, email, password, displayName (email lowercased)', () => {
    expect(parseOk(RegisterRequestSchema, valid)).toEqual({ ...valid, email: 'lemon@example.com' })
  })
})

describe('register form', () => {
  it('R5.5 confirmation mismatch is reported on confirmPassword: 两次输入的密码不一致', () => {
    const errs = fieldErrors(RegisterFormSchema, { ...valid, confirmPassword: 'abc12346' })
    expect(errs.confirmPassword).toEqual(['两次输入的密码不一致'])
    expect(fieldErrors(RegisterFormSchema, { ...valid, confirmPassword: valid.password })).toEqual({})
  })
  it('R5.5 the confirmation is not part of the request that is sent', () => {
    expect(Object.keys(RegisterRequestSchema.entries)).not.toContain('confirmPassword')
    const sent = v.parse(RegisterRequestSchema, { ...valid, confirmPassword: valid.password })
    expect(sent).not.toHaveProperty('confirmPassword')
  })
})

describe('login', () => {
  it('R5.8 email and password are required', () => {
    const errs = fieldErrors(LoginFormSchema, { email: ' ', password: '' })
    expect(errs.email).toEqual([MSG.loginEmailRequired])
    expect(errs.password).toEqual([MSG.loginPasswordRequired])
    expect(fieldErrors(LoginFormSchema, { email: 'demo@example.com', password: 'demo1234' })).toEqual({})
  })
  it('R3.13 the login call carries the email in the username field', () => {
    expect(parseOk(LoginRequestSchema, { username: 'demo@example.com', password: 'demo1234' })).toEqual({
      username: 'demo@example.com',
      password: 'demo1234',
    })
    expect(Object.keys(LoginRequestSchema.entries).sort()).toEqual(['password', 'username'])
  })
})
