import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import { backoffDelay, isRetryableError } from './retry'

// Offline queue (spec §4 R4.14, R4.41, §3 R3.17 pendingOperations) — the WORKING version: the original
// dropped its queue on reconnect without sending anything. Here an operation made offline is queued
// and persisted (it survives a reload: the input takes the restored queue); when the network comes
// back the queue is replayed in order, one call at a time, each operation exactly once: it leaves the
// queue (and storage) only after the server answered. Pure: `send`, `persist`, `announce` and
// `reconcile` are supplied by the app (or a test) with .provide(), and the machine names no type of
// operation: what each type is called and what it merges with come in the input (`kinds`), which the
// app builds from the definitions the features register (src/services/offline-queue).
//
// Coalescing: a queued operation whose merge key equals the new one's sets the same thing. The same type
// again is a repeat and is dropped; another type undoes it (like then unlike of one post while offline),
// and both go, since each is relative to the server state the other one starts from. An operation with no
// key (a comment, a message) never coalesces, and neither does the one already on the wire.

/** R3.17: { id, type, payload, timestamp, retryCount }. The payload is read by its type's definition. */
export interface QueuedOperation {
  id: string
  type: string
  payload: unknown
  timestamp: number
  retryCount: number
}

/** What the queue needs to know of each type of operation (the app's registry supplies it). */
export interface OperationKinds {
  /** R4.41: the operation's Chinese name (点赞, 取消关注, …). */
  labelOf(type: string): string
  /** What the operation sets ('like:post:12'): the same key means the same thing; null never merges. */
  mergeKeyOf(operation: QueuedOperation): string | null
}

/** R4.41 */
export const queuedMessage = (label: string) => `${label}已加入队列，将在网络恢复后执行`

let seq = 0
export function createQueuedOperation(type: string, payload: unknown, now = Date.now()): QueuedOperation {
  seq += 1
  return {
    id: `${now.toString(36)}-${seq}-${Math.random().toString(36).slice(2, 8)}`,
    type,
    payload,
    timestamp: now,
    retryCount: 0,
  }
}

/** Adds `op`, cancelling a queued opposite with the same key, or dropping a repeat. `inFlight` is untouchable. */
export function coalesce(
  queue: QueuedOperation[],
  op: QueuedOperation,
  keyOf: OperationKinds['mergeKeyOf'],
  inFlight?: string,
): QueuedOperation[] {
  const key = keyOf(op)
  if (key === null) return [...queue, op]
  for (let i = queue.length - 1; i >= 0; i--) {
    const other = queue[i]!
    if (other.id === inFlight || keyOf(other) !== key) continue
    if (other.type === op.type) return queue
    return queue.filter((_, j) => j !== i)
  }
  return [...queue, op]
}

/** The server's answer to one replayed operation (`result`), or its final refusal. */
export type ReplayOutcome<R = unknown> = { ok: true; result: R } | { ok: false; error: unknown }

export interface OfflineQueueContext {
  queue: QueuedOperation[]
  online: boolean
  /** The id of the operation on the wire, if any. */
  inFlight: string | null
  kinds: OperationKinds
}

export interface OfflineQueueInput {
  queue?: QueuedOperation[]
  online: boolean
  kinds: OperationKinds
}

export type OfflineQueueEvent =
  | { type: 'queue.add'; operation: QueuedOperation }
  | { type: 'queue.clear' }
  | { type: 'network.online' }
  | { type: 'network.offline' }

const head = ({ context }: { context: OfflineQueueContext }) => context.queue[0]!
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error

const rules = (...ids: string[]) => ({ rules: ids })

type AddEvent = Extract<OfflineQueueEvent, { type: 'queue.add' }>
const addAndAnnounce = [
  { type: 'add', params: ({ event }: { event: AddEvent }) => event.operation },
  { type: 'persist', params: ({ context }: { context: OfflineQueueContext }) => context.queue },
  {
    type: 'announce',
    params: ({ context, event }: { context: OfflineQueueContext; event: AddEvent }) => ({
      operation: event.operation,
      message: queuedMessage(context.kinds.labelOf(event.operation.type)),
    }),
  },
] as const

