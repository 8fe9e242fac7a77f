import type * as v from 'valibot'
import type { ReplayOutcome } from '@machines/offline-queue.machine'

/** How an operation is sent once the network is back, and what the server's answer changes. */
export interface OperationReplay<P, R> {
  send(payload: P): Promise<R>
  /** After the answer (read with the definition's `result`) or the final refusal: bring the caches in line. */
  settle?(payload: P, outcome: ReplayOutcome<R>): void
}

/**
 * One type of operation the offline queue holds (R4.14), declared once by the feature that queues it and
 * listed with the app's others (src/app/queued-operations.ts). The queue machine takes its label and merge
 * key, the stored state reads its payloads with `payload`, screens showing queued operations read them
 * the same way, and a replay's answer reaches `settle` read with `result`.
 */
export interface QueuedOperationDefinition<P = unknown, R = unknown> {
  /** Stored with each operation, so keep it stable across builds. */
  readonly type: string
  /** R4.41: '{label}已加入队列，将在网络恢复后执行'. */
  readonly label: string
  /** Reads the payload back: it comes from storage and may have been written by another build. */
  readonly payload: v.GenericSchema<unknown, P>
  /** Reads what `send` resolved with before `settle` sees it. */
  readonly result: v.GenericSchema<unknown, R>
  /**
   * What the operation sets, e.g. `like:post:12`. A queued operation with the same key sets the same thing:
   * the same type again is a repeat (dropped), another type undoes it (both go). Name the thing in the key
   * (`post`, `comment`): a post's and a comment's like of the same id must not meet. null: never merges.
   */
  mergeKey(payload: P): string | null
  /**
   * The send and settle: loaded when an operation of this type is first sent, so the definition can be read
   * at start-up without bringing the feature's calls and cache writers into the first screen's JS.
   */
  replay(): Promise<OperationReplay<P, R>>
}

/** Keeps the payload and result types while declaring a definition. */
export const defineQueuedOperation = <P, R>(
  definition: QueuedOperationDefinition<P, R>,
): QueuedOperationDefinition<P, R> => definition
