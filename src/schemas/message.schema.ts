import * as v from 'valibot'
import { MSG } from './messages'
import { IdSchema } from './envelope.schema'

export const MESSAGE_MAX = 1000
export const MESSAGES_PAGE_SIZE = 50 // R9.28: conversations and messages

const optStr = v.optional(v.nullable(v.string()))
const optNum = v.optional(v.nullable(v.number()))
const optBool = v.optional(v.nullable(v.boolean()))

/** R3.8: a direct message; the wire is snake_case, camelCase is accepted too. */
export const MessageSchema = v.pipe(
  v.looseObject({
    id: v.number(),
    content: v.string(),
    sender_id: optNum,
    senderId: optNum,
    receiver_id: optNum,
    receiverId: optNum,
    created_at: optStr,
    createdAt: optStr,
    is_read: optBool,
    isRead: optBool,
  }),
  v.check((m) => (m.sender_id ?? m.senderId) != null, '消息缺少发送者'),
  v.transform((m) => ({
    id: m.id,
    senderId: (m.sender_id ?? m.senderId)!,
    receiverId: m.receiver_id ?? m.receiverId ?? null,
    content: m.content,
    createdAt: m.created_at ?? m.createdAt ?? null,
    isRead: m.is_read ?? m.isRead ?? false,
  })),
)
export type Message = v.InferOutput<typeof MessageSchema>
export type MessageWire = v.InferInput<typeof MessageSchema>
export const MessageListSchema = v.array(MessageSchema)

/** R3.9: a conversation row. */
export const ConversationSchema = v.pipe(
  v.looseObject({
    contact_user_id: v.number(),
    username: v.string(),
    display_name: optStr,
    avatar_url: optStr,
    is_verified: optBool,
    last_message_content: optStr,
    last_message_time: optStr,
    is_sent_by_me: optBool,
    has_unread: optBool,
    unread_count: optNum,
  }),
  v.transform((c) => ({
    contactUserId: c.contact_user_id,
    username: c.username,
    displayName: c.display_name || c.username,
    avatar: c.avatar_url ?? null,
    verified: c.is_verified ?? false,
    lastMessageContent: c.last_message_content ?? '',
    lastMessageTime: c.last_message_time ?? null,
    isSentByMe: c.is_sent_by_me ?? false,
    unreadCount: c.unread_count ?? 0,
    hasUnread: c.has_unread ?? (c.unread_count ?? 0) > 0,
  })),
)
export type Conversation = v.InferOutput<typeof ConversationSchema>
export type ConversationWire = v.InferInput<typeof ConversationSchema>
export const ConversationListSchema = v.array(ConversationSchema)

/** R5.26, R7.31: POST /messages/send body. */
export const SendMessageRequestSchema = v.object({
  receiverId: IdSchema,
  content: v.pipe(
    v.string(MSG.messageRequired),
    v.trim(),
    v.nonEmpty(MSG.messageRequired),
    v.maxCodePoints(MESSAGE_MAX, MSG.messageMax),
  ),
})

/**
 * R7.33: GET /messages/unread/count. The original's field name is not shown; we send
 * `{ count }` and read `unreadCount`/`unread_count` too.
 */
export const UnreadCountResponseSchema = v.pipe(
  v.looseObject({ count: optNum, unreadCount: optNum, unread_count: optNum }),
  v.transform((r) => ({ count: r.count ?? r.unreadCount ?? r.unread_count ?? 0 })),
)

/** R7.32: PUT /messages/conversations/{id}/mark-read answers how many messages it marked read. */
export const MarkReadResponseSchema = v.object({ markedCount: v.number() })
export type MarkReadResponse = v.InferOutput<typeof MarkReadResponseSchema>

/** R9.36: badges cap at 99+. */
export const formatUnreadBadge = (n: number) => (n > 99 ? '99+' : String(n))
