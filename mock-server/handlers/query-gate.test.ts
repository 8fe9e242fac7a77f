import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { setLatency } from '../http/latency'
import { startTestBackend, stopTestBackend } from '../node'
import { BASE } from '../test/api-client'

// R5.29: an operation takes the query parameters docs/openapi.json lists for it and no other. The app's client
// sends none other, so one is refused (400 VALIDATION_001, details.errors naming it) rather than silently ignored.

type Doc = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> }
const doc = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as Doc
const OPERATIONS = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })),
)

beforeAll(async () => {
  await startTestBackend()
  setLatency({ min: 0, max: 0 })
})
afterAll(() => stopTestBackend())

const send = (method: string, pathAndQuery: string) => fetch(`${BASE}${pathAndQuery.slice('/api'.length)}`, { method })

it('R5.29 every operation of the contract refuses a query parameter it does not list, naming it, before anything else', async () => {
  const problems: string[] = []
  for (const { method, path } of OPERATIONS) {
    const response = await send(method, `${path.replace(/\{[^}]+\}/g, '1')}?zz=1`)
    if (response.status !== 400) problems.push(`${method} ${path}?zz=1 → ${response.status}`)
    if (method === 'HEAD') continue
    const body = (await response.json()) as { code?: string; message?: string; details?: { errors?: unknown } }
    if (body.code !== 'VALIDATION_001' || body.message !== '不支持的查询参数：zz')
      problems.push(`${method} ${path}?zz=1: ${JSON.stringify(body)}`)
    else expect(body.details?.errors).toEqual([{ field: 'zz', message: '不支持的查询参数：zz' }])
  }
  expect(problems).toEqual([])
})

it('R5.29 the parameters an operation lists pass, each unknown one is named once, the developer endpoints keep their shape', async () => {
  expect(
    (await send('GET', `/api/posts?page=1&limit=5&category=food&search=${encodeURIComponent('柠檬')}`)).status,
  ).toBe(200)
  expect((await send('GET', '/api/posts/search?q=a&page=1&limit=5')).status).toBe(200)
  const two = await send('GET', '/api/posts/categories?b=1&a=2&b=3')
  expect(await two.json()).toMatchObject({
    code: 'VALIDATION_001',
    message: '不支持的查询参数：b；不支持的查询参数：a',
  })
  // /api/posts/search is its own operation, not /api/posts/{id}: `q` is one of its parameters.
  expect((await send('GET', '/api/posts/12?q=a')).status).toBe(400)
  const dev = await send('GET', '/api/test/ping?x=1')
  expect(await dev.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_001',
    data: null,
    responseTime: expect.any(Number),
    version: expect.any(String),
  })
})

it('a request for no operation is answered as before: another method on a known path 405, an unknown path 404', async () => {
  expect((await send('PUT', '/api/posts/categories?x=1')).status).toBe(405)
  expect((await send('GET', '/api/nope?x=1')).status).toBe(404)
})
