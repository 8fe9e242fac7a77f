import * as v from 'valibot'

export const GLOBAL_STATE_MAX_AGE_MS = 24 * 60 * 60 * 1000 // R4.35, R9.17

// Object keys in JSON are strings: post and user ids appear as '12'.
const idKey = v.pipe(v.string(), v.regex(/^\d+$/))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const emptyRecord = () => ({})

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
 * R3.17: the global store as persisted in localStorage. Every field has a default, so a
 * stored blob from an older build (missing a field) still loads instead of wiping state.
 */
export const GlobalStateSchema = v.object({
  likeStatus: v.optional(v.record(idKey, v.boolean()), emptyRecord),
  bookmarkStatus: v.optional(v.record(idKey, v.boolean()), emptyRecord),
  followStatus: v.optional(v.record(idKey, v.boolean()), emptyRecord),
  postCounts: v.optional(v.record(idKey, v.object({ likes: count, comments: count })), emptyRecord),
  userCounts: v.optional(v.record(idKey, v.object({ followers: count })), emptyRecord),
  unreadMessages: v.optional(v.record(idKey, count), emptyRecord),
  totalUnreadMessages: v.optional(count, 0),
  pendingOperations: v.optional(v.array(PendingOperationSchema), () => []),
  lastSyncTime: v.optional(v.record(v.string(), v.number()), emptyRecord),
  isOnline: v.optional(v.boolean(), true),
})
export type GlobalState = v.InferOutput<typeof GlobalStateSchema>

/** The localStorage record: the state plus when it was saved, for the 24 h expiry (R4.35). */
export const PersistedGlobalStateSchema = v.object({
  savedAt: v.number(),
  state: GlobalStateSchema,
})
export type PersistedGlobalState = v.InferOutput<typeof PersistedGlobalStateSchema>

export const emptyGlobalState = (): GlobalState => v.parse(GlobalStateSchema, {})

/** Reads a stored blob: anything invalid or older than 24 h gives a fresh state. */
export function readPersistedGlobalState(raw: unknown, now = Date.now()): GlobalState {
  const r = v.safeParse(PersistedGlobalStateSchema, raw)
  if (!r.success || now - r.output.savedAt > GLOBAL_STATE_MAX_AGE_MS) return emptyGlobalState()
  return r.output.state
}
