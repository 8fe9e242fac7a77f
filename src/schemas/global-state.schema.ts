import * as v from 'valibot'

export const GLOBAL_STATE_MAX_AGE_MS = 24 * 60 * 60 * 1000 // R4.35, R9.17

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** R4.36: the user actions that can be queued while offline and broadcast across tabs. */
export const PENDING_OPERATION_TYPES = ['like', 'bookmark', 'follow', 'comment', 'message'] as const

export const PendingOperationSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.picklist(PENDING_OPERATION_TYPES),
  payload: v.unknown(),
  timestamp: v.number(),
  retryCount: count,
})
export type PendingOperation = v.InferOutput<typeof PendingOperationSchema>

/**
 * R3.17: the global store as persisted in localStorage: the offline queue. Each other datum of R3.17 has
 * one owner, the query cache, and is not copied here. A blob from an older build still loads: a missing
 * field gets its default and the fields it kept then (likeStatus, postCounts, …) are left out.
 */
export const GlobalStateSchema = v.object({
  pendingOperations: v.optional(v.array(PendingOperationSchema), () => []),
})
export type GlobalState = v.InferOutput<typeof GlobalStateSchema>

/** The localStorage record: the state plus when it was saved, for the 24 h expiry (R4.35). */
export const PersistedGlobalStateSchema = v.object({
  savedAt: v.number(),
  state: GlobalStateSchema,
})
export type PersistedGlobalState = v.InferOutput<typeof PersistedGlobalStateSchema>
