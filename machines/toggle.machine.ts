import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import type { BookmarkResponse, LikeResponse } from '@/schemas/social.schema'
import { isRetryableError } from './retry'
import type { QueuedOperationType } from './offline-queue.machine'

// Optimistic like / bookmark toggle (spec §4 R4.6–R4.14, §9 R9.4). One machine for both kinds: they
// differ only in the endpoint, which the `send` actor supplied by the app knows. Pure: the network,
// caches, signals, toasts and the offline queue are named actors/actions (see .provide() in the test).
//
// Flip while pending: ignored. The button shows a spinner and is busy (R4.11) until the server has
// answered, so a double click never sends like+unlike races; the user flips again once it settles.

export type ToggleKind = 'like' | 'bookmark'

export interface ToggleValues { active: boolean; count: number }

export interface ToggleInput extends ToggleValues { kind: ToggleKind; postId: number; online: boolean }

/** What the app applies to caches/signals, broadcasts, or rolls back to. */
export interface ToggleChange extends ToggleValues { kind: ToggleKind; postId: number }

/** R4.9: POST when not yet active, DELETE when active. */
export interface ToggleSendInput { kind: ToggleKind; postId: number; method: 'POST' | 'DELETE'; attempt: number }

/** `message`: the server's text, 达到最大重试次数, or 操作失败，已回滚更改; `detail`: 操作失败，已回滚更改 when not already the message. */
export interface ToggleNotice { message: string; detail?: string }

export type ToggleFailure = 'rejected' | 'exhausted' | 'timeout'

export interface ToggleContext extends ToggleChange {
  online: boolean
  /** The last values the server confirmed: what a rollback restores. */
  confirmed: ToggleValues
  attempt: number
  error: { reason: ToggleFailure; message: string } | null
}

export type ToggleEvent =
  | { type: 'toggle.flip' }
  /** Server values learnt elsewhere (another tab, a refetch, the offline queue's reconcile). */
  | { type: 'toggle.sync'; active: boolean; count: number }
  | { type: 'network.online' }
  | { type: 'network.offline' }

export const TOGGLE_MESSAGES = {
  failed: '操作失败，已回滚更改',
  exhausted: '达到最大重试次数',
  rollbackFailed: '回滚失败，请刷新页面',
} as const

/** R4.13, R4.8, R9.4 */
export const TOGGLE_TIMING = { maxAttempts: 3, retryStepMs: 1000, rollbackAfterMs: 10_000 } as const

/** Maps the R7.19 / R7.20 answers onto the machine's `{ active, count }`. */
export function toToggleValues(response: LikeResponse | BookmarkResponse): ToggleValues {
  return 'isLiked' in response
    ? { active: response.isLiked, count: response.likeCount }
    : { active: response.isBookmarked, count: response.bookmarkCount }
}

/** The queued operation that replays a change made offline (R4.14). */
export function queuedOperationFor(kind: ToggleKind, active: boolean): QueuedOperationType {
  if (kind === 'like') return active ? 'like' : 'unlike'
  return active ? 'bookmark' : 'unbookmark'
}

/** An ApiError's message is written for users; anything else gets the generic text. */
function userMessage(error: unknown): string | undefined {
  const e = error as { type?: unknown; message?: unknown } | null
  return e && typeof e.type === 'string' && typeof e.message === 'string' && e.message ? e.message : undefined
}

const change = ({ context }: { context: ToggleContext }): ToggleChange => ({
  kind: context.kind,
  postId: context.postId,
  active: context.active,
  count: context.count,
})
const queuedChange = ({ context }: { context: ToggleContext }) => ({
  ...change({ context }),
  operation: queuedOperationFor(context.kind, context.active),
})
/** R4.7 the flip reaches caches/signals at once. */
const flipLocally = [{ type: 'applyOptimistic', params: change }] as const
/** R4.14 kept locally, queued, and shown everywhere as done. */
const queueIt = [{ type: 'enqueue', params: queuedChange }, { type: 'broadcast', params: change }] as const
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error
const notProvided = (name: string) => () => Promise.reject(new Error(`toggle machine: actor "${name}" not provided`))

