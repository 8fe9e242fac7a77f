import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import { isRetryableError } from './retry'
import { TOGGLE_STATE_META } from './toggle.meta'

// An optimistic on/off toggle on one target: like and bookmark a post (spec §4 R4.6–R4.14, §9 R9.4), and
// follow a user (R4.15–R4.19) with its own rules. The machine owns only the change being made: the
// server's values live in the query cache, and the screen shows `context.to` while the machine is not
// settled. Each flip brings the values on screen, so nothing here is a copy to keep in step.
// Pure: the call, committing the server's answer, the rollback, the offline queue and the toasts are
// named actors/actions that the app (or a test) supplies with .provide().

export interface ToggleValues {
  active: boolean
  count: number
}

/** What differs between toggles. */
export interface ToggleRules {
  /** Wait this long after a flip before calling (follow: R4.17, R9.30); a flip back meanwhile cancels. */
  debounceMs: number
  /** A flip while the call runs: ignored (like: the spinner shows), or refused with a notice (follow: R4.16). */
  whileBusy: 'ignore' | 'reject'
}

export const DEFAULT_TOGGLE_RULES: ToggleRules = { debounceMs: 0, whileBusy: 'ignore' }

export interface ToggleInput {
  targetId: number
  online: boolean
  rules?: Partial<ToggleRules>
}

/** R4.9: POST when turning on, DELETE when turning off. */
export interface ToggleSendInput {
  targetId: number
  method: 'POST' | 'DELETE'
  attempt: number
}

/** The queued operation that replays a change made offline (R4.14): the state to reach. */
export interface ToggleEnqueue {
  targetId: number
  active: boolean
}

/** `message`: the server's text, 达到最大重试次数, or 操作失败，已回滚更改; `detail`: 操作失败，已回滚更改 when not already the message. */
export interface ToggleNotice {
  message: string
  detail?: string
}

export type ToggleFailure = 'rejected' | 'exhausted' | 'timeout'

export interface ToggleContext {
  targetId: number
  online: boolean
  rules: ToggleRules
  /** The values on screen when the change began: what a rollback returns to. */
  from: ToggleValues | null
  /** The change being made, shown while the machine is not settled. */
  to: ToggleValues | null
  attempt: number
  error: { reason: ToggleFailure; message: string } | null
}

export type ToggleEvent =
  /** `current`: the values on screen (the server's, or a queued change). */
  { type: 'toggle.flip'; current: ToggleValues } | { type: 'network.online' } | { type: 'network.offline' }

export const TOGGLE_MESSAGES = {
  failed: '操作失败，已回滚更改',
  exhausted: '达到最大重试次数',
  rollbackFailed: '回滚失败，请刷新页面',
  busy: '操作正在进行中，请稍候',
} as const

/** R4.13, R4.8, R9.4 */
export const TOGGLE_TIMING = { maxAttempts: 3, retryStepMs: 1000, rollbackAfterMs: 10_000 } as const

/** An ApiError's message is written for users; anything else gets the generic text. */
function userMessage(error: unknown): string | undefined {
  const e = error as { type?: unknown; message?: unknown } | null
  return e && typeof e.type === 'string' && typeof e.message === 'string' && e.message ? e.message : undefined
}

const flipped = (v: ToggleValues): ToggleValues => ({
  active: !v.active,
  count: Math.max(0, v.count + (v.active ? -1 : 1)),
})
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error
const target = ({ context }: { context: ToggleContext }): ToggleEnqueue => ({
  targetId: context.targetId,
  active: context.to!.active,
})
const notProvided = (name: string) => () => Promise.reject(new Error(`toggle machine: actor "${name}" not provided`))

const rules = (...ids: string[]) => ({ rules: ids })

/** R4.14: the queue owns a change made offline; the machine lets go of it. */
const handOver = [{ type: 'enqueue', params: target }, 'settle'] as const

