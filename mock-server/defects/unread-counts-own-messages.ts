import type { Defect } from './types'
import { callerOf, isOperation, recordsOf, rewrite, routeOf } from './wire'

// Unread counted as "my conversations' unread messages", whoever sent them.

export const unreadCountsOwnMessages: Defect = {
  name: 'unread-counts-own-messages',
  rules: ['R7.33'],
  description:
    'GET /api/messages/unread/count also counts the messages the caller sent that the receiver has not read: after A sends B a message, ' +
    "A's unread count is 1 instead of 0 (B's is 1 either way).",
  apply: async (request, next, ctx) => {
    if (!isOperation(routeOf(request), 'GET', '/api/messages/unread/count')) return next(request)
    const caller = await callerOf(ctx, request)
    const response = await next(request)
    if (!caller || !response.ok) return response
    const sent = ctx.db.count('messages', (m) => m.senderId === caller.user.id && m.readAt === null)
    return rewrite(response, (body) => {
      for (const data of recordsOf(body.data)) if (typeof data.count === 'number') data.count += sent
    })
  },
}
