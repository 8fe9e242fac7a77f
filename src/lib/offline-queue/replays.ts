import type * as v from 'valibot'
import type { QueuedOperationType, ReplayOutcome } from '@machines/offline-queue.machine'

/** How one type of queued operation is sent again, registered by the feature that queues it. */
export interface OperationReplay<P = unknown> {
  /** Reads the payload back: it comes from storage and may have been written by another build. */
  payload: v.GenericSchema<unknown, P>
  send(payload: P): Promise<unknown>
  /** After the server's answer, or its final refusal: bring the caches in line with the server. */
  settle?(payload: P, outcome: ReplayOutcome): void
}

/** Every queueable type with its replay: the app composes it from the features' parts (src/app/services.ts). */
export type ReplayRegistry = { readonly [T in QueuedOperationType]: OperationReplay<unknown> }

/** What one feature registers. */
export type ReplayPart = Partial<ReplayRegistry>

/** Thrown for an operation no feature can replay (a type from another build, a payload that does not parse). */
export class NotReplayableError extends Error {
  override readonly name = 'NotReplayableError'
  constructor(readonly operationType: string) {
    super(`无法重放的操作：${operationType}`)
  }
}

/** Keeps a replay's payload type while registering it. */
export const defineReplay = <P>(replay: OperationReplay<P>): OperationReplay<P> => replay