export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    input: {} as ToggleInput,
    events: {} as ToggleEvent,
    tags: {} as 'settled' | 'pending' | 'rollingBack',
  },
  actors: {
    /** R4.9 the call; resolves with the server's values. */
    send: fromPromise<ToggleValues, ToggleSendInput>(notProvided('send')),
    /** R4.12 makes the screens show the server's values again; an actor so that its failure can be reported. */
    rollback: fromPromise<void, { targetId: number }>(notProvided('rollback')),
  },
  actions: {
    /** R4.7, R4.10 the server's answer, for the cache (the owner of server values) and other tabs. */
    commit: (_, _p: { targetId: number; values: ToggleValues }) => {},
    /** R4.14 hands the change to the offline queue. */
    enqueue: (_, _p: ToggleEnqueue) => {},
    /** R4.12 the failure toast. */
    notifyError: (_, _notice: ToggleNotice) => {},
    /** R4.16 a flip refused while a call runs. */
    notifyBusy: (_, _p: { message: string }) => {},
    begin: assign(({ event }) => {
      const current = (event as Extract<ToggleEvent, { type: 'toggle.flip' }>).current
      return { from: current, to: flipped(current), attempt: 1, error: null }
    }),
    settle: assign({ from: null, to: null, attempt: 0 }),
    fail: assign((_, p: { reason: ToggleFailure; error: unknown }) => ({
      error: {
        reason: p.reason,
        message:
          p.reason === 'exhausted' ? TOGGLE_MESSAGES.exhausted : (userMessage(p.error) ?? TOGGLE_MESSAGES.failed),
      },
    })),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
  },
  guards: {
    offline: ({ context }) => !context.online,
    debounced: ({ context }) => context.rules.debounceMs > 0,
    rejectsWhileBusy: ({ context }) => context.rules.whileBusy === 'reject',
    /** A retryable failure once the browser went offline: keep the change and queue it instead. */
    retryableOffline: ({ context }, error: unknown) => !context.online && isRetryableError(error),
    canRetry: ({ context }, error: unknown) =>
      context.online && isRetryableError(error) && context.attempt < TOGGLE_TIMING.maxAttempts,
    retryable: (_, error: unknown) => isRetryableError(error),
  },
  delays: {
    debounce: ({ context }) => context.rules.debounceMs,
    /** R4.13: 1 s × the number of the attempt that failed. */
    retryDelay: ({ context }) => TOGGLE_TIMING.retryStepMs * context.attempt,
    /** R4.8, R9.4 */
    rollbackAfter: TOGGLE_TIMING.rollbackAfterMs,
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({
    targetId: input.targetId,
    online: input.online,
    rules: { ...DEFAULT_TOGGLE_RULES, ...input.rules },
    from: null,
    to: null,
    attempt: 0,
    error: null,
  }),
  initial: 'idle',
  on: {
    // Online, a failure is retried (R4.13); offline, a change goes to the queue (R4.14).
    'network.online': { actions: 'goOnline', meta: rules('R4.13', 'R4.14') },
    'network.offline': { actions: 'goOffline', meta: rules('R4.13', 'R4.14') },
  },
  states: {
    idle: {
      tags: 'settled',
      meta: TOGGLE_STATE_META.idle,
      on: {
        'toggle.flip': [
          // R4.14: applied locally (the queue's change is what screens show), queued, reported as success.
          { guard: 'offline', actions: ['begin', ...handOver], meta: rules('R4.14') },
          {
            guard: 'debounced',
            target: 'debouncing',
            actions: 'begin',
            meta: rules('R4.7', 'R4.15', 'R4.17', 'R4.18'),
          },
          { target: 'pending', actions: 'begin', meta: rules('R4.7', 'R4.9') },
        ],
      },
    },

    // R4.17: nothing is sent until the flips stop; flipping back within the window sends nothing at all.
    debouncing: {
      tags: 'pending',
      meta: TOGGLE_STATE_META.debouncing,
      after: { debounce: { target: 'pending', meta: rules('R4.17', 'R4.9') } },
      on: {
        'toggle.flip': { target: 'idle', actions: 'settle', meta: rules('R4.17') },
        'network.offline': { target: 'idle', actions: ['goOffline', ...handOver], meta: rules('R4.14') },
      },
    },

    pending: {
      tags: 'pending',
      meta: TOGGLE_STATE_META.pending,
      initial: 'sending',
      after: {
        rollbackAfter: {
          target: 'rollingBack',
          actions: { type: 'fail', params: { reason: 'timeout', error: null } },
          meta: rules('R4.8', 'R9.4'),
        },
      },
      on: {
        'toggle.flip': {
          guard: 'rejectsWhileBusy',
          actions: { type: 'notifyBusy', params: { message: TOGGLE_MESSAGES.busy } },
          meta: rules('R4.16'),
        },
      },
      states: {
        sending: {
          meta: TOGGLE_STATE_META.sending,
          invoke: {
            src: 'send',
            input: ({ context }) => ({
              targetId: context.targetId,
              method: context.to!.active ? 'POST' : 'DELETE',
              attempt: context.attempt,
            }),
            onDone: {
              target: '#toggle.idle',
              meta: rules('R4.7', 'R4.10'),
              actions: [
                {
                  type: 'commit',
                  params: ({ context, event }) => ({ targetId: context.targetId, values: event.output }),
                },
                'settle',
              ],
            },
            onError: [
              {
                guard: { type: 'retryableOffline', params: errorOf },
                target: '#toggle.idle',
                actions: handOver,
                meta: rules('R4.14'),
              },
              { guard: { type: 'canRetry', params: errorOf }, target: 'waiting', meta: rules('R4.13', 'R4.39') },
              {
                guard: { type: 'retryable', params: errorOf },
                target: '#toggle.rollingBack',
                actions: { type: 'fail', params: ({ event }) => ({ reason: 'exhausted', error: event.error }) },
                meta: rules('R4.13'),
              },
              {
                target: '#toggle.rollingBack',
                actions: { type: 'fail', params: ({ event }) => ({ reason: 'rejected', error: event.error }) },
                meta: rules('R4.12', 'R4.39'),
              },
            ],
          },
        },
        waiting: {
          meta: TOGGLE_STATE_META.waiting,
          after: {
            retryDelay: {
              target: 'sending',
              actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
              meta: rules('R4.13'),
            },
          },
          on: {
            'network.offline': { target: '#toggle.idle', actions: ['goOffline', ...handOver], meta: rules('R4.14') },
          },
        },
      },
    },

    // R4.12: the change is dropped (screens show the server's values again), then the toast.
    rollingBack: {
      tags: 'rollingBack',
      meta: TOGGLE_STATE_META.rollingBack,
      entry: 'settle',
      invoke: {
        src: 'rollback',
        input: ({ context }) => ({ targetId: context.targetId }),
        onDone: {
          target: 'idle',
          meta: rules('R4.7', 'R4.12'),
          actions: {
            type: 'notifyError',
            params: ({ context }) => {
              const message = context.error?.message ?? TOGGLE_MESSAGES.failed
              return message === TOGGLE_MESSAGES.failed ? { message } : { message, detail: TOGGLE_MESSAGES.failed }
            },
          },
        },
        onError: {
          target: 'idle',
          actions: { type: 'notifyError', params: { message: TOGGLE_MESSAGES.rollbackFailed } },
          meta: rules('R4.12'),
        },
      },
    },
  },
})

/** What screens show: the change being made, or else `base` (the server's values or a queued change). */
export function shownValues(
  snapshot: { context: ToggleContext; hasTag(tag: 'settled'): boolean } | undefined,
  base: ToggleValues,
): ToggleValues {
  if (!snapshot || snapshot.hasTag('settled') || !snapshot.context.to) return base
  return snapshot.context.to
}
