import type * as v from 'valibot'
import type { SendMessageRequestSchema } from '@/schemas/message.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import { requireContact } from './message-contact'
import { toMessageView, type MessageView } from './message-views'
import { SOCIAL_MSG } from './social-texts'

type SendInput = v.InferOutput<typeof SendMessageRequestSchema>

/** R7.31, R5.26: the content arrives trimmed and non-empty (validated); the receiver must exist and not be me. */
export async function sendMessage(db: MockDb, meId: number, input: SendInput): Promise<MessageView> {
  const receiverId = requireContact(db, meId, String(input.receiverId), 'receiverId').id
  const message = await db.write(async (tx) => {
    if (!tx.get('users', receiverId)) throw new HttpError(404, 'NOT_FOUND_001', SOCIAL_MSG.userNotFound)
    return tx.create('messages', {
      senderId: meId,
      receiverId,
      content: input.content,
      createdAt: new Date().toISOString(),
      readAt: null,
    })
  })
  return toMessageView(message)
}
