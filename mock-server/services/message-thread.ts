import type { MockDb } from '../db'
import { requireContact } from './message-contact'
import { between, isUnreadFor, oldestFirst, toMessageView } from './message-views'
import type { PageQuery } from './social-paging'

/**
 * R7.30: the messages between the caller and the contact. Page 1 is the NEWEST `limit` messages, shown
 * oldest first (R2.61): a chat opens at its latest messages, and page 2, 3… reach further back.
 * `hasNext` means older messages exist; `total` counts the whole conversation. Reading does not mark
 * anything read: the client calls mark-read after opening (R4.27), and a GET stays side-effect free.
 */
export function conversationMessages(db: MockDb, meId: number, rawContactId: unknown, { page, limit }: PageQuery) {
  const contactId = requireContact(db, meId, rawContactId).id
  const all = db.filter('messages', (m) => between(m, meId, contactId)).sort(oldestFirst)
  const end = Math.max(0, all.length - (page - 1) * limit)
  const start = Math.max(0, end - limit)
  return {
    data: all.slice(start, end).map(toMessageView),
    meta: { pagination: { page, limit, total: all.length, hasNext: start > 0 } },
  }
}

/** R7.32, R4.27: marks the contact's messages to me read; answers how many changed (0 when none). */
export async function markConversationRead(
  db: MockDb,
  meId: number,
  rawContactId: unknown,
): Promise<{ markedCount: number }> {
  const contactId = requireContact(db, meId, rawContactId).id
  const markedCount = await db.write(async (tx) => {
    const unread = tx.filter('messages', (m) => m.senderId === contactId && isUnreadFor(m, meId))
    const readAt = new Date().toISOString()
    for (const m of unread) await tx.update('messages', m.id, { readAt })
    return unread.length
  })
  return { markedCount }
}
