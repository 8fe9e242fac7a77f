import { publishInvalidate } from '@/services/global-state'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'
import type { Conversation, Message } from '@/schemas/message.schema'

// Messages live in the query cache: each conversation's messages, the conversation list and the unread
// total. This writes the server's answers into them and asks the other tabs to refetch theirs (R4.36).

/** R4.28: a sent message joins its conversation (once) and becomes the list's preview. */
export function appendMessage(contactId: number, message: Message): void {
  const qc = queryCache.get()
  qc.setQueryData<Message[]>(queryKeys.messages.conversation(contactId), (list) =>
    list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
  )
  let known = false
  qc.setQueryData<Conversation[]>(queryKeys.messages.conversations(), (rows) => {
    if (!rows) return rows
    const row = rows.find((r) => r.contactUserId === contactId)
    if (!row) return rows
    known = true
    const updated = {
      ...row,
      lastMessageContent: message.content,
      lastMessageTime: message.createdAt,
      isSentByMe: true,
    }
    return [updated, ...rows.filter((r) => r !== row)]
  })
  // A first message to someone starts a conversation the list does not have yet.
  if (!known) void qc.invalidateQueries({ queryKey: queryKeys.messages.conversations() })
  publishInvalidate(queryKeys.messages.conversation(contactId))
  publishInvalidate(queryKeys.messages.conversations())
}

/** R4.27: a conversation read — its row's badge clears and the total drops by as many. */
export function markedRead(contactId: number, count: number): void {
  const qc = queryCache.get()
  qc.setQueryData<Conversation[]>(queryKeys.messages.conversations(), (rows) =>
    rows?.map((r) => (r.contactUserId === contactId ? { ...r, unreadCount: 0, hasUnread: false } : r)),
  )
  qc.setQueryData<Message[]>(queryKeys.messages.conversation(contactId), (list) =>
    list?.map((m) => (m.senderId === contactId ? { ...m, isRead: true } : m)),
  )
  const total = Math.max(0, (qc.getQueryData<number>(queryKeys.messages.unread()) ?? count) - count)
  qc.setQueryData<number>(queryKeys.messages.unread(), total)
  publishInvalidate(queryKeys.messages.unread())
  publishInvalidate(queryKeys.messages.conversations())
}
