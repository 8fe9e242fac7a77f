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
  expect(v.parse(HealthResponseSchema, json.data)).toEqual({ status: 'ok', version: '1.0.0', uptime: expect.any(Number) })
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
