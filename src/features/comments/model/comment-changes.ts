import { effect } from '@preact/signals-react'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { commentMachine, type CommentChange } from '@machines/comment.machine'
import { offlineQueue } from '@/lib/offline-queue/offline-queue'
import { isOnline } from '@/lib/online-status'
import { onSessionEnd } from '@/lib/session'
import { toast } from '@/lib/toast'
import type { Comment, CommentAuthor, DeleteCommentResponse } from '@/schemas/comment.schema'
import { newRequestKey } from '@/api/request-key'
import { createComment } from '../api/create-comment'
import { deleteComment } from '../api/delete-comment'
import { insertComment, removeComments } from './comment-cache'
import type { LocalComment } from './comment-threads'
import { commentOperation } from './queued-operations'

// The comment changes in flight, per post: each is one comment machine (R4.20, R4.21). While it runs,
// the panel shows its change over the cached list; when it ends it leaves this registry (its answer is
// in the cache by then, or the change is dropped, or the offline queue has it).

const liveMachine = commentMachine.provide({
  actors: {
    send: fromPromise(async ({ input }) =>
      input.kind === 'add' ? createComment(input.postId, input.content, input.parentId, input.requestKey) : deleteComment(input.commentId),
    ),
  },
  actions: {
    commit: (_, { change, result }) => {
      if (change.kind === 'add') insertComment(change.postId, result as Comment)
      else removeComments(change.postId, (result as DeleteCommentResponse).deleted)
    },
    notifySuccess: (_, { message }) => toast.success(message),
    notifyError: (_, { message }) => toast.error(message),
  },
})

type CommentActor = ActorRefFrom<typeof liveMachine>

export interface RunningChange {
  change: CommentChange
  /** Adds: what the placeholder shows. */
  local?: LocalComment
  /** Deletes: the ids hidden meanwhile (the comment and the replies the list knows). */
  hiding?: readonly number[]
}

const running = new Map<number, RunningChange[]>()
const listeners = new Set<() => void>()
const EMPTY: readonly RunningChange[] = []
const actors = new Map<CommentActor, () => void>()

const notify = () => listeners.forEach((listener) => listener())

function track(postId: number, entry: RunningChange, actor: CommentActor) {
  running.set(postId, [...(running.get(postId) ?? []), entry])
  const unwatch = effect(() => actor.send({ type: isOnline.value ? 'network.online' : 'network.offline' }))
  actors.set(actor, unwatch)
  const done = () => {
    unwatch()
    actors.delete(actor)
    const left = (running.get(postId) ?? []).filter((e) => e !== entry)
    if (left.length) running.set(postId, left)
    else running.delete(postId)
    notify()
  }
  actor.subscribe({ complete: done, error: done })
  notify()
  actor.start()
}

let lastTempId = 0
/** R3.7: a placeholder's id is negative and unique, even across reloads (the queue keeps queued ones). */
const nextTempId = () => (lastTempId = Math.min(lastTempId - 1, -Date.now()))

export interface NewComment {
  content: string
  parentId: number | null
}

/** R4.20: the comment shows at once, marked as sending; offline it goes to the queue (R4.14). */
export function addComment(postId: number, { content, parentId }: NewComment, author: CommentAuthor): void {
  const tempId = nextTempId()
  const change: CommentChange = { kind: 'add', postId, content, parentId, tempId, requestKey: newRequestKey() }
  const local: LocalComment = { tempId, postId, content, parentId, author, createdAt: new Date().toISOString(), state: 'sending' }
  const actor = createActor(
    liveMachine.provide({
      actions: { enqueue: () => offlineQueue.get().enqueue(commentOperation, { postId, content, parentId, tempId, author, createdAt: local.createdAt, requestKey: change.requestKey }) },
    }),
    { input: { change, online: isOnline.peek() } },
  )
  track(postId, { change, local }, actor)
}

/** R4.21: the comment (and the replies shown under it) is gone at once, and back if the server refuses. */
export function removeComment(postId: number, commentId: number, hiding: readonly number[]): void {
  const change: CommentChange = { kind: 'delete', postId, commentId }
  track(postId, { change, hiding }, createActor(liveMachine, { input: { change, online: isOnline.peek() } }))
}

export function subscribeCommentChanges(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The changes in flight for one post (the same array until one starts or ends). */
export const commentChangesFor = (postId: number): readonly RunningChange[] => running.get(postId) ?? EMPTY

/** Logout: nothing of the previous user keeps running. */
export function resetCommentChanges(): void {
  for (const [actor, unwatch] of [...actors]) {
    unwatch()
    actor.stop()
  }
  actors.clear()
  running.clear()
  notify()
}

onSessionEnd(resetCommentChanges)
