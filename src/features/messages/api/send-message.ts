import { api } from '@/api/client'
import { newRequestKey } from '@/api/request-key'
import { MessageSchema, type Message } from '@/schemas/message.schema'

/** R7.31: POST /messages/send { receiverId, content }; data is the message. Its retries (and a queued copy's replay) keep one Idempotency-Key. */
export async function sendMessage(receiverId: number, content: string, requestKey = newRequestKey()): Promise<Message> {
  return (
    await api.post('/messages/send', {
      body: { receiverId, content },
      schema: MessageSchema,
      idempotencyKey: requestKey,
    })
  ).data
}
