import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { EnvelopeSchema, ErrorEnvelopeSchema, IdParamSchema, PageQuerySchema, successEnvelope } from './envelope.schema'
import { parseOk } from '@/test/schema-parse'

describe('envelope', () => {
  it('R3.15 a response carries success, message, data, meta.pagination (hasNext, total) and timestamp', () => {
    const Schema = successEnvelope(v.array(v.number()))
    const out = parseOk(Schema, {
      success: true,
      message: 'ok',
      data: [1, 2],
      meta: { pagination: { page: 1, limit: 20, total: 42, hasNext: true } },
      timestamp: '2025-01-01T00:00:00.000Z',
    })
    expect(out.meta?.pagination).toEqual({ page: 1, limit: 20, total: 42, hasNext: true })
    expect(v.safeParse(Schema, { success: true, message: 'ok', data: ['x'], timestamp: 't' }).success).toBe(false)
  })
  it('R3.15 R5.27 the outer envelope must be an object with a boolean success', () => {
    expect(v.safeParse(EnvelopeSchema, 'nope').success).toBe(false)
    expect(v.safeParse(EnvelopeSchema, { message: 'x' }).success).toBe(false)
    expect(parseOk(EnvelopeSchema, { success: true }).message).toBe('')
  })
  it('R5.29 a validation error carries VALIDATION_001 and details.errors', () => {
    const out = parseOk(ErrorEnvelopeSchema, {
      success: false,
      message: '输入数据验证失败',
      code: 'VALIDATION_001',
      details: { errors: [{ field: 'title', message: '标题和内容不能为空' }] },
      timestamp: 't',
    })
    expect(out.details?.errors?.[0]?.field).toBe('title')
  })
  it('ids in paths must be positive integers', () => {
    expect(parseOk(IdParamSchema, '12')).toBe(12)
    for (const bad of ['0', '-1', 'abc', '1.5', '']) expect(v.safeParse(IdParamSchema, bad).success, bad).toBe(false)
  })
  it('page defaults to 1 and limit to 20', () => {
    expect(parseOk(PageQuerySchema, {})).toEqual({ page: 1, limit: 20 })
    expect(v.safeParse(PageQuerySchema, { limit: '101' }).success).toBe(false)
  })
})
