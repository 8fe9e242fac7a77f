import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { isOnline } from '@/services/online-status'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/services/toast'
import { MESSAGES_PAGE_SIZE, type Conversation, type Message } from '@/schemas/message.schema'
import { connectTestServices } from '@/test/services'
import { messageOperations } from './queued-operations'
import { useConversation, useMarkRead, useQueuedMessages, useSendMessage } from './use-messages'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
afterEach(() => {
  isOnline.value = true
})

const server = setupTestServer()
const ME = 1
const message = (id: number, senderId: number, content: string, isRead = false): Message => ({
  id,
  senderId,
  receiverId: senderId === ME ? 2 : ME,
  content,
  createdAt: '2026-11-24T10:00:00.000Z',
  isRead,
})
const row = (contactUserId: number, unreadCount: number, lastMessageContent: string): Conversation => ({
  contactUserId,
  username: `u${contactUserId}`,
  displayName: `用户${contactUserId}`,
  avatar: null,
  verified: false,
  lastMessageContent,
  lastMessageTime: '2026-11-24T09:00:00.000Z',
  isSentByMe: false,
  unreadCount,
  hasUnread: unreadCount > 0,
})

function services() {
  const { queryClient } = connectTestServices({ operations: messageOperations })
  queryClient.setQueryData<Conversation[]>(queryKeys.messages.conversations(), [
    row(3, 0, '别的对话'),
    row(2, 2, '你好呀 2'),
  ])
  queryClient.setQueryData<Message[]>(queryKeys.messages.conversation(2), [
    message(10, 2, '你好呀 1'),
    message(11, 2, '你好呀 2'),
  ])
  queryClient.setQueryData<number>(queryKeys.messages.unread(), 5)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper }
}

