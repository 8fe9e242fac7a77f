import type { ConversationWire } from '@/schemas/message.schema'
import type { MockDb } from '../db'
import { getReadIndex } from './read-index'
import { isUnreadFor, oldestFirst, type MessageRecord } from './message-views'
import { slicePage, type PageQuery } from './social-paging'

// R7.29, R3.9: one row per contact, the most recent conversation first (R2.60).

interface Thread {
  contactId: number
  last: Readonly<MessageRecord>
  unread: number
}

export function conversations(db: MockDb, meId: number, query: PageQuery) {
  const threads = new Map<number, Thread>()
  for (const m of db.filter('messages', (m) => m.senderId === meId || m.receiverId === meId)) {
    const contactId = m.senderId === meId ? m.receiverId : m.senderId
    const thread = threads.get(contactId) ?? { contactId, last: m, unread: 0 }
    if (oldestFirst(thread.last, m) < 0) thread.last = m
    if (isUnreadFor(m, meId)) thread.unread++
    threads.set(contactId, thread)
  }
  const sorted = [...threads.values()].sort((a, b) => oldestFirst(b.last, a.last))
  const index = getReadIndex(db)
  const rows = sorted.flatMap((t) => {
    const contact = index.user(t.contactId)
    if (!contact) return []
    const row = {
      contact_user_id: contact.id,
      username: contact.username,
      display_name: contact.displayName,
      avatar_url: contact.avatar,
      is_verified: contact.verified,
      last_message_content: t.last.content,
      last_message_time: t.last.createdAt,
      is_sent_by_me: t.last.senderId === meId,
      has_unread: t.unread > 0,
      unread_count: t.unread,
    } satisfies ConversationWire
    return [row]
  })
  const { items, meta } = slicePage(rows, query)
  return { data: items, meta }
}

/** R7.33: every message to me not yet read, across all conversations. */
export function unreadCount(db: MockDb, meId: number): { count: number } {
  return { count: db.count('messages', (m) => isUnreadFor(m, meId)) }
}
