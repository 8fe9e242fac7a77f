import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  ConversationSchema,
  formatUnreadBadge,
  MessageSchema,
  SendMessageRequestSchema,
  UnreadCountResponseSchema,
} from './message.schema'
import { MSG } from './messages'
import { fieldErrors, parseOk } from '@/test/schema-parse'

describe('messages', () => {
  it('R3.8 a message has id, sender_id, content, created_at', () => {
    expect(
      parseOk(MessageSchema, { id: 1, sender_id: 2, content: '你好', created_at: '2025-01-01T00:00:00.000Z' }),
    ).toEqual({
      id: 1,
      senderId: 2,
      receiverId: null,
      content: '你好',
      createdAt: '2025-01-01T00:00:00.000Z',
      isRead: false,
    })
    expect(v.safeParse(MessageSchema, { id: 1, content: '你好' }).success).toBe(false)
  })
  it('R3.9 a conversation row is read from its snake_case fields', () => {
    expect(
      parseOk(ConversationSchema, {
        contact_user_id: 4,
        username: 'peach',
        display_name: '桃子',
        avatar_url: '/p.png',
        is_verified: true,
        last_message_content: '明天见',
        last_message_time: '2025-01-01T00:00:00.000Z',
        is_sent_by_me: true,
        has_unread: true,
        unread_count: 3,
      }),
    ).toEqual({
      contactUserId: 4,
      username: 'peach',
      displayName: '桃子',
      avatar: '/p.png',
      verified: true,
      lastMessageContent: '明天见',
      lastMessageTime: '2025-01-01T00:00:00.000Z',
      isSentByMe: true,
      hasUnread: true,
      unreadCount: 3,
    })
  })
  it('R5.26 the trimmed text must be non-empty; receiverId a positive integer', () => {
    expect(fieldErrors(SendMessageRequestSchema, { receiverId: 2, content: '   ' }).content).toEqual([
      MSG.messageRequired,
    ])
    expect(fieldErrors(SendMessageRequestSchema, { receiverId: 0, content: 'hi' }).receiverId).toBeDefined()
    expect(fieldErrors(SendMessageRequestSchema, { receiverId: 2, content: 'a'.repeat(1001) }).content).toEqual([
      MSG.messageMax,
    ])
    expect(parseOk(SendMessageRequestSchema, { receiverId: 2, content: ' hi ' })).toEqual({
      receiverId: 2,
      content: 'hi',
    })
  })
  it('R7.33 the unread count reads count, unreadCount or unread_count', () => {
    expect(parseOk(UnreadCountResponseSchema, { count: 5 })).toEqual({ count: 5 })
    expect(parseOk(UnreadCountResponseSchema, { unread_count: 2 })).toEqual({ count: 2 })
    expect(parseOk(UnreadCountResponseSchema, {})).toEqual({ count: 0 })
  })
  it('R9.36 the unread badge shows 99+ above 99', () => {
    expect(formatUnreadBadge(99)).toBe('99')
    expect(formatUnreadBadge(100)).toBe('99+')
  })
})
