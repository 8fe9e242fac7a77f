import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import { backoffDelay, isRetryableError } from './retry'

// Offline queue (spec §4 R4.14, R4.41, §3 R3.17 pendingOperations) — the WORKING version: the original
// dropped its queue on reconnect without sending anything. Here an operation made offline is queued
// and persisted (it survives a reload: the input takes the restored queue); when the network comes
// back the queue is replayed in order, one call at a time, each operation exactly once: it leaves the
// queue (and storage) only after the server answered. Pure: `send`, `persist`, `announce` and
// `reconcile` are supplied by the app (or a test) with .provide(); the app's `send` looks up how each
// type replays in the registry the features fill (src/lib/offline-queue).
//
// Coalescing: like→unlike (bookmark→unbookmark, follow→unfollow) on the same target while offline cancel out, since
// each is relative to the server state the other one starts from; a repeat of the same operation is
// dropped. Comments and messages never coalesce. An operation already on the wire is never coalesced.

/**
 * Every type the app can queue. A type joins this list together with its replay (the registry of the
 * app is typed by it, and src/app/services.test.ts checks that each one is registered).
 */
export const QUEUED_OPERATION_TYPES = ['like', 'unlike', 'bookmark', 'unbookmark', 'follow', 'unfollow', 'comment', 'message'] as const
export type QueuedOperationType = (typeof QUEUED_OPERATION_TYPES)[number]

/** R3.17: { id, type, payload, timestamp, retryCount }. Post toggles carry `{ postId }`, follows `{ userId }`. */
export interface QueuedOperation {
  id: string
  type: QueuedOperationType
  payload: unknown
  timestamp: number
  retryCount: number
}

/** The Chinese name of each operation, for R4.41. */
export const OPERATION_LABELS: Record<QueuedOperationType, string> = {
  like: '点赞',
  unlike: '取消点赞',
  bookmark: '收藏',
  unbookmark: '取消收藏',
  follow: '关注',
  unfollow: '取消关注',
  comment: '评论',
  message: '发送消息',
}

/** R4.41 */
export const queuedMessage = (type: QueuedOperationType) => `${OPERATION_LABELS[type]}已加入队列，将在网络恢复后执行`

let seq = 0
export function createQueuedOperation(type: QueuedOperationType, payload: unknown, now = Date.now()): QueuedOperation {
  seq += 1
  return { id: `${now.toString(36)}-${seq}-${Math.random().toString(36).slice(2, 8)}`, type, payload, timestamp: now, retryCount: 0 }
}

const OPPOSITE: Partial<Record<QueuedOperationType, QueuedOperationType>> = {
  like: 'unlike',
  unlike: 'like',
  bookmark: 'unbookmark',
  unbookmark: 'bookmark',
  follow: 'unfollow',
  unfollow: 'follow',
}

/** The thing a toggle acts on ('like:12', 'follow:3'); null for operations that never coalesce. */
function target(op: QueuedOperation): string | null {
  const opposite = OPPOSITE[op.type]
  if (!opposite) return null
  const family = op.type.startsWith('un') ? opposite : op.type
  const p = (op.payload ?? {}) as { postId?: unknown; userId?: unknown }
  const id = p.postId ?? p.userId
  return id === undefined ? null : `${family}:${String(id)}`
}

/** Adds `op`, cancelling a queued opposite for the same target, or dropping a duplicate. `inFlight` is untouchable. */
export function coalesce(queue: QueuedOperation[], op: QueuedOperation, inFlight?: string): QueuedOperation[] {
  const key = target(op)
  if (key === null) return [...queue, op]
  for (let i = queue.length - 1; i >= 0; i--) {
    const other = queue[i]!
    if (other.id === inFlight || target(other) !== key) continue
    if (other.type === op.type) return queue
    return queue.filter((_, j) => j !== i)
  }
  return [...queue, op]
}

export type ReplayOutcome = { ok: true; result: unknown } | { ok: false; error: unknown }

export interface OfflineQueueContext {
  queue: QueuedOperation[]
  online: boolean
  /** The id of the operation on the wire, if any. */
  inFlight: string | null
}

export interface OfflineQueueInput {
  queue?: QueuedOperation[]
  online: boolean
}

