import { effect, type ReadonlySignal } from '@preact/signals-react'
import * as v from 'valibot'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import {
  createQueuedOperation,
  offlineQueueMachine,
  type QueuedOperation,
  type QueuedOperationType,
} from '@machines/offline-queue.machine'
import { defineService } from '../service'
import { NotReplayableError, type OperationReplay, type ReplayRegistry } from './replays'
import { ALREADY_SENT, sendOnce } from './send-once'

export interface OfflineQueueOptions {
  /** The registry, or how to load it: the features' replays need not be in the first bundle. */
  replays: ReplayRegistry | (() => Promise<ReplayRegistry>)
  online: ReadonlySignal<boolean>
  /** The queue restored from storage (R3.17 pendingOperations). */
  initial: QueuedOperation[]
  persist: (queue: QueuedOperation[]) => void
  /** R4.41 */
  announce: (message: string) => void
  /** An operation the server finally refused, or that no feature can replay. */
  reportFailure: (message: string, detail?: string) => void
}

export type OfflineQueueActor = ActorRefFrom<typeof offlineQueueMachine>

export interface OfflineQueue {
  readonly actor: OfflineQueueActor
  enqueue(type: QueuedOperationType, payload: unknown): void
  /** Logout: forgets every queued operation. */
  clear(): void
  stop(): void
}

function parsed(replays: ReplayRegistry, op: QueuedOperation): { replay: OperationReplay<unknown>; payload: unknown } | null {
  const replay = (replays as Partial<Record<string, OperationReplay<unknown>>>)[op.type]
  if (!replay) return null
  const result = v.safeParse(replay.payload, op.payload)
  return result.success ? { replay, payload: result.output } : null
}

/** The app-wide queue (R4.14): each type replays the way its feature registered. */
export function createOfflineQueue({ replays, online, initial, persist, announce, reportFailure }: OfflineQueueOptions): OfflineQueue {
  let registry: ReplayRegistry | null = typeof replays === 'function' ? null : replays
  const loadRegistry = async () => (registry ??= await (replays as () => Promise<ReplayRegistry>)())
  const machine = offlineQueueMachine.provide({
    actors: {
      send: fromPromise(async ({ input: op }) => {
        const found = parsed(await loadRegistry(), op)
        // Not thrown at the app: the queue drops it and reports it like any refusal.
        if (!found) throw new NotReplayableError(op.type)
        return sendOnce(op.id, () => found.replay.send(found.payload))
      }),
    },
    actions: {
      persist: (_, queue) => persist(queue),
      announce: (_, { message }) => announce(message),
      reconcile: (_, { operation, outcome }) => {
        // Sent by another tab: its answer reached this tab through the cross-tab messages.
        if (outcome.ok && outcome.result === ALREADY_SENT) return
        // The registry is loaded by now: the send that led here awaited it.
        const found = registry ? parsed(registry, operation) : null
        found?.replay.settle?.(found.payload, outcome)
        if (!outcome.ok) reportFailure('离线操作同步失败', outcome.error instanceof Error ? outcome.error.message : undefined)
      },
    },
  })
  const actor = createActor(machine, { input: { queue: initial, online: online.peek() } }).start()
  const unwatch = effect(() => actor.send({ type: online.value ? 'network.online' : 'network.offline' }))
  return {
    actor,
    enqueue: (type, payload) => actor.send({ type: 'queue.add', operation: createQueuedOperation(type, payload) }),
    clear: () => actor.send({ type: 'queue.clear' }),
    stop: () => {
      unwatch()
      actor.stop()
    },
  }
}

/** The app's queue (connected by src/app/services.ts). */
export const offlineQueue = defineService<OfflineQueue>('offline queue')

/** The state a toggle will reach once its queued operations are sent: true, false, or null when none is queued. */
export function queuedToggleState(
  queue: readonly QueuedOperation[],
  { on, off, targetOf }: { on: QueuedOperationType; off: QueuedOperationType; targetOf: (payload: unknown) => number | null },
  targetId: number,
): boolean | null {
  for (let i = queue.length - 1; i >= 0; i--) {
    const op = queue[i]!
    if ((op.type === on || op.type === off) && targetOf(op.payload) === targetId) return op.type === on
  }
  return null
}
