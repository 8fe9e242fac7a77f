import type { MessageWire } from '@/schemas/message.schema'
import type { RecordOf } from '../records'

export type MessageRecord = RecordOf<'messages'>

/** R3.8: the wire message, snake_case like the conversation rows. */
export function toMessageView(m: Readonly<MessageRecord>) {
  return {
    id: m.id,
    sender_id: m.senderId,
    receiver_id: m.receiverId,
    content: m.content,
    created_at: m.createdAt,
    is_read: m.readAt !== null,
  } satisfies MessageWire
}
export type MessageView = ReturnType<typeof toMessageView>

/** Chat order, oldest first; ids rise with time, so they break ties between equal instants. */
export const oldestFirst = (a: Readonly<MessageRecord>, b: Readonly<MessageRecord>) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id - b.id

/** Whether `m` is between the two users, in either direction. */
export const between = (m: Readonly<MessageRecord>, a: number, b: number) =>
  (m.senderId === a && m.receiverId === b) || (m.senderId === b && m.receiverId === a)

/** Unread means: sent to me and not yet read (R3.9). */
export const isUnreadFor = (m: Readonly<MessageRecord>, userId: number) => m.receiverId === userId && m.readAt === null
