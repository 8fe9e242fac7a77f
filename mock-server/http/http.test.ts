import { http } from 'msw'
import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorEnvelopeSchema, successEnvelope } from '@/schemas/envelope.schema'
import { api, handle, HttpError, ok, validate } from '.'
import { server, startTestBackend, stopTestBackend } from '../node'
import { call, setContractCheck } from '../test/api-client'
import { getLatency, setLatency } from './latency'

// These tests mount ad-hoc /api/probe handlers: answers of no operation in the contract.
setContractCheck(false)

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

describe('envelope', () => {
  it('ok() answers { success, message, data, meta, timestamp }', async () => {
    server.use(
      http.get(
        api('/probe'),
        handle(() =>
          ok([1, 2], { message: '好', meta: { pagination: { page: 1, limit: 2, total: 5, hasNext: true } } }),
        ),
      ),
    )
    const { status, json } = await call('GET', '/probe')
    expect(status).toBe(200)
    const parsed = v.parse(successEnvelope(v.array(v.number())), json)
    expect(parsed).toMatchObject({
      success: true,
      message: '好',
      data: [1, 2],
      meta: { pagination: { hasNext: true, total: 5 } },
    })
    expect(Number.isNaN(Date.parse(parsed.timestamp))).toBe(false)
  })

  it('a thrown HttpError becomes the error envelope with its status, code and details', async () => {
    server.use(
      http.get(
        api('/probe'),
        handle(() => {
          throw new HttpError(409, 'CONFLICT_001', '冲突了', { errors: [] })
        }),
      ),
    )
    const { status, json } = await call('GET', '/probe')
    expect(status).toBe(409)
    expect(v.parse(ErrorEnvelopeSchema, json)).toMatchObject({
      success: false,
      code: 'CONFLICT_001',
      message: '冲突了',
    })
  })

  it('an unexpected exception becomes 500 SERVER_001 服务器内部错误, never a crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.get(
        api('/probe'),
        handle(() => {
          throw new TypeError('bug')
        }),
      ),
    )
    const { status, json } = await call('GET', '/probe')
    expect(status).toBe(500)
    expect(json).toMatchObject({ success: false, code: 'SERVER_001', message: '服务器内部错误' })
    expect(log).toHaveBeenCalled()
    log.mockRestore()
    expect((await call('GET', '/health')).status).toBe(200)
  })
})

describe('validate', () => {
  const Schema = v.object({
    name: v.pipe(v.string('名字必填'), v.nonEmpty('名字必填'), v.maxLength(3, '名字太长')),
    address: v.object({ city: v.pipe(v.string('城市必填'), v.maxLength(2)) }),
  })

  it('R5.29 joins the messages with ；and names each field by its dotted path', () => {
    try {
      validate(Schema, { name: 'abcd', address: { city: 'abc' } })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError)
      const e = error as HttpError
      expect([e.status, e.code]).toEqual([400, 'VALIDATION_001'])
      expect(e.message).toBe('名字太长；长度不能超过2个字符')
      expect(e.details?.errors).toEqual([
        { field: 'name', message: '名字太长' },
        { field: 'address.city', message: '长度不能超过2个字符' },
      ])
    }
  })

  it("R5.29 a missing field reports the field's own required message", () => {
    expect(() => validate(Schema, { address: { city: 'x' } })).toThrow('名字必填')
  })

  it('returns the parsed output on success', () => {
    expect(validate(Schema, { name: 'ab', address: { city: '杭州' }, extra: 1 })).toEqual({
      name: 'ab',
      address: { city: '杭州' },
    })
  })
})

describe('latency', () => {
  it('latency: none by default in tests; a bad range is refused', () => {
    expect(getLatency()).toEqual({ min: 0, max: 0 })
    expect(() => setLatency({ min: 100, max: 50 })).toThrow(RangeError)
    setLatency({ min: 5, max: 10 })
    expect(getLatency()).toEqual({ min: 5, max: 10 })
  })

  it('latency: a configured delay is applied before answering', async () => {
    setLatency({ min: 40, max: 40 })
    const started = performance.now()
    await call('GET', '/health')
    expect(performance.now() - started).toBeGreaterThanOrEqual(35)
  })
})
