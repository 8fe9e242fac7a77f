import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { DevApiResponseSchema } from './dev-api.schema'
import { parseOk } from '@/test/schema-parse'

describe('developer API', () => {
  it('R7.38 the developer pages read success, message, data, responseTime and version', () => {
    expect(
      parseOk(DevApiResponseSchema, {
        success: true,
        message: 'pong',
        data: { a: 1 },
        responseTime: 12,
        version: '1.0.0',
      }),
    ).toEqual({
      success: true,
      message: 'pong',
      data: { a: 1 },
      responseTime: 12,
      version: '1.0.0',
    })
    expect(parseOk(DevApiResponseSchema, { success: false })).toMatchObject({
      message: '',
      responseTime: null,
      version: null,
    })
    expect(v.safeParse(DevApiResponseSchema, { message: 'x' }).success).toBe(false)
  })
})
