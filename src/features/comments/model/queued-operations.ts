import * as v from 'valibot'
import { defineQueuedOperation } from '@/services/offline-queue/operation-definition'
import { toast } from '@/services/toast'
import { queuedOperationsOf } from '@/services/toggle/toggle-operations'
import { CommentSchema } from '@/schemas/comment.schema'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

/** What a comment written offline carries in the queue: the call, plus what its placeholder shows meanwhile. */
const QueuedCommentSchema = v.object({
  postId: id,
  content: v.pipe(v.string(), v.nonEmpty()),
  parentId: v.nullable(id),
  tempId: v.pipe(v.number(), v.integer(), v.maxValue(-1)),
  author: v.object({
    id,
    username: v.string(),
    email: v.nullable(v.string()),
    displayName: v.string(),
    avatar: v.nullable(v.string()),
  }),
  createdAt: v.string(),
  /** The add's Idempotency-Key (kept since its first attempt); absent in comments queued by older builds. */
  requestKey: v.optional(v.pipe(v.string(), v.regex(/^[!-~]{1,255}$/))),
})

/**
 * R4.14 (the working version): a comment written offline is sent once the network is back, exactly once;
 * every comment is sent (no merge key). The queue's own failure notice covers a refusal.
 */
export const commentOperation = defineQueuedOperation({
  type: 'comment',
  label: '评论',
  payload: QueuedCommentSchema,
  result: CommentSchema,
  mergeKey: () => null,
  // The call, the comment caches and the texts load with the first replay, not with the first screen.
  replay: async () => {
    const [{ createComment }, { insertComment }, { COMMENT_MESSAGES }] = await Promise.all([
      import('../api/create-comment'),
      import('./comment-cache'),
      import('@machines/comment.machine'),
    ])
    return {
      send: ({ postId, content, parentId, requestKey }) => createComment(postId, content, parentId, requestKey),
      settle: ({ postId }, outcome) => {
        if (!outcome.ok) return
        insertComment(postId, outcome.result)
        toast.success(COMMENT_MESSAGES.added)
      },
    }
  },
})

/**
 * A like or unlike of a comment made offline (R4.14's rule for likes): sent once the network is back by the comment
 * like toggle's own call and commit (comment-likes.ts, loaded with the first replay); like and unlike of one comment
 * share a merge key, so the second undoes the first before anything is sent. The server's answer is the truth once it
 * lands. The types and payloads are stored in users' browsers: keep them as they are.
 */
export const commentLikeToggleOperations = queuedOperationsOf(
  {
    on: { type: 'comment-like', label: '评论点赞' },
    off: { type: 'comment-unlike', label: '取消评论点赞' },
    payload: v.object({ commentId: id }),
    mergeKey: ({ commentId }) => `like:comment:${commentId}`,
    payloadFor: (commentId) => ({ commentId }),
    targetOf: ({ commentId }) => commentId,
  },
  () => import('./comment-likes').then((m) => m.commentLikeDefinition),
)

export const { on: commentLikeOperation, off: commentUnlikeOperation } = commentLikeToggleOperations

/** The comments feature's part of the app's offline queue. */
export const commentOperations = [commentOperation, commentLikeOperation, commentUnlikeOperation]
