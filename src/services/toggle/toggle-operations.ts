import type * as v from 'valibot'
import type { ToggleValues } from '@machines/toggle.machine'
import { defineQueuedOperation, type QueuedOperationDefinition } from '../offline-queue/operation-definition'
import { ToggleValuesSchema } from './toggle-values'

// A toggle's changes made offline (R4.14) are replayed by the toggle's own call and commit: the queued on and off
// operations are built here from its definition, so a flip and a replay run the same code (the sign-in check of a
// follow included). Kept light: a feature's definition, with its calls and caches, loads with the first replay.

/** One side of a toggle as the queue stores it. */
export interface ToggleSide {
  /** Stored with each queued change in users' browsers: never rename. */
  type: string
  /** R4.41 */
  label: string
}

/**
 * How a toggle's changes wait in the offline queue (R3.17). Types and payloads are read back from storage by later
 * builds: keep them as they are (or migrate the stored ones explicitly).
 */
export interface ToggleQueueing<P> {
  on: ToggleSide
  off: ToggleSide
  payload: v.GenericSchema<unknown, P>
  /** What both sides set ('like:post:12'): a change and its undo meet in the queue and cancel out. */
  mergeKey(payload: P): string
  payloadFor(targetId: number): P
  targetOf(payload: P): number
}

/** The call and where its answer goes: written once, in the toggle's definition, run by a flip and by a replay. */
export interface ToggleSendAndCommit {
  /** R4.9: POST turns it on, DELETE off; resolves with the server's values. */
  send(targetId: number, method: 'POST' | 'DELETE'): Promise<ToggleValues>
  /** The server's answer, into the cache that owns the server's values (and, from there, other tabs). */
  commit(targetId: number, values: ToggleValues): void
}

/** A toggle's part of the offline queue: its two operations (registered with the app's) and its payloads. */
export interface ToggleOperations<P> {
  on: QueuedOperationDefinition<P, ToggleValues>
  off: QueuedOperationDefinition<P, ToggleValues>
  payloadFor(targetId: number): P
  targetOf(payload: P): number
}

/**
 * The replayable on and off operations of a toggle, from its definition's `send` and `commit` (loaded by
 * `definition` when the first of them is sent). A replay commits the server's answer as a flip does; it says
 * nothing more (the change was reported when it was queued, R4.14, R4.41), and a refusal leaves the server's
 * values on screen (the queued change leaves the queue) while the queue reports it.
 */
export function queuedOperationsOf<P>(
  queueing: ToggleQueueing<P>,
  definition: () => Promise<ToggleSendAndCommit>,
): ToggleOperations<P> {
  const side = ({ type, label }: ToggleSide, method: 'POST' | 'DELETE') =>
    defineQueuedOperation({
      type,
      label,
      payload: queueing.payload,
      result: ToggleValuesSchema,
      mergeKey: (payload) => queueing.mergeKey(payload),
      replay: async () => {
        const toggle = await definition()
        return {
          send: (payload) => toggle.send(queueing.targetOf(payload), method),
          settle: (payload, outcome) => {
            if (outcome.ok) toggle.commit(queueing.targetOf(payload), outcome.result)
          },
        }
      },
    })
  return {
    on: side(queueing.on, 'POST'),
    off: side(queueing.off, 'DELETE'),
    payloadFor: (targetId) => queueing.payloadFor(targetId),
    targetOf: (payload) => queueing.targetOf(payload),
  }
}
