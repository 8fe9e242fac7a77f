import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { emptyGlobalState, GLOBAL_STATE_MAX_AGE_MS, GlobalStateSchema, readPersistedGlobalState } from './global-state.schema'
import { parseOk } from './test-helpers'

const full = {
  likeStatus: { '1': true },
  bookmarkStatus: { '1': false },
  followStatus: { '3': true },
  postCounts: { '1': { likes: 5, comments: 2 } },
  userCounts: { '3': { followers: 10 } },
  unreadMessages: { '3': 2 },
  totalUnreadMessages: 2,
  pendingOperations: [{ id: 'op-1', type: 'like', payload: { postId: 1, liked: true }, timestamp: 1, retryCount: 0 }],
  lastSyncTime: { posts: 1000 },
  isOnline: false,
}

describe('global state', () => {
  it('R3.17 the persisted global state round-trips through JSON', () => {
    expect(parseOk(GlobalStateSchema, JSON.parse(JSON.stringify(full)))).toEqual(full)
  })
  it('R3.17 missing fields get defaults; malformed ones are rejected', () => {
    expect(parseOk(GlobalStateSchema, {})).toEqual(emptyGlobalState())
    expect(emptyGlobalState().isOnline).toBe(true)
    expect(v.safeParse(GlobalStateSchema, { likeStatus: { abc: true } }).success).toBe(false)
    expect(v.safeParse(GlobalStateSchema, { postCounts: { '1': { likes: -1, comments: 0 } } }).success).toBe(false)
    expect(v.safeParse(GlobalStateSchema, { pendingOperations: [{ id: 'x', type: 'hack', payload: 1, timestamp: 1, retryCount: 0 }] }).success).toBe(false)
  })
  it('R4.35 R9.17 a stored state older than 24 hours is discarded on load', () => {
    const now = 10 * GLOBAL_STATE_MAX_AGE_MS
    expect(readPersistedGlobalState({ savedAt: now - 1000, state: full }, now)).toEqual(full)
    expect(readPersistedGlobalState({ savedAt: now - GLOBAL_STATE_MAX_AGE_MS - 1, state: full }, now)).toEqual(emptyGlobalState())
    expect(readPersistedGlobalState('garbage', now)).toEqual(emptyGlobalState())
  })
})
