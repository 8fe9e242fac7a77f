import { effect, type ReadonlySignal } from '@preact/signals-react'
import * as v from 'valibot'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import {
  createQueuedOperation,
  offlineQueueMachine,
  type QueuedOperation,
  type ReplayOutcome,
} from '@machines/offline-queue.machine'
import { inspectActor } from '../actor-inspection'
import { defineService } from '@/lib/service'
import type { OperationReplay, QueuedOperationDefinition } from './operation-definition'
import type { OperationRegistry } from './operation-registry'
import { ALREADY_SENT, sendOnce } from './send-once'

export interface OfflineQueueOptions {
  /** Every type the queue holds (src/app/queued-operations.ts). */
  operations: OperationRegistry
  online: ReadonlySignal<boolean>
  /** The queue restored from storage (R3.17 pendingOperations), read with `operations.storedOperation`. */
  initial: QueuedOperation[]
  persist: (queue: QueuedOperation[]) => void
  /** R4.41 */
  announce: (message: string) => void
  /** An operation the server finally refused, or that no definition can replay. */
  reportFailure: (message: string, detail?: string) => void
}

export type OfflineQueueActor = ActorRefFrom<typeof offlineQueueMachine>

export interface OfflineQueue {
  readonly actor: OfflineQueueActor
  /** R4.14: queues an operation of a registered type, to be sent once the network is back. */
  enqueue<P, R>(definition: QueuedOperationDefinition<P, R>, payload: P): void
  /** Logout: forgets every queued operation. */
  clear(): void
  stop(): void
}

/** The operation's definition and its payload as that definition reads it; null when none can. */
function read(operations: OperationRegistry, op: QueuedOperation) {
  const definition = operations.get(op.type)
  const payload = definition && v.safeParse(definition.payload, op.payload)
  return definition && payload?.success ? { definition, payload: payload.output } : null
}

/** The answer as the definition's `result` reads it: an answer it cannot read is reported like a refusal. */
function readOutcome(definition: QueuedOperationDefinition, outcome: ReplayOutcome): ReplayOutcome {
  if (!outcome.ok) return outcome
  const r = v.safeParse(definition.result, outcome.result)
  return r.success ? { ok: true, result: r.output } : { ok: false, error: new v.ValiError(r.issues) }
}

/** The app-wide queue (R4.14): each type replays the way its definition says. */
export function createOfflineQueue({
  operations,
  online,
  initial,
  persist,
  announce,
  reportFailure,
}: OfflineQueueOptions): OfflineQueue {
  // Each type's send and settle, once loaded (a failed load is tried again with the next send).
  const replays = new Map<QueuedOperationDefinition, OperationReplay<unknown, unknown>>()
  const replayOf = async (definition: QueuedOperationDefinition) => {
    let replay = replays.get(definition)
    if (!replay) replays.set(definition, (replay = await definition.replay()))
    return replay
  }
  const machine = offlineQueueMachine.provide({
    actors: {
      send: fromPromise(async ({ input: op }) => {
        const found = read(operations, op)
        // Not thrown at the app: the queue drops it and reports it like any refusal.
        if (!found) throw new Error(`无法重放的操作：${op.type}`)
        const replay = await replayOf(found.definition)
        return sendOnce(op.id, () => replay.send(found.payload))
      }),
    },
    actions: {
      persist: (_, queue) => persist(queue),
      announce: (_, { message }) => announce(message),
      reconcile: (_, { operation, outcome }) => {
        // Sent by another tab: its answer reached this tab through the cross-tab messages.
        if (outcome.ok && outcome.result === ALREADY_SENT) return
        const found = read(operations, operation)
        const answer = found ? readOutcome(found.definition, outcome) : outcome
        // The replay is loaded by now: the send that led here awaited it.
        if (found) replays.get(found.definition)?.settle?.(found.payload, answer)
        if (!answer.ok)
          reportFailure('离线操作同步失败', answer.error instanceof Error ? answer.error.message : undefined)
      },
    },
  })
  const actor = createActor(machine, {
    input: { queue: initial, online: online.peek(), kinds: operations.kinds },
    inspect: inspectActor('离线队列'),
  }).start()
  const unwatch = effect(() => actor.send({ type: online.value ? 'network.online' : 'network.offline' }))
  return {
    actor,
    enqueue(definition, payload) {
      // A definition missing from the app's list would be lost on reload (its stored operations not read back).
      if (operations.get(definition.type) !== definition)
        throw new Error(`offline queue: "${definition.type}" is not registered`)
      actor.send({
        type: 'queue.add',
        operation: createQueuedOperation(definition.type, v.parse(definition.payload, payload)),
      })
    },
    clear: () => actor.send({ type: 'queue.clear' }),
    stop: () => {
      unwatch()
      actor.stop()
    },
  }
}

/** The app's queue (connected by src/app/services.ts). */
export const offlineQueue = defineService<OfflineQueue>('offline queue')

/** The operations of one type waiting in the queue, their payloads read by its schema (screens show them). */
export function queuedOperations<P>(
  queue: readonly QueuedOperation[],
  definition: QueuedOperationDefinition<P, unknown>,
): Array<QueuedOperation & { payload: P }> {
  return queue.flatMap((op) => {
    if (op.type !== definition.type) return []
    const r = v.safeParse(definition.payload, op.payload)
    return r.success ? [{ ...op, payload: r.output }] : []
  })
}

/** The state a toggle will reach once its queued operations are sent: true, false, or null when none is queued. */
export function queuedToggleState<P>(
  queue: readonly QueuedOperation[],
  {
    on,
    off,
    targetOf,
  }: {
    on: QueuedOperationDefinition<P, unknown>
    off: QueuedOperationDefinition<P, unknown>
    targetOf: (payload: P) => number
  },
  targetId: number,
): boolean | null {
  for (let i = queue.length - 1; i >= 0; i--) {
    const op = queue[i]!
    const definition = op.type === on.type ? on : op.type === off.type ? off : null
    const payload = definition && v.safeParse(definition.payload, op.payload)
    if (payload?.success && targetOf(payload.output) === targetId) return definition === on
  }
  return null
}
