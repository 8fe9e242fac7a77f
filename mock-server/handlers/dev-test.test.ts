import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { DevApiResponseSchema } from '@/schemas/dev-api.schema'
import { MSG } from '@/schemas/messages'
import type { MockDb } from '../db'
import { startTestBackend, stopTestBackend } from '../node'
import { call, DEMO, validRegistration } from '../test/api-client'

let db: MockDb
beforeEach(async () => {
  db = await startTestBackend()
})
afterAll(() => stopTestBackend())

/** Every answer, success or not, carries the five fields the developer page reads. */
function devBody(json: unknown) {
  const body = v.parse(DevApiResponseSchema, json)
  expect(body.version).toBe('1.0.0')
  expect(body.responseTime).toBeGreaterThanOrEqual(0)
  return body
}

describe('GET /api/test/ping', () => {
  it('R7.38 answers success, message, data, responseTime and version', async () => {
    const { status, json } = await call('GET', '/test/ping')
    expect(status).toBe(200)
    const body = devBody(json)
    expect(body).toMatchObject({ success: true, message: 'pong', data: { pong: true } })
  })
})

describe('GET /api/test/mock-posts', () => {
  it('R7.38 lists the newest posts (5 by default) in summary form', async () => {
    const { status, json } = await call('GET', '/test/mock-posts')
    expect(status).toBe(200)
    const body = devBody(json)
    const posts = body.data as Array<{ id: number; title: string; createdAt: string }>
    expect(posts.length).toBe(Math.min(5, db.count('posts')))
    const dates = posts.map((p) => p.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('R7.38 limit is 1..20; anything else is 400 VALIDATION_001 in the developer shape', async () => {
    const ok = await call('GET', '/test/mock-posts?limit=2')
    expect((ok.json.data as unknown[]).length).toBe(Math.min(2, db.count('posts')))
    for (const bad of ['0', '-1', '21', 'abc', '1e3', '99999999999']) {
      const { status, json } = await call('GET', `/test/mock-posts?limit=${bad}`)
      expect(status).toBe(400)
      expect(devBody(json).success).toBe(false)
      expect(json.code).toBe('VALIDATION_001')
    }
  })
})

describe('POST /api/test/mock-register', () => {
  it('R7.38 validates the registration fields and stores nothing', async () => {
    const users = db.count('users')
    const { status, json } = await call('POST', '/test/mock-register', { body: validRegistration() })
    expect(status).toBe(200)
    const body = devBody(json)
    expect(body.data).toEqual({
      user: { username: 'new_user', email: 'new.user@example.com', displayName: '新来的柠檬' },
      stored: false,
      emailAvailable: true,
      usernameAvailable: true,
    })
    expect(db.count('users')).toBe(users)
  })

  it('R7.38 reports a taken email or username without failing', async () => {
    const { json } = await call('POST', '/test/mock-register', {
      body: validRegistration({ email: DEMO.email, username: 'DEMO' }),
    })
    expect(json.data).toMatchObject({ emailAvailable: false, usernameAvailable: false })
  })

  it('R5.29 bad fields answer 400 VALIDATION_001 with the spec messages, in the developer shape', async () => {
    const { status, json } = await call('POST', '/test/mock-register', {
      body: validRegistration({ username: 'ab', password: 'abcdefgh' }),
    })
    expect(status).toBe(400)
    const body = devBody(json)
    expect(body.success).toBe(false)
    expect(json.details?.errors).toEqual([
      { field: 'username', message: MSG.usernameMin },
      { field: 'password', message: MSG.passwordPattern },
    ])
  })

  it('R5.29 wrong types, over-long strings and malformed JSON are 400, never a crash', async () => {
    for (const body of [
      { username: 1, email: [], password: null, displayName: {} },
      validRegistration({ displayName: '长'.repeat(51) }),
    ]) {
      expect((await call('POST', '/test/mock-register', { body })).status).toBe(400)
    }
    const raw = await call('POST', '/test/mock-register', {
      rawBody: '{"username":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect([raw.status, raw.json.code]).toEqual([400, 'VALIDATION_001'])
  })
})

describe('POST /api/test/mock-login', () => {
  it('R7.38 checks the real credentials and answers the user, without opening a session', async () => {
    const sessions = db.count('sessions')
    const { status, json } = await call('POST', '/test/mock-login', {
      body: { email: DEMO.email, password: DEMO.password },
    })
    expect(status).toBe(200)
    const body = devBody(json)
    expect(body.data).toMatchObject({ user: { email: DEMO.email, username: 'demo' } })
    expect(JSON.stringify(body.data)).not.toMatch(/passwordHash|passwordSalt/)
    expect(db.count('sessions')).toBe(sessions)
  })

  it('R7.38 a wrong password or unknown email is 401 AUTH_003 in the developer shape', async () => {
    for (const body of [
      { email: DEMO.email, password: 'wrong1234' },
      { email: 'nobody@example.com', password: 'demo1234' },
    ]) {
      const { status, json } = await call('POST', '/test/mock-login', { body })
      expect([status, json.code]).toEqual([401, 'AUTH_003'])
      expect(devBody(json).success).toBe(false)
    }
  })

  it('R5.29 empty, missing, wrongly typed or over-long fields are 400 VALIDATION_001', async () => {
    const cases = [
      {},
      { email: '', password: '' },
      { email: 1, password: true },
      { email: 'a'.repeat(255), password: 'x' },
      { email: 'a@b.c', password: 'x'.repeat(129) },
    ]
    for (const body of cases) {
      const { status, json } = await call('POST', '/test/mock-login', { body })
      expect([status, json.code]).toEqual([400, 'VALIDATION_001'])
    }
    expect(fieldErrorsOf(await call('POST', '/test/mock-login', { body: {} }))).toEqual({
      email: MSG.loginEmailRequired,
      password: MSG.loginPasswordRequired,
    })
  })
})

const fieldErrorsOf = ({ json }: { json: { details?: { errors?: Array<{ field: string; message: string }> } } }) =>
  Object.fromEntries((json.details?.errors ?? []).map((e) => [e.field, e.message]))
