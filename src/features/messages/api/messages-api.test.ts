import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { MESSAGES_PAGE_SIZE } from '@/schemas/message.schema'
import { getConversation } from './get-conversation'
import { getConversations } from './get-conversations'
import { sendMessage } from './send-message'

const server = setupTestServer()

describe('messages api', () => {
  it('R3.8 R7.30 a conversation’s messages are read from id, sender_id, content and created_at', async () => {
    setTokens('a1', 'r1')
    server.use(
      http.get(apiUrl('/messages/conversations/2'), () =>
        HttpResponse.json(
          ok([
            {
              id: 1,
              sender_id: 2,
              receiver_id: 1,
              content: '你好',
              created_at: '2026-11-24T10:00:00.000Z',
              is_read: false,
            },
          ]),
        ),
      ),
    )
    expect(await getConversation(2)).toEqual([
      { id: 1, senderId: 2, receiverId: 1, content: '你好', createdAt: '2026-11-24T10:00:00.000Z', isRead: false },
    ])
  })

  it('R3.8 R7.31 sending takes receiverId and content', async () => {
    setTokens('a1', 'r1')
    let body: unknown = null
    server.use(
      http.post(apiUrl('/messages/send'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          ok({ id: 5, sender_id: 1, receiver_id: 2, content: '周六见', created_at: '2026-11-24T11:00:00.000Z' }),
          { status: 201 },
        )
      }),
    )
    const sent = await sendMessage(2, '周六见')
    expect(body).toEqual({ receiverId: 2, content: '周六见' })
    expect(sent).toMatchObject({ id: 5, senderId: 1, content: '周六见' })
  })

  it('R3.9 R7.29 a conversation row is read from its snake_case fields', async () => {
    setTokens('a1', 'r1')
    server.use(
      http.get(apiUrl('/messages/conversations'), () =>
        HttpResponse.json(
          ok([
            {
              contact_user_id: 2,
              username: 'deer',
              display_name: '小鹿',
              avatar_url: '/a/2.webp',
              is_verified: true,
              last_message_content: '你好',
              last_message_time: '2026-11-24T10:00:00.000Z',
              is_sent_by_me: false,
              has_unread: true,
              unread_count: 3,
            },
          ]),
        ),
      ),
    )
    const [row] = await getConversations()
    expect(row).toMatchObject({
      contactUserId: 2,
      username: 'deer',
      displayName: '小鹿',
      verified: true,
      lastMessageContent: '你好',
      lastMessageTime: '2026-11-24T10:00:00.000Z',
      isSentByMe: false,
      hasUnread: true,
      unreadCount: 3,
    })
    expect(row!.avatar).toContain('/a/2.webp')
  })
  it('R7.30 R9.28 a conversation’s messages are asked with page 1 and limit MESSAGES_PAGE_SIZE (50)', async () => {
    expect(MESSAGES_PAGE_SIZE).toBe(50)
    setTokens('a1', 'r1')
    const asked: URL[] = []
    server.use(
      http.get(
        apiUrl('/messages/conversations/2'),
        ({ request }) => (asked.push(new URL(request.url)), HttpResponse.json(ok([]))),
      ),
    )
    await getConversation(2)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.searchParams.get('limit')).toBe('50')
    expect(asked[0]!.searchParams.get('page')).toBe('1')
  })
  it('R7.29 R9.28 the conversation list is asked with page 1 and limit 50', async () => {
    setTokens('a1', 'r1')
    const asked: URL[] = []
    server.use(
      http.get(
        apiUrl('/messages/conversations'),
        ({ request }) => (asked.push(new URL(request.url)), HttpResponse.json(ok([]))),
      ),
    )
    await getConversations()
    expect(asked).toHaveLength(1)
    expect(asked[0]!.searchParams.get('page')).toBe('1')
    expect(asked[0]!.searchParams.get('limit')).toBe('50')
  })
})
