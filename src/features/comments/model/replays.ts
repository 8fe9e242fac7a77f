import * as v from 'valibot'
import { defineReplay, type ReplayPart } from '@/lib/offline-queue/replays'
import { toast } from '@/lib/toast'
import type { Comment } from '@/schemas/comment.schema'
import { COMMENT_MESSAGES } from '@machines/comment.machine'
import { createComment } from '../api/create-comment'
import { insertComment } from './comment-cache'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

/** What a comment written offline carries in the queue: the call, plus what its placeholder shows meanwhile. */
export const QueuedCommentSchema = v.object({
  postId: id,
  content: v.pipe(v.string(), v.nonEmpty()),
  parentId: v.nullable(id),
  tempId: v.pipe(v.number(), v.integer(), v.maxValue(-1)),
  author: v.object({ id, username: v.string(), email: v.nullable(v.string()), displayName: v.string(), avatar: v.nullable(v.string()) }),
  createdAt: v.string(),
})

// R4.14 (the working version): a comment written offline is sent once the network is back, exactly once;
// the queue's own failure notice covers a refusal.
export const commentReplays = {
  comment: defineReplay({
    payload: QueuedCommentSchema,
    send: ({ postId, content, parentId }) => createComment(postId, content, parentId),
    settle: ({ postId }, outcome) => {
      if (!outcome.ok) return
      insertComment(postId, outcome.result as Comment)
      toast.success(COMMENT_MESSAGES.added)
    },
  }),
} satisfies ReplayPart
