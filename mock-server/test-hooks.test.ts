import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthResponseSchema, RefreshResponseSchema } from '@/schemas/auth.schema'
import { ErrorEnvelopeSchema, successEnvelope } from '@/schemas/envelope.schema'
import { startStandaloneApi, type StandaloneApi } from './standalone'
import { TEST_HOOK_PATHS, testHooksRequested } from './test-hooks'

// The standalone API's test hooks (mock-server/test-hooks.ts) over real HTTP, on a random port and a database of its
// own. One API at a time: the API host sets the process's active db.
const dir = mkdtempSync(join(tmpdir(), 'lemon-hooks-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HookAnswerSchema = successEnvelope(v.null())

function useApi(testHooks: boolean, file: string): () => StandaloneApi {
  let api: StandaloneApi
  beforeAll(async () => {
    api = await startStandaloneApi({ port: 0, dbFile: join(dir, file), testHooks })
  })
  afterAll(() => api.close())
  return () => api
}

const post = (url: string, { token, body }: { token?: string; body?: unknown } = {}) =>
  fetch(url, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function login(base: string, username = 'demo@example.com', password = 'demo1234') {
  const response = await post(`${base}/api/auth/login`, { body: { username, password } })
  expect(response.status).toBe(200)
  return v.parse(successEnvelope(AuthResponseSchema), await response.json()).data
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

describe('test hooks off (the default)', () => {
  const api = useApi(false, 'off.db')

  it('their paths answer as any unknown path does: 404 NOT_FOUND_001, with CORS', async () => {
    const unknown = await post(`${api().url}/api/test/no-such-hook`)
    const unknownBody = v.parse(ErrorEnvelopeSchema, await unknown.json())
    const { token } = await login(api().url)
    for (const path of Object.values(TEST_HOOK_PATHS)) {
      for (const response of [
        await post(`${api().url}${path}`),
        await post(`${api().url}${path}`, { token }),
        await fetch(`${api().url}${path}`),
      ]) {
        expect(response.status, path).toBe(unknown.status)
        expect(response.headers.get('access-control-allow-origin')).toBe('*')
        const body = v.parse(ErrorEnvelopeSchema, await response.json())
        expect({ code: body.code, message: body.message }).toEqual({
          code: unknownBody.code,
          message: unknownBody.message,
        })
      }
    }
    expect(unknown.status).toBe(404)
    // The token is still live: the hook did nothing.
    expect((await fetch(`${api().url}/api/users/profile`, bearer(token))).status).toBe(200)
  })
})

describe('test hooks on', () => {
  const api = useApi(true, 'on.db')

  it('POST /api/test/reset brings back a deleted post (the seed again) and answers the envelope, with CORS', async () => {
    const { token, user } = await login(api().url)
    const own = (await (await fetch(`${api().url}/api/users/${user.id}/posts`)).json()) as { data: { id: number }[] }
    const postId = own.data[0]!.id
    expect((await fetch(`${api().url}/api/posts/${postId}`, { method: 'DELETE', ...bearer(token) })).status).toBe(200)
    expect((await fetch(`${api().url}/api/posts/${postId}`)).status).toBe(404)

    const reset = await post(`${api().url}${TEST_HOOK_PATHS.reset}`)
    expect(reset.status).toBe(200)
    expect(reset.headers.get('access-control-allow-origin')).toBe('*')
    const body = v.parse(HookAnswerSchema, await reset.json())
    expect(body.data).toBeNull()
    expect(body.message).not.toBe('')
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false)

    expect((await fetch(`${api().url}/api/posts/${postId}`)).status).toBe(200)
    // The sessions went with the data.
    expect((await fetch(`${api().url}/api/users/profile`, bearer(token))).status).toBe(401)
  })

  it("POST /api/test/expire-token expires the caller's access token only: the next call is 401 AUTH_002, a refresh works", async () => {
    const mine = await login(api().url)
    const someoneElse = await login(api().url, 'admin@example.com', 'admin1234')
    const expire = await post(`${api().url}${TEST_HOOK_PATHS.expireToken}`, { token: mine.token })
    expect(expire.status).toBe(200)
    expect(expire.headers.get('access-control-allow-origin')).toBe('*')
    expect(v.parse(HookAnswerSchema, await expire.json()).data).toBeNull()

    const expired = await fetch(`${api().url}/api/users/profile`, bearer(mine.token))
    expect(expired.status).toBe(401)
    expect(v.parse(ErrorEnvelopeSchema, await expired.json()).code).toBe('AUTH_002')
    expect((await fetch(`${api().url}/api/users/profile`, bearer(someoneElse.token))).status).toBe(200)

    const refresh = await post(`${api().url}/api/auth/refresh`, { body: { refreshToken: mine.refreshToken } })
    expect(refresh.status).toBe(200)
    const renewed = v.parse(successEnvelope(RefreshResponseSchema), await refresh.json()).data
    expect((await fetch(`${api().url}/api/users/profile`, bearer(renewed.accessToken))).status).toBe(200)
  })

  it('expire-token without a valid token is 401 in the error envelope, with CORS', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await post(`${api().url}${TEST_HOOK_PATHS.expireToken}`, { token })
      expect(response.status).toBe(401)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(v.parse(ErrorEnvelopeSchema, await response.json()).code).toBe('AUTH_001')
    }
  })

  it('another method on a hook is 405 with Allow: POST', async () => {
    const response = await fetch(`${api().url}${TEST_HOOK_PATHS.reset}`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(v.parse(ErrorEnvelopeSchema, await response.json()).code).toBe('METHOD_001')
  })
})

describe('npm run api turns them on', () => {
  it('with --test-hooks or API_TEST_HOOKS=1, and only then', () => {
    expect(testHooksRequested(true, {})).toBe(true)
    expect(testHooksRequested(undefined, { API_TEST_HOOKS: '1' })).toBe(true)
    expect(testHooksRequested(undefined, {})).toBe(false)
    expect(testHooksRequested(false, { API_TEST_HOOKS: '0' })).toBe(false)
    expect(testHooksRequested(undefined, { API_TEST_HOOKS: 'true' })).toBe(false)
  })
})
