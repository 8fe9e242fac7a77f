import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PendingOperationSchema, persistedGlobalStateSchema } from './global-state.schema'
import { parseOk } from '@/test/schema-parse'

const op = { id: 'op-1', type: 'like', payload: { postId: 1 }, timestamp: 1, retryCount: 0 }
const full = { savedAt: 5, state: { pendingOperations: [op] } }
/** Reads every well-formed operation, whatever its type. */
const Persisted = persistedGlobalStateSchema(PendingOperationSchema)

describe('global state', () => {
  it('R3.17 the persisted global state round-trips through JSON', () => {
    expect(parseOk(Persisted, JSON.parse(JSON.stringify(full)))).toEqual(full)
  })
  it('R3.17 missing fields get defaults; malformed ones are rejected', () => {
    expect(parseOk(Persisted, { savedAt: 5, state: {} })).toEqual({ savedAt: 5, state: { pendingOperations: [] } })
    expect(v.safeParse(Persisted, { state: full.state }).success).toBe(false)
    expect(v.safeParse(Persisted, { savedAt: 5, state: { pendingOperations: 'op-1' } }).success).toBe(false)
  })
  it('R3.17 an operation the given schema refuses is left out; the others still load', () => {
    const likesOnly = persistedGlobalStateSchema(
      v.object({ ...PendingOperationSchema.entries, type: v.literal('like') }),
    )
    const stored = {
      savedAt: 5,
      state: { pendingOperations: [{ ...op, type: 'hack' }, { ...op, retryCount: -1 }, 42, op] },
    }
    expect(parseOk(likesOnly, stored).state.pendingOperations).toEqual([op])
  })
  it('R3.17 the fields an older build kept (likeStatus, postCounts, …) are left out, not rejected', () => {
    const older = {
      ...full,
      state: {
        ...full.state,
        likeStatus: { '1': true },
        postCounts: { '1': { likes: 5, comments: 2 } },
        lastSyncTime: { posts: 1000 },
        isOnline: false,
      },
    }
    expect(parseOk(Persisted, older)).toEqual(full)
  })
})
