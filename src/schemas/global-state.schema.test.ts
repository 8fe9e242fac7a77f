import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { GlobalStateSchema } from './global-state.schema'
import { parseOk } from './test-helpers'

const full = {
  pendingOperations: [{ id: 'op-1', type: 'like', payload: { postId: 1, liked: true }, timestamp: 1, retryCount: 0 }],
}

describe('global state', () => {
  it('R3.17 the persisted global state round-trips through JSON', () => {
    expect(parseOk(GlobalStateSchema, JSON.parse(JSON.stringify(full)))).toEqual(full)
  })
  it('R3.17 missing fields get defaults; malformed ones are rejected', () => {
    expect(parseOk(GlobalStateSchema, {})).toEqual({ pendingOperations: [] })
    expect(v.safeParse(GlobalStateSchema, { pendingOperations: [{ id: 'x', type: 'hack', payload: 1, timestamp: 1, retryCount: 0 }] }).success).toBe(false)
    expect(v.safeParse(GlobalStateSchema, { pendingOperations: [{ ...full.pendingOperations[0], retryCount: -1 }] }).success).toBe(false)
  })
  it('R3.17 the fields an older build kept (likeStatus, postCounts, …) are left out, not rejected', () => {
    const older = { ...full, likeStatus: { '1': true }, postCounts: { '1': { likes: 5, comments: 2 } }, lastSyncTime: { posts: 1000 }, isOnline: false }
    expect(parseOk(GlobalStateSchema, older)).toEqual(full)
  })
})
