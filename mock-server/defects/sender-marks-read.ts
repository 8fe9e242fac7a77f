import type { Defect } from './types'
import { callerOf, idParam, isOperation, routeOf } from './wire'

// Mark-read written as "every message between us": `WHERE conversation = ?` without `AND receiver = me`.

export const senderMarksRead: Defect = {
  name: 'sender-marks-read',
  rules: ['R7.32', 'R4.27'],
  description:
    'PUT /api/messages/conversations/{id}/mark-read and opening a conversation (GET /api/messages/conversations/{id}) also mark read the messages ' +
    "the caller sent: after A sends B a message and A opens or marks read their conversation with B, B's unread count is 0 and B's conversation row has no unread.",
  apply: async (request, next, ctx) => {
    const hit = routeOf(request)
    if (
      !isOperation(hit, 'PUT', '/api/messages/conversations/{id}/mark-read') &&
      !isOperation(hit, 'GET', '/api/messages/conversations/{id}')
    )
      return next(request)
    const caller = await callerOf(ctx, request)
    const response = await next(request)
    const contactId = idParam(hit)
    if (!caller || !response.ok || contactId === undefined) return response
    const me = caller.user.id
    await ctx.db.write(async (tx) => {
      const readAt = new Date().toISOString()
      for (const m of tx.filter(
        'messages',
        (m) => m.senderId === me && m.receiverId === contactId && m.readAt === null,
      ))
        await tx.update('messages', m.id, { readAt })
    })
    return response
  },
}
