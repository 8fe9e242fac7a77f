import { authMachine, type AuthInput } from './auth.machine'
import { testGeneratedPaths } from './graph/generated-paths.test-support'
import { demoSession, demoUser } from './machine-test-data'

// Paths generated from the auth machine (machines/graph), walked by a real actor: each reached state is the one
// the path says, through the transitions it says, and bears out its meta. With no stored session, and with one.

const user = demoUser
const session = demoSession
const INPUTS: Record<string, AuthInput> = {
  'no session': { token: null, user: null },
  'stored session': { token: 'access-0', user },
}
const CASES = {
  'auth.login': () => [{ email: 'demo@example.com', password: 'secret1' }],
  'auth.register': () => [{ payload: { username: 'demo', email: 'demo@example.com', password: 'secret1' } }],
  'auth.userUpdated': () => [{ user: { ...user, bio: '你好' } }],
  'done(loginCall)': () => [{ output: session }],
  'done(registerCall)': () => [{ output: session }],
  'done(profileCheck)': () => [{ output: user }],
  'error(loginCall)': () => [{ error: { type: 'AUTH_ERROR', status: 401, message: '邮箱或密码错误' } }],
  'error(registerCall)': () => [{ error: { type: 'VALIDATION_ERROR', status: 400, message: '邮箱已被注册' } }],
  'error(profileCheck)': () => [
    { error: { type: 'AUTH_ERROR', status: 401, message: '登录已过期' } },
    { error: { type: 'NETWORK_ERROR', status: 0, message: 'Failed to fetch' } },
  ],
  'error(logoutCall)': () => [{ error: { type: 'NETWORK_ERROR', status: 0, message: 'Failed to fetch' } }],
}

testGeneratedPaths('auth machine', authMachine, INPUTS, CASES)
