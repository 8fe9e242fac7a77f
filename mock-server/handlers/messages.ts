import { http } from 'msw'
import { MESSAGES_PAGE_SIZE, SendMessageRequestSchema } from '@/schemas/message.schema'
import { api, handle, idempotent, ok, readJson, validate, withAuth } from '../http'
import { conversations, unreadCount } from '../services/message-conversations'
import { sendMessage } from '../services/message-send'
import { conversationMessages, markConversationRead } from '../services/message-thread'
import { readPageQuery } from '../services/social-paging'
import { SOCIAL_MSG } from '../services/social-texts'

// R7.29–R7.33: direct messages, always the caller's own (R6.2: visitors cannot message).
// A conversation id is the other user's id, so a caller only ever sees conversations they are in.
export const messageHandlers = [
  http.get(
    api('/messages/conversations'),
    handle(
      withAuth(({ request, db, auth }) => {
        const { data, meta } = conversations(db, auth.user.id, readPageQuery(request, MESSAGES_PAGE_SIZE))
        return ok(data, { meta })
      }),
    ),
  ),
  http.get(
    api('/messages/conversations/:id'),
    handle(
      withAuth(({ request, db, auth, params }) => {
        const { data, meta } = conversationMessages(
          db,
          auth.user.id,
          params.id,
          readPageQuery(request, MESSAGES_PAGE_SIZE),
        )
        return ok(data, { meta })
      }),
    ),
  ),
  http.put(
    api('/messages/conversations/:id/mark-read'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await markConversationRead(db, auth.user.id, params.id), { message: SOCIAL_MSG.markedRead }),
      ),
    ),
  ),
  http.post(
    api('/messages/send'),
    handle(
      withAuth(
        idempotent(async ({ request, db, auth }) => {
          const input = validate(SendMessageRequestSchema, await readJson(request))
          return ok(await sendMessage(db, auth.user.id, input), { status: 201, message: SOCIAL_MSG.messageSent })
        }),
      ),
    ),
  ),
  http.get(api('/messages/unread/count'), handle(withAuth(({ db, auth }) => ok(unreadCount(db, auth.user.id))))),
]
