import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BatchFollowStatusResponseSchema, BatchLikeStatusResponseSchema } from '@/schemas/social.schema'
import type { MockDb } from '../db'
import { stopTestBackend } from '../node'
import { call } from '../test/api-client'
import { startContentBackend, stopContentBackend, tokenFor } from '../test/content-seed'

// Counter-examples the API fuzzer (api.fuzz.test.ts) found, kept as plain tests.

let db: MockDb
let token: string
beforeAll(async () => {
  db = await startContentBackend()
  token = await tokenFor(db, 1)
})
afterAll(() => {
  stopContentBackend()
  stopTestBackend()
})

describe('fuzz counter-examples', () => {
  it('R7.22 R7.23 R5.29 batch status refuses an id past 2^53 (1e21) with VALIDATION_001 instead of a key like "1e+21"', async () => {
    const likes = await call('POST', '/social/batch-like-status', { token, body: { postIds: [1e21, 24] } })
    expect(likes.status).toBe(400)
    expect(likes.json.code).toBe('VALIDATION_001')
    const follows = await call('POST', '/social/batch-follow-status', { token, body: { userIds: [2 ** 53 + 2, 3] } })
    expect(follows.status).toBe(400)
    const ok = await call('POST', '/social/batch-like-status', { token, body: { postIds: [24] } })
    expect(v.parse(BatchLikeStatusResponseSchema, ok.json.data)).toEqual({ likeStatus: { 24: false } })
    const okFollows = await call('POST', '/social/batch-follow-status', { token, body: { userIds: [3] } })
    expect(Object.keys(v.parse(BatchFollowStatusResponseSchema, okFollows.json.data).followStatus)).toEqual(['3'])
  })
})
