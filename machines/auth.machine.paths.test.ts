import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthResponse } from '@/schemas/auth.schema'
import type { User } from '@/schemas/user.schema'
import { authMachine, type AuthInput } from './auth.machine'
import { coveringPaths, pathTitle, type MachinePath } from './graph/paths'
import { listTransitions } from './graph/transitions'
import { coverageProblems } from './graph/unreachable'
import { walkWithActor } from './graph/walk'

// Paths generated from the auth machine (machines/graph), walked by a real actor: each reached state is the one
// the path says, through the transitions it says, and bears out its meta. With no stored session, and with one.

const user: User = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  displayName: '柠檬酱',
  avatar: null,
  bio: '',
  location: null,
  website: null,
  gender: null,
  birthDate: null,
  age: null,
  verified: false,
  createdAt: null,
  updatedAt: null,
}
const session: AuthResponse = { token: 'access-1', refreshToken: 'refresh-1', user }
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

const generated: { input: string; paths: MachinePath[] }[] = []
const taken = new Set<string>()
for (const [name, input] of Object.entries(INPUTS)) {
  const r = coveringPaths(authMachine, { input, cases: CASES, already: taken })
  generated.push({ input: name, paths: r.paths })
  for (const id of r.taken) taken.add(id)
}
const all = generated.flatMap((g) => g.paths.map((p) => [pathTitle(p, g.input), g.input, p] as const))

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("auth machine: generated paths (each path's title names the rules of the transition it was made for)", () => {
  it.each(all)('%s', async (_, input, path) => {
    await walkWithActor(authMachine, path, {
      input: INPUTS[input],
      clock: { advance: (ms) => vi.advanceTimersByTimeAsync(ms), now: () => Date.now() },
      check: (_snapshot, problems) => expect(problems).toEqual([]),
    })
  })

  it('every transition is taken by a generated path or listed unreachable with its reason', () => {
    expect(coverageProblems(listTransitions(authMachine), taken)).toEqual([])
  })
})
