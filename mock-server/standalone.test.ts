import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthResponseSchema } from '@/schemas/auth.schema'
import { ErrorEnvelopeSchema, successEnvelope } from '@/schemas/envelope.schema'
import { addFault, clearFaults } from './faults'
import { startStandaloneApi, type StandaloneApi } from './standalone'
import { fakePng } from './test/image-bytes'

// The real HTTP host on a random port: the same handlers, answering real sockets.
let api: StandaloneApi
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lemon-api-'))
  api = await startStandaloneApi({ port: 0, dbFile: join(dir, 'api.db') })
})
afterAll(async () => {
  clearFaults()
  await api.close()
  rmSync(dir, { recursive: true, force: true })
})

const login = () =>
  fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.com', password: 'demo1234' }),
  })

describe('standalone API (npm run api)', () => {
  it('R7.2 logs in over real HTTP like the README curl example, with CORS headers', async () => {
    const response = await login()
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = v.parse(successEnvelope(AuthResponseSchema), await response.json())
    expect(body.data.user.email).toBe('demo@example.com')
    const profile = await fetch(`${api.url}/api/users/profile`, {
      headers: { Authorization: `Bearer ${body.data.token}` },
    })
    expect(profile.status).toBe(200)
  })

  it('R7.37 answers GET and HEAD /api/health, and the CORS preflight', async () => {
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200)
    expect((await fetch(`${api.url}/api/health`, { method: 'HEAD' })).status).toBe(200)
    const preflight = await fetch(`${api.url}/api/posts`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/)
  })

  it('an unknown path is 404 in the envelope, inside and outside /api', async () => {
    for (const path of ['/api/nothing-here', '/nothing-here']) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status).toBe(404)
      expect(v.parse(ErrorEnvelopeSchema, await response.json()).code).toBe('NOT_FOUND_001')
    }
  })

  it('R5.29 malformed JSON is 400 VALIDATION_001 over HTTP too', async () => {
    const response = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_001')
  })

  it('R7.36 a multipart upload is stored in the database and served back at /uploads/...', async () => {
    const { data } = (await (await login()).json()) as { data: { token: string } }
    const form = new FormData()
    form.append('images', new File([fakePng(300, 400)], 'a.png', { type: 'image/png' }))
    const up = await fetch(`${api.url}/api/upload/post-images`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${data.token}` },
    })
    expect(up.status).toBe(201)
    const { data: uploaded } = (await up.json()) as { data: { images: Array<{ url: string; width: number }> } }
    expect(uploaded.images[0]?.width).toBe(300)
    const served = await fetch(`${api.url}${uploaded.images[0]!.url}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(fakePng(300, 400))
  })

  it('an injected network failure drops the connection', async () => {
    addFault({ path: '/api/health', networkError: true })
    await expect(fetch(`${api.url}/api/health`)).rejects.toThrow()
    clearFaults()
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200)
  })
})

describe('methods the API does not serve', () => {
  /** node:http, since fetch refuses to send TRACE. */
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined; body: string }>((done, reject) => {
      const req = httpRequest(`${api.url}${path}`, { method }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => done({ status: res.statusCode ?? 0, allow: res.headers.allow, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('TRACE and PATCH on a known path are 405 with Allow; on an unknown path 404; never 400', async () => {
    for (const method of ['TRACE', 'PATCH']) {
      const known = await raw(method, '/api/posts')
      expect(known.status, method).toBe(405)
      expect(known.allow).toBe('GET, POST')
      expect(JSON.parse(known.body)).toMatchObject({ success: false, code: 'METHOD_001' })
      expect((await raw(method, '/api/nope')).status, method).toBe(404)
    }
  })

  it("R3.15 a literal path beside a template (/api/posts/categories, /api/posts/{id}) asked with the template's methods is 405, Allow: GET", async () => {
    for (const path of ['/api/posts/categories', '/api/posts/search']) {
      for (const method of ['PUT', 'DELETE', 'TRACE', 'PATCH']) {
        const answer = await raw(method, path)
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.allow, `${method} ${path}`).toBe('GET')
      }
    }
  })
})
