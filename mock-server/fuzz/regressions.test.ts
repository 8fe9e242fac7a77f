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
  it('R7.22 R7.23 R3.15 batch status with an id past 2^53 (1e21) still answers a status map keyed by decimal ids', async () => {
    const likes = await call('POST', '/social/batch-like-status', { token, body: { postIds: [1e21, 24, 2 ** 53 + 2] } })
    expect(likes.status).toBe(200)
    expect(v.parse(BatchLikeStatusResponseSchema, likes.json.data)).toEqual({ likeStatus: { 24: false } })
    const follows = await call('POST', '/social/batch-follow-status', { token, body: { userIds: [1e21, 3] } })
    expect(follows.status).toBe(200)
    expect(Object.keys(v.parse(BatchFollowStatusResponseSchema, follows.json.data).followStatus)).toEqual(['3'])
  })
})