export type OfflineQueueEvent =
  | { type: 'queue.add'; operation: QueuedOperation }
  | { type: 'queue.clear' }
  | { type: 'network.online' }
  | { type: 'network.offline' }

const head = ({ context }: { context: OfflineQueueContext }) => context.queue[0]!
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error

type AddEvent = Extract<OfflineQueueEvent, { type: 'queue.add' }>
const addAndAnnounce = [
  { type: 'add', params: ({ event }: { event: AddEvent }) => event.operation },
  { type: 'persist', params: ({ context }: { context: OfflineQueueContext }) => context.queue },
  {
    type: 'announce',
    params: ({ event }: { event: AddEvent }) => ({ operation: event.operation, message: queuedMessage(event.operation.type) }),
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
    send: fromPromise<unknown, QueuedOperation>(() => Promise.reject(new Error('offline queue: actor "send" not provided'))),
  },
  actions: {
    /** R3.17 stores the queue (localStorage via the global state); called after every change. */
    persist: (_, _queue: QueuedOperation[]) => {},
    /** R4.41 the toast. */
    announce: (_, _p: { operation: QueuedOperation; message: string }) => {},
    /** The server's answer (or a final refusal) for one replayed operation, so caches take its values. */
    reconcile: (_, _p: { operation: QueuedOperation; outcome: ReplayOutcome }) => {},
    add: assign(({ context }, op: QueuedOperation) => ({ queue: coalesce(context.queue, op, context.inFlight ?? undefined) })),
    start: assign(({ context }) => ({ inFlight: context.queue[0]?.id ?? null })),
    drop: assign(({ context }) => ({ queue: context.queue.filter((op) => op.id !== context.inFlight), inFlight: null })),
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
  context: ({ input }) => ({ queue: input.queue ?? [], online: input.online, inFlight: null }),
  initial: 'deciding',
  on: {
    'queue.add': { actions: addAndAnnounce, target: '.deciding' },
    'queue.clear': { actions: ['clear', { type: 'persist', params: () => [] }], target: '.deciding' },
    'network.offline': { actions: 'goOffline', target: '.deciding' },
  },
  states: {
    deciding: {
      always: [{ guard: 'ready', target: 'replaying' }, { guard: 'online', target: 'idle' }, { target: 'offline' }],
    },
    offline: {
      tags: 'offline',
      on: { 'network.online': { actions: 'goOnline', target: 'deciding' } },
    },
    idle: {
      tags: 'idle',
      on: { 'network.online': { actions: 'goOnline', target: 'deciding' } },
    },
    replaying: {
      tags: 'replaying',
      entry: 'start',
      invoke: {
        src: 'send',
        input: head,
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'reconcile', params: ({ context, event }) => ({ operation: head({ context }), outcome: { ok: true, result: event.output } }) },
            'drop',
            { type: 'persist', params: ({ context }) => context.queue },
          ],
        },
        onError: [
          {
            guard: { type: 'retryable', params: errorOf },
            target: 'waiting',
            actions: ['bump', { type: 'persist', params: ({ context }) => context.queue }],
          },
          {
            target: 'deciding',
            actions: [
              { type: 'reconcile', params: ({ context, event }) => ({ operation: head({ context }), outcome: { ok: false, error: event.error } }) },
              'drop',
              { type: 'persist', params: ({ context }) => context.queue },
            ],
          },
        ],
      },
      on: {
        // Exactly once: the call on the wire finishes; a second 'online' changes nothing, and going
        // offline mid-call does not abort it (the server may already have applied it).
        'network.online': { actions: 'goOnline' },
        'network.offline': { actions: 'goOffline' },
        'queue.add': { actions: addAndAnnounce },
        // Logout while a call is on the wire: forget the rest; the call's answer is dropped with it.
        'queue.clear': { actions: ['clear', { type: 'persist', params: () => [] }], target: 'deciding' },
      },
    },
    waiting: {
      tags: 'waiting',
      after: { retryBackoff: 'deciding' },
      on: {
        'network.online': { actions: 'goOnline', target: 'deciding' },
        // Keep the backoff: a new operation waits behind the one the server could not take yet.
        'queue.add': { actions: addAndAnnounce },
      },
    },
  },
})
