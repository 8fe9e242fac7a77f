import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import { isRetryableError } from './retry'

// One optimistic comment change (spec §4 R4.20, R4.21; §8 R8.16–R8.24; §9 R9.26): adding a comment or
// deleting one. While the actor runs, screens show its change on top of the cached list (a placeholder
// with a negative id marked as sending, or the comment gone); when it ends, the server's answer is
// committed to the cache (done) or the change simply disappears (failed: the list is as the server has
// it). A comment written offline is handed to the offline queue (R4.14), which sends it once the network
// is back. Pure: the call, the commit, the queue and the toasts are supplied with .provide().

export type CommentChange =
  /** `requestKey` names the add to the server: every attempt and the queued copy send it (one comment, however many tries). */
  | { kind: 'add'; postId: number; content: string; parentId: number | null; tempId: number; requestKey: string }
  | { kind: 'delete'; postId: number; commentId: number }

export interface CommentMachineInput {
  change: CommentChange
  online: boolean
}

export interface CommentContext extends CommentMachineInput {
  attempt: number
  /** The server's answer once done (the new comment, or the ids that went with the deleted one). */
  result: unknown
  error: string | null
}

export type CommentEvent = { type: 'network.online' } | { type: 'network.offline' }

/** R9.26: comment mutations retry once, after 1 s. */
export const COMMENT_RETRY = { attempts: 2, delayMs: 1000 } as const

export const COMMENT_MESSAGES = {
  added: '评论发布成功！', // R4.20
  deleted: '评论已删除', // R8.24
  addFailed: '评论失败，请重试', // R8.17
  deleteFailed: '删除评论失败，请重试', // R8.23
  network: '网络连接失败，请检查网络后重试', // R8.18
  loginFirst: '请先登录后再发表评论', // R8.19
  badContent: '评论内容不符合要求，请修改后重试', // R8.20
  tooFrequent: '评论过于频繁，请稍后再试', // R8.21
  noPermission: '您没有权限删除此评论', // R8.23
  notFound: '评论不存在或已被删除', // R8.23
  listFailed: '获取评论失败', // R8.16
} as const

interface ErrorLike {
  type?: unknown
  status?: unknown
  message?: unknown
}

const has = (text: string, ...words: string[]) => words.some((w) => text.includes(w))