export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    input: {} as ToggleInput,
    events: {} as ToggleEvent,
    tags: {} as 'settled' | 'pending' | 'queued' | 'rollingBack',
  },
  actors: {
    /** R4.9 the like/bookmark call; resolves with the server's values (see toToggleValues). */
    send: fromPromise<ToggleValues, ToggleSendInput>(notProvided('send')),
    /** R4.12 puts caches and signals back to `confirmed`; an actor so that its failure can be reported. */
    rollbackCaches: fromPromise<void, ToggleChange>(notProvided('rollbackCaches')),
  },
  actions: {
    /** R4.7 the flip, applied to caches/signals at once. */
    applyOptimistic: (_, _change: ToggleChange) => {},
    /** R4.10 app-wide and to other tabs, with the final values. */
    broadcast: (_, _change: ToggleChange) => {},
    /** R4.14 records a pending operation with the offline queue. */
    enqueue: (_, _change: ToggleChange & { operation: QueuedOperationType }) => {},
    /** R4.12 the toast. */
    notifyError: (_, _notice: ToggleNotice) => {},
    flip: assign(({ context }) => ({
      active: !context.active,
      count: Math.max(0, context.count + (context.active ? -1 : 1)),
      attempt: 1,
      error: null,
    })),
    takeValues: assign((_, values: ToggleValues) => ({
      active: values.active,
      count: Math.max(0, values.count),
      confirmed: { active: values.active, count: Math.max(0, values.count) },
    })),
    restore: assign(({ context }) => ({ active: context.confirmed.active, count: context.confirmed.count })),
    fail: assign((_, p: { reason: ToggleFailure; error: unknown }) => ({
      error: {
        reason: p.reason,
        message: p.reason === 'exhausted' ? TOGGLE_MESSAGES.exhausted : (userMessage(p.error) ?? TOGGLE_MESSAGES.failed),
      },
    })),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
  },
  guards: {
    offline: ({ context }) => !context.online,
    /** A retryable failure once the browser went offline: keep the change and queue it instead. */
    retryableOffline: ({ context }, error: unknown) => !context.online && isRetryableError(error),
    canRetry: ({ context }, error: unknown) =>
      context.online && isRetryableError(error) && context.attempt < TOGGLE_TIMING.maxAttempts,
    retryable: (_, error: unknown) => isRetryableError(error),
  },
  delays: {
    /** R4.13: 1 s × the number of the attempt that failed. */
    retryDelay: ({ context }) => TOGGLE_TIMING.retryStepMs * context.attempt,
    /** R4.8, R9.4 */
    rollbackAfter: TOGGLE_TIMING.rollbackAfterMs,
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({
    kind: input.kind,
    postId: input.postId,
    active: input.active,
    count: Math.max(0, input.count),
    online: input.online,
    confirmed: { active: input.active, count: Math.max(0, input.count) },
    attempt: 0,
    error: null,
  }),
  initial: 'idle',
  on: {
    'network.online': { actions: 'goOnline' },
    'network.offline': { actions: 'goOffline' },
  },
  states: {
    idle: {
      tags: 'settled',
      on: {
        'toggle.flip': [
          { guard: 'offline', target: 'queued', actions: ['flip', ...flipLocally, ...queueIt] },
          { target: 'pending', actions: ['flip', ...flipLocally] },
        ],
        'toggle.sync': { actions: { type: 'takeValues', params: ({ event }) => event } },
      },
    },

    // R4.14: applied locally and reported as success; the offline queue sends it later.
    queued: {
      tags: 'queued',
      on: {
        'toggle.flip': { actions: ['flip', ...flipLocally, ...queueIt] },
        'toggle.sync': { actions: { type: 'takeValues', params: ({ event }) => event } },
        'network.online': { target: 'idle', actions: 'goOnline' },
      },
    },

    pending: {
      tags: 'pending',
      initial: 'sending',
      after: {
        rollbackAfter: {
          target: 'rollingBack',
          actions: { type: 'fail', params: { reason: 'timeout', error: null } },
        },
      },
      states: {
        sending: {
          invoke: {
            src: 'send',
            input: ({ context }) => ({
              kind: context.kind,
              postId: context.postId,
              method: context.active ? 'POST' : 'DELETE',
              attempt: context.attempt,
            }),
            onDone: {
              target: '#toggle.idle',
              actions: [{ type: 'takeValues', params: ({ event }) => event.output }, { type: 'broadcast', params: change }],
            },
            onError: [
              {
                guard: { type: 'retryableOffline', params: errorOf },
                target: '#toggle.queued',
                actions: queueIt,
              },
              { guard: { type: 'canRetry', params: errorOf }, target: 'waiting' },
              {
                guard: { type: 'retryable', params: errorOf },
                target: '#toggle.rollingBack',
                actions: { type: 'fail', params: ({ event }) => ({ reason: 'exhausted', error: event.error }) },
              },
              {
                target: '#toggle.rollingBack',
                actions: { type: 'fail', params: ({ event }) => ({ reason: 'rejected', error: event.error }) },
              },
            ],
          },
        },
        waiting: {
          after: { retryDelay: { target: 'sending', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) } },
          on: {
            'network.offline': {
              target: '#toggle.queued',
              actions: ['goOffline', ...queueIt],
            },
          },
        },
      },
    },

    rollingBack: {
      tags: 'rollingBack',
      entry: 'restore',
      invoke: {
        src: 'rollbackCaches',
        input: change,
        onDone: {
          target: 'idle',
          actions: {
            type: 'notifyError',
            params: ({ context }) => {
              const message = context.error?.message ?? TOGGLE_MESSAGES.failed
              return message === TOGGLE_MESSAGES.failed ? { message } : { message, detail: TOGGLE_MESSAGES.failed }
            },
          },
        },
        onError: { target: 'idle', actions: { type: 'notifyError', params: { message: TOGGLE_MESSAGES.rollbackFailed } } },
      },
    },
  },
})
