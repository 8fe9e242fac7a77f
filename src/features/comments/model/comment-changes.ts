import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { commentMachine, type CommentChange } from '@machines/comment.machine'
import { inspectActor } from '@/services/actor-inspection'
import { offlineQueue } from '@/services/offline-queue/offline-queue'
import { createLiveActors, liveActors, type LiveActor } from '@/services/live-actors'
import { isOnline } from '@/services/online-status'
import { toast } from '@/services/toast'
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
      input.kind === 'add'
        ? createComment(input.postId, input.content, input.parentId, input.requestKey)
        : deleteComment(input.commentId),
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

// The changes in flight, per post: a registry in the app's live actors (each follows the network, leaves when done,
// and a logout stops them all), made at its first use (src/app/services.ts connects the live actors).
const RUNNING = {}
const running = () =>
  liveActors.get().registryOf(RUNNING, () => createLiveActors<number, CommentActor, RunningChange>())

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
  const local: LocalComment = {
    tempId,
    postId,
    content,
    parentId,
    author,
    createdAt: new Date().toISOString(),
    state: 'sending',
  }
  const actor = createActor(
    liveMachine.provide({
      actions: {
        enqueue: () =>
          offlineQueue.get().enqueue(commentOperation, {
            postId,
            content,
            parentId,
            tempId,
            author,
            createdAt: local.createdAt,
            requestKey: change.requestKey,
          }),
      },
    }),
    { input: { change, online: isOnline.peek() }, inspect: inspectActor('评论', `帖子 ${postId}`) },
  )
  running().start(postId, actor, { change, local })
}

/** R4.21: the comment (and the replies shown under it) is gone at once, and back if the server refuses. */
export function removeComment(postId: number, commentId: number, hiding: readonly number[]): void {
  const change: CommentChange = { kind: 'delete', postId, commentId }
  running().start(
    postId,
    createActor(liveMachine, {
      input: { change, online: isOnline.peek() },
      inspect: inspectActor('删除评论', `帖子 ${postId} · 评论 ${commentId}`),
    }),
    { change, hiding },
  )
}

export const subscribeCommentChanges = (listener: () => void) => running().subscribe(listener)

// The notes of one post's running changes, the same array until one starts or ends (useSyncExternalStore).
const notesOf = new WeakMap<readonly LiveActor<CommentActor, RunningChange>[], readonly RunningChange[]>()

/** The changes in flight for one post (the same array until one starts or ends). */
export function commentChangesFor(postId: number): readonly RunningChange[] {
  const entries = running().entries(postId)
  let notes = notesOf.get(entries)
  if (!notes) notesOf.set(entries, (notes = entries.map((e) => e.note)))
  return notes
}

/** Logout: nothing of the previous user keeps running (the registry also does this on its own at session end). */
export const resetCommentChanges = () => {
  if (liveActors.connected) running().reset()
}
