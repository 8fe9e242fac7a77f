import * as v from 'valibot'

export const GLOBAL_STATE_MAX_AGE_MS = 24 * 60 * 60 * 1000 // R4.35, R9.17

/**
 * R3.17 pendingOperations: one queued operation as stored, { id, type, payload, timestamp, retryCount }.
 * How its payload reads depends on its type: the offline queue's registry refines this per type.
 */
export const PendingOperationSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.pipe(v.string(), v.nonEmpty()),
  payload: v.unknown(),
  timestamp: v.number(),
  retryCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/**
 * R3.17: the global store as persisted in localStorage, { savedAt, state }: the offline queue (each other
 * datum of R3.17 has one owner, the query cache, and is not copied here). `operation` reads one stored
 * operation back; one it refuses (a type this build does not know, a payload its type does not accept) is
 * left out and the rest still load. So does a blob from an older build: the fields it kept then
 * (likeStatus, postCounts, …) are left out too.
 */
export function persistedGlobalStateSchema<T>(operation: v.GenericSchema<unknown, T>) {
  const readable = v.pipe(
    v.array(v.unknown()),
    v.transform((stored) =>
      stored.flatMap((item) => {
        const r = v.safeParse(operation, item)
        return r.success ? [r.output] : []
      }),
    ),
  )
  return v.object({
    savedAt: v.number(),
    state: v.object({ pendingOperations: v.optional(readable, () => []) }),
  })
}