export const offlineQueueMachine = setup({
  types: {
    context: {} as OfflineQueueContext,
    input: {} as OfflineQueueInput,
    events: {} as OfflineQueueEvent,
    tags: {} as 'offline' | 'idle' | 'replaying' | 'waiting',
  },
  actors: {
    /** Sends one operation; resolves with the server's answer. */
    send: fromPromise<unknown, QueuedOperation>(() =>
      Promise.reject(new Error('offline queue: actor "send" not provided')),
    ),
  },
  actions: {
    /** R3.17 stores the queue (localStorage via the global state); called after every change. */
    persist: (_, _queue: QueuedOperation[]) => {},
    /** R4.41 the toast. */
    announce: (_, _p: { operation: QueuedOperation; message: string }) => {},
    /** The server's answer (or a final refusal) for one replayed operation, so caches take its values. */
    reconcile: (_, _p: { operation: QueuedOperation; outcome: ReplayOutcome }) => {},
    add: assign(({ context }, op: QueuedOperation) => ({
      queue: coalesce(context.queue, op, (o) => context.kinds.mergeKeyOf(o), context.inFlight ?? undefined),
    })),
    start: assign(({ context }) => ({ inFlight: context.queue[0]?.id ?? null })),
    drop: assign(({ context }) => ({
      queue: context.queue.filter((op) => op.id !== context.inFlight),
      inFlight: null,
    })),
    bump: assign(({ context }) => ({
      queue: context.queue.map((op) => (op.id === context.inFlight ? { ...op, retryCount: op.retryCount + 1 } : op)),
      inFlight: null,
    })),
    clear: assign({ queue: [], inFlight: null }),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
  },
  guards: {
    ready: ({ context }) => context.online && context.queue.length > 0,
    online: ({ context }) => context.online,
    retryable: (_, error: unknown) => isRetryableError(error),
  },
  delays: {
    /** R4.38 backoff for an operation the server could not take yet. */
    retryBackoff: ({ context }) => backoffDelay(Math.max(1, context.queue[0]?.retryCount ?? 1)),
  },
}).createMachine({
  id: 'offlineQueue',
  context: ({ input }) => ({ queue: input.queue ?? [], online: input.online, inFlight: null, kinds: input.kinds }),
  initial: 'deciding',
  on: {
    'queue.add': { actions: addAndAnnounce, target: '.deciding', meta: rules('R3.17', 'R4.14', 'R4.41') },
    // Logout: the queue of the user who left goes.
    'queue.clear': {
      actions: ['clear', { type: 'persist', params: () => [] }],
      target: '.deciding',
      meta: rules('R4.14'),
    },
    'network.offline': { actions: 'goOffline', target: '.deciding', meta: rules('R4.14') },
  },
  states: {
    deciding: {
      meta: { means: 'replay, wait for work, or wait for the network', context: { inFlight: 'null' } },
      always: [
        { guard: 'ready', target: 'replaying', meta: rules('R4.14') },
        { guard: 'online', target: 'idle', meta: rules('R4.14') },
        { target: 'offline', meta: rules('R4.14') },
      ],
    },
    offline: {
      tags: 'offline',
      meta: {
        rules: ['R4.14'],
        means: 'offline: operations wait in the queue (and storage) for the network',
        context: { inFlight: 'null' },
      },
      on: { 'network.online': { actions: 'goOnline', target: 'deciding', meta: rules('R4.14') } },
    },
    idle: {
      tags: 'idle',
      meta: { means: 'online with nothing queued', context: { inFlight: 'null' } },
      on: { 'network.online': { actions: 'goOnline', target: 'deciding', meta: rules('R4.14') } },
    },
    replaying: {
      tags: 'replaying',
      meta: {
        rules: ['R4.14'],
        means: 'the queue’s first operation is on the wire; it leaves the queue once the server answered',
        context: { inFlight: 'set' },
      },
      entry: 'start',
      invoke: {
        src: 'send',
        input: head,
        onDone: {
          target: 'deciding',
          meta: rules('R3.17', 'R4.14'),
          actions: [
            {
              type: 'reconcile',
              params: ({ context, event }) => ({
                operation: head({ context }),
                outcome: { ok: true, result: event.output },
              }),
            },
            'drop',
            { type: 'persist', params: ({ context }) => context.queue },
          ],
        },
        onError: [
          {
            guard: { type: 'retryable', params: errorOf },
            target: 'waiting',
            actions: ['bump', { type: 'persist', params: ({ context }) => context.queue }],
            meta: rules('R4.14', 'R4.39'),
          },
          {
            target: 'deciding',
            meta: rules('R4.14', 'R4.39'),
            actions: [
              {
                type: 'reconcile',
                params: ({ context, event }) => ({
                  operation: head({ context }),
                  outcome: { ok: false, error: event.error },
                }),
              },
              'drop',
              { type: 'persist', params: ({ context }) => context.queue },
            ],
          },
        ],
      },
      on: {
        // Exactly once: the call on the wire finishes; a second 'online' changes nothing, and going
        // offline mid-call does not abort it (the server may already have applied it).
        'network.online': { actions: 'goOnline', meta: rules('R4.14') },
        'network.offline': { actions: 'goOffline', meta: rules('R4.14') },
        'queue.add': { actions: addAndAnnounce, meta: rules('R3.17', 'R4.14', 'R4.41') },
        // Logout while a call is on the wire: forget the rest; the call's answer is dropped with it.
        'queue.clear': {
          actions: ['clear', { type: 'persist', params: () => [] }],
          target: 'deciding',
          meta: rules('R4.14'),
        },
      },
    },
    waiting: {
      tags: 'waiting',
      meta: {
        rules: ['R4.38'],
        means: 'the server could not take the first operation yet: it stays queued until the backoff ends',
        context: { inFlight: 'null' },
      },
      after: { retryBackoff: { target: 'deciding', meta: rules('R4.38') } },
      on: {
        'network.online': { actions: 'goOnline', target: 'deciding', meta: rules('R4.14') },
        // Keep the backoff: a new operation waits behind the one the server could not take yet.
        'queue.add': { actions: addAndAnnounce, meta: rules('R3.17', 'R4.14', 'R4.41') },
      },
    },
  },
})
