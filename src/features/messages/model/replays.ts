import * as v from 'valibot'
import { defineReplay, type ReplayPart } from '@/lib/offline-queue/replays'
import { toast } from '@/lib/toast'
import type { Message } from '@/schemas/message.schema'
import { sendMessage } from '../api/send-message'
import { appendMessage } from './message-cache'

/** What a message written offline carries in the queue (and what its bubble shows meanwhile). */
export const QueuedMessageSchema = v.object({
  receiverId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  content: v.pipe(v.string(), v.nonEmpty()),
  createdAt: v.string(),
})
export type QueuedMessage = v.InferOutput<typeof QueuedMessageSchema>

// R4.14: a message written offline is sent once when the network is back.
export const messageReplays = {
  message: defineReplay({
    payload: QueuedMessageSchema,
    send: ({ receiverId, content }) => sendMessage(receiverId, content),
    settle: ({ receiverId }, outcome) => {
      if (!outcome.ok) return
      appendMessage(receiverId, outcome.result as Message)
      toast.success('离线消息已发送')
    },
  }),
} satisfies ReplayPart
