import * as v from 'valibot'
import { afterAll, beforeEach, expect, it } from 'vitest'
import { HealthResponseSchema } from '@/schemas/auth.schema'
import { startTestBackend, stopTestBackend } from '../node'
import { BASE, call } from '../test/api-client'

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

it('R7.37 GET /health answers status ok, version 1.0.0 and uptime', async () => {
  const { status, json } = await call('GET', '/health')
  expect(status).toBe(200)
  expect(v.parse(HealthResponseSchema, json.data)).toEqual({
    status: 'ok',
    version: '1.0.0',
    uptime: expect.any(Number),
  })
  expect(json.data.uptime).toBeGreaterThanOrEqual(0)
})

it('R7.37 HEAD /health answers 200 with no body', async () => {
  const response = await fetch(`${BASE}/health`, { method: 'HEAD' })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('')
})

it('an /api path no handler claims gets a 404 envelope', async () => {
  const { status, json } = await call('GET', '/no-such-endpoint')
  expect(status).toBe(404)
  expect(json).toMatchObject({ success: false, code: 'NOT_FOUND_001', message: '请求的接口不存在' })
})

it('a known path asked with a method it does not answer is 405 with Allow listing the methods it does', async () => {
  for (const [method, path, allow] of [
    ['PATCH', '/posts', 'GET, POST'],
    ['DELETE', '/posts', 'GET, POST'],
    ['PATCH', '/posts/1', 'DELETE, GET, PUT'],
    ['GET', '/auth/login', 'POST'],
    ['POST', '/health', 'GET, HEAD'],
  ] as const) {
    const response = await fetch(`${BASE}${path}`, { method })
    expect(response.status, `${method} ${path}`).toBe(405)
    expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow)
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'METHOD_001',
      message: '该接口不支持此请求方法',
    })
  }
})

it('an unknown path is 404 whatever the method', async () => {
  for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
    const response = await fetch(`${BASE}/posts/1/nope`, { method })
    expect(response.status, method).toBe(404)
  }
})
