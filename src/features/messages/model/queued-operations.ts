import * as v from 'valibot'
import { defineQueuedOperation } from '@/services/offline-queue/operation-definition'
import { toast } from '@/services/toast'
import { MessageSchema } from '@/schemas/message.schema'

/** What a message written offline carries in the queue (and what its bubble shows meanwhile). */
const QueuedMessageSchema = v.object({
  receiverId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  content: v.pipe(v.string(), v.nonEmpty()),
  createdAt: v.string(),
  /** The message's Idempotency-Key, made when it was written: a replay that lost its answer is not sent twice. */
  requestKey: v.optional(v.pipe(v.string(), v.regex(/^[!-~]{1,255}$/))),
})
export type QueuedMessage = v.InferOutput<typeof QueuedMessageSchema>

/** R4.14: a message written offline is sent once when the network is back; every message is sent (no merge key). */
export const messageOperation = defineQueuedOperation({
  type: 'message',
  label: '发送消息',
  payload: QueuedMessageSchema,
  result: MessageSchema,
  mergeKey: () => null,
  // The call and the message caches load with the first replay, not with the first screen.
  replay: async () => {
    const [{ sendMessage }, { appendMessage }] = await Promise.all([
      import('../api/send-message'),
      import('./message-cache'),
    ])
    return {
      send: ({ receiverId, content, requestKey }) => sendMessage(receiverId, content, requestKey),
      settle: ({ receiverId }, outcome) => {
        if (!outcome.ok) return
        appendMessage(receiverId, outcome.result)
        toast.success('离线消息已发送')
      },
    }
  },
})

/** The messages feature's part of the app's offline queue. */
export const messageOperations = [messageOperation]