/** R8.17–R8.23: the user's message for a failed add or delete, mapped from the error by cause and keyword. */
export function commentErrorMessage(kind: CommentChange['kind'], error: unknown): string {
  const e = (error ?? {}) as ErrorLike
  const message = typeof e.message === 'string' ? e.message : ''
  const text = message.toLowerCase()
  const network =
    e.type === 'NETWORK_ERROR' ||
    e.type === 'TIMEOUT_ERROR' ||
    e.status === 0 ||
    has(text, 'network', '网络', 'failed to fetch')
  if (network) return COMMENT_MESSAGES.network
  if (kind === 'add') {
    if (e.status === 401 || has(text, 'unauthorized', 'login', '登录', '认证')) return COMMENT_MESSAGES.loginFirst
    if (e.status === 429 || has(text, 'too frequent', 'too many', '频繁')) return COMMENT_MESSAGES.tooFrequent
    if (has(text, 'content', '内容')) return COMMENT_MESSAGES.badContent
    return message || COMMENT_MESSAGES.addFailed
  }
  if (e.status === 401 || e.status === 403 || has(text, 'unauthorized', 'permission', 'forbidden', '权限'))
    return COMMENT_MESSAGES.noPermission
  if (e.status === 404 || has(text, 'not found', '不存在')) return COMMENT_MESSAGES.notFound
  return COMMENT_MESSAGES.deleteFailed
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error
const notProvided = () => Promise.reject(new Error('comment machine: actor "send" not provided'))

type Outcome = 'done' | 'failed' | 'queued'

const rules = (...ids: string[]) => ({ rules: ids })

export const commentMachine = setup({
  types: {
    context: {} as CommentContext & { outcome: Outcome | null },
    input: {} as CommentMachineInput,
    events: {} as CommentEvent,
    tags: {} as 'pending' | 'done' | 'failed' | 'queued',
    output: {} as { outcome: Outcome; result: unknown; error: string | null },
  },
  actors: {
    /** R7.26 / R7.28; resolves with the server's answer. */
    send: fromPromise<unknown, CommentChange>(notProvided),
  },
  actions: {
    /** The server's answer, into the cached lists and counts (and from there other tabs, R4.36). */
    commit: (_, _p: { change: CommentChange; result: unknown }) => {},
    /** R4.14 a comment written offline goes to the offline queue. */
    enqueue: (_, _change: CommentChange) => {},
    notifySuccess: (_, _p: { message: string }) => {},
    notifyError: (_, _p: { message: string }) => {},
    fail: assign(({ context }, error: unknown) => ({ error: commentErrorMessage(context.change.kind, error) })),
    end: assign((_, outcome: Outcome) => ({ outcome })),
  },
  guards: {
    offlineAdd: ({ context }) => !context.online && context.change.kind === 'add',
    offlineDelete: ({ context }) => !context.online && context.change.kind === 'delete',
    isAdd: ({ context }) => context.change.kind === 'add',
    canRetry: ({ context }, error: unknown) =>
      context.online && isRetryableError(error) && context.attempt < COMMENT_RETRY.attempts,
    /** A failure because the network went away: an add waits in the queue instead. */
    queueable: ({ context }, error: unknown) =>
      context.change.kind === 'add' && !context.online && isRetryableError(error),
  },
  delays: { retry: COMMENT_RETRY.delayMs },
}).createMachine({
  id: 'comment',
  context: ({ input }) => ({ ...input, attempt: 1, result: null, error: null, outcome: null }),
  initial: 'starting',
  on: {
    // Offline, an add goes to the queue (R4.14); online, a failure is retried (R9.26).
    'network.online': { actions: assign({ online: true }), meta: rules('R4.14', 'R9.26') },
    'network.offline': { actions: assign({ online: false }), meta: rules('R4.14', 'R9.26') },
  },
  states: {
    starting: {
      meta: { means: 'deciding between the call and the queue' },
      always: [
        { guard: 'offlineAdd', target: 'queued', meta: rules('R4.14') },
        // Deleting needs the server's word; offline it fails at once with the network message (R8.23).
        {
          guard: 'offlineDelete',
          target: 'failed',
          actions: { type: 'fail', params: { type: 'NETWORK_ERROR' } },
          meta: rules('R4.21', 'R8.23'),
        },
        { target: 'sending', meta: rules('R4.20', 'R4.21') },
      ],
    },
    sending: {
      tags: 'pending',
      meta: {
        rules: ['R4.20', 'R4.21'],
        means: 'the change is shown (a placeholder marked as sending, or the comment gone) while its call runs',
        context: { result: 'null', error: 'null', outcome: 'null' },
      },
      invoke: {
        src: 'send',
        input: ({ context }) => context.change,
        onDone: {
          target: 'done',
          actions: assign({ result: ({ event }) => event.output }),
          meta: rules('R4.20', 'R4.21'),
        },
        onError: [
          { guard: { type: 'queueable', params: errorOf }, target: 'queued', meta: rules('R4.14') },
          { guard: { type: 'canRetry', params: errorOf }, target: 'waiting', meta: rules('R9.26') },
          {
            target: 'failed',
            actions: { type: 'fail', params: errorOf },
            meta: rules('R4.20', 'R4.21', 'R8.17', 'R8.23'),
          },
        ],
      },
    },
    waiting: {
      tags: 'pending',
      meta: {
        rules: ['R9.26'],
        means: 'the change is still shown; the one retry leaves after 1 s',
        context: { result: 'null', error: 'null', outcome: 'null' },
      },
      after: {
        retry: {
          target: 'sending',
          actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
          meta: rules('R9.26'),
        },
      },
      on: {
        'network.offline': {
          guard: 'isAdd',
          target: 'queued',
          actions: assign({ online: false }),
          meta: rules('R4.14'),
        },
      },
    },
    done: {
      type: 'final',
      tags: 'done',
      meta: {
        rules: ['R4.20', 'R4.21'],
        means: 'the server’s answer is committed to the cached lists; 评论发布成功！ or 评论已删除',
        context: { outcome: 'set', error: 'null' },
      },
      entry: [
        { type: 'end', params: 'done' },
        { type: 'commit', params: ({ context }) => ({ change: context.change, result: context.result }) },
        {
          type: 'notifySuccess',
          params: ({ context }) => ({
            message: context.change.kind === 'add' ? COMMENT_MESSAGES.added : COMMENT_MESSAGES.deleted,
          }),
        },
      ],
    },
    failed: {
      type: 'final',
      tags: 'failed',
      meta: {
        rules: ['R4.20', 'R4.21'],
        means: 'the change is gone from the screens (the list is as the server has it) and the error shows',
        context: { outcome: 'set', error: 'set', result: 'null' },
      },
      entry: [
        { type: 'end', params: 'failed' },
        { type: 'notifyError', params: ({ context }) => ({ message: context.error ?? COMMENT_MESSAGES.addFailed }) },
      ],
    },
    queued: {
      type: 'final',
      tags: 'queued',
      meta: {
        rules: ['R4.14'],
        means: 'the add waits in the offline queue, which sends it once the network is back',
        context: { outcome: 'set', error: 'null', result: 'null' },
      },
      entry: [
        { type: 'end', params: 'queued' },
        { type: 'enqueue', params: ({ context }) => context.change },
      ],
    },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'failed', result: context.result, error: context.error }),
})