describe('messages', () => {
  it('R4.27 R7.32 an open conversation with unread messages is marked read once (PUT …/mark-read): its badge clears and the total drops', async () => {
    const marks: number[] = []
    server.use(
      http.put('*/api/messages/conversations/2/mark-read', () => {
        marks.push(2)
        return HttpResponse.json(ok({ markedCount: 2 }))
      }),
      http.get('*/api/messages/unread/count', () => HttpResponse.json(ok({ count: 3 }))),
    )
    const { queryClient, wrapper } = services()
    const messages = queryClient.getQueryData<Message[]>(queryKeys.messages.conversation(2))
    const { rerender } = renderHook(({ list }) => useMarkRead(2, list), { wrapper, initialProps: { list: messages } })
    await waitFor(() =>
      expect(
        queryClient.getQueryData<Conversation[]>(queryKeys.messages.conversations())?.find((r) => r.contactUserId === 2)
          ?.unreadCount,
      ).toBe(0),
    )
    expect(queryClient.getQueryData<number>(queryKeys.messages.unread())).toBe(3)
    expect(queryClient.getQueryData<Message[]>(queryKeys.messages.conversation(2))?.every((m) => m.isRead)).toBe(true)
    rerender({ list: messages })
    expect(marks).toEqual([2])
  })

  it('R4.27 a conversation with nothing unread is not marked', async () => {
    let marked = false
    server.use(
      http.put(
        '*/api/messages/conversations/2/mark-read',
        () => ((marked = true), HttpResponse.json(ok({ markedCount: 0 }))),
      ),
    )
    const { wrapper } = services()
    renderHook(() => useMarkRead(2, [message(10, 2, '已读', true), message(12, ME, '我的')]), { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(marked).toBe(false)
  })

  it('R4.28 a sent message joins its conversation once and becomes the preview at the top of the list', async () => {
    server.use(
      http.post('*/api/messages/send', () =>
        HttpResponse.json(
          ok({
            id: 20,
            sender_id: ME,
            receiver_id: 2,
            content: '周六见',
            created_at: '2026-11-24T11:00:00.000Z',
            is_read: false,
          }),
        ),
      ),
    )
    const { queryClient, wrapper } = services()
    const { result } = renderHook(() => useSendMessage(2), { wrapper })
    let cleared = false
    await act(async () => {
      cleared = await result.current.send('周六见')
    })
    expect(cleared).toBe(true)
    const list = queryClient.getQueryData<Message[]>(queryKeys.messages.conversation(2))!
    expect(list.map((m) => m.content)).toEqual(['你好呀 1', '你好呀 2', '周六见'])
    const rows = queryClient.getQueryData<Conversation[]>(queryKeys.messages.conversations())!
    expect(rows[0]).toMatchObject({ contactUserId: 2, lastMessageContent: '周六见', isSentByMe: true })
  })

  it('R4.14 a message written offline waits in the queue (its bubble shows), then is sent once and joins the conversation', async () => {
    let sends = 0
    const keys: Array<string | null> = []
    server.use(
      http.post('*/api/messages/send', ({ request }) => {
        sends++
        keys.push(request.headers.get('idempotency-key'))
        return HttpResponse.json(
          ok({
            id: 21,
            sender_id: ME,
            receiver_id: 2,
            content: '路上没信号',
            created_at: '2026-11-24T11:00:00.000Z',
            is_read: false,
          }),
        )
      }),
    )
    const { queryClient, wrapper } = services()
    isOnline.value = false
    const { result } = renderHook(() => ({ send: useSendMessage(2).send, queued: useQueuedMessages(2) }), { wrapper })
    let cleared = false
    await act(async () => {
      cleared = await result.current.send('路上没信号')
    })
    expect(cleared).toBe(true)
    expect(result.current.queued).toMatchObject([
      { receiverId: 2, content: '路上没信号', requestKey: expect.stringMatching(/^[!-~]{8,}$/) },
    ])
    const { requestKey } = result.current.queued[0]!
    expect(sends).toBe(0)
    act(() => {
      isOnline.value = true
    })
    await waitFor(() =>
      expect(queryClient.getQueryData<Message[]>(queryKeys.messages.conversation(2))?.at(-1)).toMatchObject({
        id: 21,
        content: '路上没信号',
      }),
    )
    expect(result.current.queued).toEqual([])
    expect(sends).toBe(1)
    expect(toast.success).toHaveBeenCalledWith('离线消息已发送')
    // Issue 23: the queued message was named when it was written; its replay sends that Idempotency-Key.
    expect(keys).toEqual([requestKey])
  })

  it('R4.28 R8.26 a refused send keeps the text for the box (send answers false) and changes nothing', async () => {
    server.use(
      http.post('*/api/messages/send', () =>
        HttpResponse.json({ success: false, message: '内容不能为空', code: 'VALIDATION_001' }, { status: 400 }),
      ),
    )
    const { queryClient, wrapper } = services()
    const { result } = renderHook(() => useSendMessage(2), { wrapper })
    let cleared = true
    await act(async () => {
      cleared = await result.current.send('x')
    })
    expect(cleared).toBe(false)
    expect(queryClient.getQueryData<Message[]>(queryKeys.messages.conversation(2))).toHaveLength(2)
  })
  it('R4.27 R9.28 opening a conversation loads its messages (GET /messages/conversations/{id}, page 1, limit MESSAGES_PAGE_SIZE = 50) and exposes them oldest first', async () => {
    expect(MESSAGES_PAGE_SIZE).toBe(50)
    setTokens('a1', 'r1')
    const asked: URL[] = []
    server.use(
      http.get('*/api/messages/conversations/4', ({ request }) => {
        asked.push(new URL(request.url))
        return HttpResponse.json(
          ok([
            {
              id: 30,
              sender_id: 4,
              receiver_id: ME,
              content: '最早',
              created_at: '2026-11-24T08:00:00.000Z',
              is_read: true,
            },
            {
              id: 31,
              sender_id: ME,
              receiver_id: 4,
              content: '其次',
              created_at: '2026-11-24T09:00:00.000Z',
              is_read: true,
            },
            {
              id: 32,
              sender_id: 4,
              receiver_id: ME,
              content: '最新',
              created_at: '2026-11-24T10:00:00.000Z',
              is_read: true,
            },
          ]),
        )
      }),
    )
    const { wrapper } = services()
    const { result } = renderHook(() => useConversation(4), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(asked).toHaveLength(1)
    expect(asked[0]!.searchParams.get('limit')).toBe('50')
    expect(asked[0]!.searchParams.get('page')).toBe('1')
    expect(result.current.data!.map((m) => m.content)).toEqual(['最早', '其次', '最新'])
  })
})
