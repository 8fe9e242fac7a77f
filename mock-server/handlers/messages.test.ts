import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ConversationListSchema,
  formatUnreadBadge,
  MarkReadResponseSchema,
  MessageListSchema,
  MessageSchema,
  UnreadCountResponseSchema,
} from '@/schemas/message.schema'
import { MSG } from '@/schemas/messages'
import { activeDb } from '../active-db'
import { expireAccessTokens } from '../auth-config'
import { startTestBackend, stopTestBackend } from '../node'
import { call, fieldErrors } from '../test/api-client'
import { addMessages, addUsers, at, pagination, type SeedUser } from '../test/social-seed'

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

let a: SeedUser, b: SeedUser, c: SeedUser, vip: SeedUser

beforeEach(async () => {
  ;[a, b, c, vip] = await addUsers('alice', 'bob', 'carol', 'vip')
})

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999', '99999999999999999999']
type Row = { contact_user_id: number; unread_count: number; has_unread: boolean }

/** alice↔bob (2 unread for alice), alice↔carol (carol's last, 1 unread), carol→bob (not alice's business). */
async function conversationsSeed() {
  return addMessages([
    { from: a.id, to: b.id, content: '你好，bob', minute: 1 },
    { from: b.id, to: a.id, content: '在吗', minute: 2 },
    { from: b.id, to: a.id, content: '周末去爬山吗', minute: 5 },
    { from: c.id, to: a.id, content: '早上好', minute: 3, read: true },
    { from: a.id, to: c.id, content: '早！', minute: 4 },
    { from: c.id, to: a.id, content: '晚上吃火锅', minute: 6 },
    { from: c.id, to: b.id, content: '给bob的悄悄话', minute: 7 },
    { from: vip.id, to: b.id, content: '认证用户来信', minute: 8 },
  ])
}

describe('POST /api/messages/send', () => {
  it('R7.31 R6.3 send takes receiverId and content and answers 201 with the message', async () => {
    const { status, json } = await call('POST', '/messages/send', {
      token: a.token,
      body: { receiverId: b.id, content: '  明天见  ' },
    })
    expect(status).toBe(201)
    expect(json.success).toBe(true)
    expect(Object.keys(json.data).sort()).toEqual([
      'content',
      'created_at',
      'id',
      'is_read',
      'receiver_id',
      'sender_id',
    ])
    expect(v.parse(MessageSchema, json.data)).toMatchObject({
      senderId: a.id,
      receiverId: b.id,
      content: '明天见',
      isRead: false,
    })
    expect(Number.isNaN(Date.parse(json.data.created_at))).toBe(false)
    const stored = activeDb().get('messages', json.data.id)
    expect(stored).toMatchObject({ senderId: a.id, receiverId: b.id, content: '明天见', readAt: null })
  })

  it("a sent message appears in both sides' conversation and updates the preview", async () => {
    await conversationsSeed()
    await call('POST', '/messages/send', { token: a.token, body: { receiverId: c.id, content: '好呀，几点？' } })
    const mine = await call('GET', '/messages/conversations', { token: a.token })
    expect(mine.json.data[0]).toMatchObject({
      contact_user_id: c.id,
      last_message_content: '好呀，几点？',
      is_sent_by_me: true,
    })
    const theirs = await call('GET', '/messages/conversations', { token: c.token })
    expect(theirs.json.data[0]).toMatchObject({
      contact_user_id: a.id,
      last_message_content: '好呀，几点？',
      is_sent_by_me: false,
      unread_count: 2,
    })
    const thread = await call('GET', `/messages/conversations/${a.id}`, { token: c.token })
    expect(thread.json.data.at(-1)).toMatchObject({ sender_id: a.id, content: '好呀，几点？' })
  })

  it('blank, missing, over-long or mistyped content, and a bad receiverId → 400 VALIDATION_001, nothing stored', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ receiverId: b.id, content: '   ' }, { content: MSG.messageRequired }],
      [{ receiverId: b.id }, { content: MSG.messageRequired }],
      [{ receiverId: b.id, content: 42 }, { content: MSG.messageRequired }],
      [{ receiverId: b.id, content: '字'.repeat(1001) }, { content: MSG.messageMax }],
    ]
    for (const [body, errors] of cases) {
      const { status, json } = await call('POST', '/messages/send', { token: a.token, body })
      expect(status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
      expect(fieldErrors(json)).toEqual(errors)
    }
    for (const receiverId of [undefined, 0, -3, 1.5, '2', null, Number.NaN]) {
      const { status, json } = await call('POST', '/messages/send', {
        token: a.token,
        body: { receiverId, content: '你好' },
      })
      expect(status, String(receiverId)).toBe(400)
      expect(Object.keys(fieldErrors(json))).toEqual(['receiverId'])
    }
    const malformed = await call('POST', '/messages/send', {
      token: a.token,
      rawBody: '{"receiverId":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.json).toMatchObject({ code: 'VALIDATION_001', message: '请求数据格式错误' })
    const exactly = await call('POST', '/messages/send', {
      token: a.token,
      body: { receiverId: b.id, content: '字'.repeat(1000) },
    })
    expect(exactly.status).toBe(201)
    expect(activeDb().count('messages', (m) => m.senderId === a.id)).toBe(1)
  })

  it('messaging yourself → 400, an unknown receiver → 404 用户不存在', async () => {
    const before = activeDb().count('messages')
    const self = await call('POST', '/messages/send', {
      token: a.token,
      body: { receiverId: a.id, content: '自言自语' },
    })
    expect(self.status).toBe(400)
    expect(self.json).toMatchObject({ code: 'VALIDATION_001', message: '不能给自己发送私信' })
    expect(fieldErrors(self.json)).toEqual({ receiverId: '不能给自己发送私信' })
    const unknown = await call('POST', '/messages/send', {
      token: a.token,
      body: { receiverId: 99999999, content: '有人吗' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND_001', message: '用户不存在' })
    // Past 2^53 an id cannot be represented exactly, so it is refused as input, not looked up.
    const unsafe = await call('POST', '/messages/send', {
      token: a.token,
      body: { receiverId: 1e20, content: '有人吗' },
    })
    expect(unsafe.status).toBe(400)
    expect(unsafe.json).toMatchObject({ code: 'VALIDATION_001' })
    expect(activeDb().count('messages')).toBe(before)
    expect(activeDb().count('messages', (m) => m.senderId === a.id)).toBe(0)
  })
})

describe('GET /api/messages/conversations', () => {
  it('R7.29 one row per contact, most recent first, with the last message and unread counts', async () => {
    await conversationsSeed()
    const { status, json } = await call('GET', '/messages/conversations', { token: a.token })
    expect(status).toBe(200)
    v.parse(ConversationListSchema, json.data)
    expect(json.data).toEqual([
      {
        contact_user_id: c.id,
        username: 't_carol',
        display_name: '测试carol',
        avatar_url: '/avatars/carol.webp',
        is_verified: false,
        last_message_content: '晚上吃火锅',
        last_message_time: at(6),
        is_sent_by_me: false,
        has_unread: true,
        unread_count: 1,
      },
      {
        contact_user_id: b.id,
        username: 't_bob',
        display_name: '测试bob',
        avatar_url: '/avatars/bob.webp',
        is_verified: false,
        last_message_content: '周末去爬山吗',
        last_message_time: at(5),
        is_sent_by_me: false,
        has_unread: true,
        unread_count: 2,
      },
    ])
    expect(json.meta).toEqual({ pagination: { page: 1, limit: 50, total: 2, hasNext: false } })
  })

  it('R7.29 each user sees only their own conversations, with their own unread counts and is_sent_by_me', async () => {
    await conversationsSeed()
    const { json } = await call('GET', '/messages/conversations', { token: b.token })
    expect(
      json.data.map((r: Row & { is_sent_by_me: boolean; is_verified: boolean }) => [
        r.contact_user_id,
        r.unread_count,
        r.is_sent_by_me,
        r.is_verified,
      ]),
    ).toEqual([
      [vip.id, 1, false, true],
      [c.id, 1, false, false],
      [a.id, 1, true, false],
    ])
    const none = await call('GET', '/messages/conversations', { token: (await addUsers('dave'))[0]!.token })
    expect(none.json.data).toEqual([])
    expect(pagination(none.json).total).toBe(0)
  })

  it('R7.29 conversations come in pages of 50 by default; page and limit slice them', async () => {
    const contacts = await addUsers(...Array.from({ length: 52 }, (_, i) => `pal${i}`))
    await addMessages(contacts.map((u, i) => ({ from: u.id, to: a.id, minute: i })))
    const first = await call('GET', '/messages/conversations', { token: a.token })
    expect(first.json.data).toHaveLength(50)
    expect(first.json.meta).toEqual({ pagination: { page: 1, limit: 50, total: 52, hasNext: true } })
    expect(first.json.data[0].contact_user_id).toBe(contacts[51]!.id)
    const second = await call('GET', '/messages/conversations?page=2', { token: a.token })
    expect(second.json.data.map((r: Row) => r.contact_user_id)).toEqual([contacts[1]!.id, contacts[0]!.id])
    const small = await call('GET', '/messages/conversations?page=2&limit=10', { token: a.token })
    expect(small.json.data[0].contact_user_id).toBe(contacts[41]!.id)
  })
})

describe('GET /api/messages/conversations/:id', () => {
  it("R7.30 messages between the caller and :id, oldest first, never a third user's", async () => {
    await conversationsSeed()
    const { status, json } = await call('GET', `/messages/conversations/${a.id}`, { token: b.token })
    expect(status).toBe(200)
    const list = v.parse(MessageListSchema, json.data)
    expect(list.map((m) => [m.senderId, m.receiverId, m.content])).toEqual([
      [a.id, b.id, '你好，bob'],
      [b.id, a.id, '在吗'],
      [b.id, a.id, '周末去爬山吗'],
    ])
    // carol's messages to alice and to bob stay out of the alice–bob conversation, seen from either side.
    expect(JSON.stringify(json.data)).not.toMatch(/早上好|火锅|悄悄话/)
    const fromA = await call('GET', `/messages/conversations/${b.id}`, { token: a.token })
    expect(fromA.json.data.map((m: { id: number }) => m.id)).toEqual(json.data.map((m: { id: number }) => m.id))
    const bc = await call('GET', `/messages/conversations/${c.id}`, { token: b.token })
    expect(bc.json.data.map((m: { content: string }) => m.content)).toEqual(['给bob的悄悄话'])
    expect(json.meta).toEqual({ pagination: { page: 1, limit: 50, total: 3, hasNext: false } })
  })

  it('R7.30 page 1 is the newest 50 messages shown oldest first; page 2 reaches further back', async () => {
    await addMessages(
      Array.from({ length: 60 }, (_, i) => ({
        from: i % 2 ? a.id : b.id,
        to: i % 2 ? b.id : a.id,
        content: `第${i + 1}条`,
      })),
    )
    const first = await call('GET', `/messages/conversations/${b.id}`, { token: a.token })
    expect(first.json.data).toHaveLength(50)
    expect(first.json.data[0].content).toBe('第11条')
    expect(first.json.data.at(-1).content).toBe('第60条')
    expect(first.json.meta).toEqual({ pagination: { page: 1, limit: 50, total: 60, hasNext: true } })
    const second = await call('GET', `/messages/conversations/${b.id}?page=2`, { token: a.token })
    expect(second.json.data.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `第${i + 1}条`),
    )
    expect(pagination(second.json).hasNext).toBe(false)
    const past = await call('GET', `/messages/conversations/${b.id}?page=5`, { token: a.token })
    expect(past.json.data).toEqual([])
    const small = await call('GET', `/messages/conversations/${b.id}?page=2&limit=7`, { token: a.token })
    expect(small.json.data.map((m: { content: string }) => m.content)).toEqual([
      '第47条',
      '第48条',
      '第49条',
      '第50条',
      '第51条',
      '第52条',
      '第53条',
    ])
  })

  it('reading a conversation does not mark it read by itself (mark-read does)', async () => {
    await conversationsSeed()
    const { json } = await call('GET', `/messages/conversations/${b.id}`, { token: a.token })
    expect(
      json.data
        .filter((m: { sender_id: number; is_read: boolean }) => m.sender_id === b.id)
        .map((m: { is_read: boolean }) => m.is_read),
    ).toEqual([false, false])
    expect((await call('GET', '/messages/unread/count', { token: a.token })).json.data).toEqual({ count: 3 })
  })

  it("R7.30 an unknown or malformed contact id → 404; one's own id → 400; bad page → 400", async () => {
    for (const id of BAD_IDS) {
      const { status, json } = await call('GET', `/messages/conversations/${id}`, { token: a.token })
      expect(status, id).toBe(404)
      expect(json).toMatchObject({ code: 'NOT_FOUND_001', message: '用户不存在' })
    }
    const self = await call('GET', `/messages/conversations/${a.id}`, { token: a.token })
    expect(self.status).toBe(400)
    expect(self.json.code).toBe('VALIDATION_001')
    for (const q of ['page=0', 'page=-1', 'limit=101', 'limit=abc', 'page=99999999999']) {
      expect((await call('GET', `/messages/conversations/${b.id}?${q}`, { token: a.token })).status, q).toBe(400)
      expect((await call('GET', `/messages/conversations?${q}`, { token: a.token })).status, q).toBe(400)
    }
  })
})

describe('PUT /api/messages/conversations/:id/mark-read and GET /api/messages/unread/count', () => {
  it("R7.32 mark-read marks only that contact's messages to me, and the conversation's unread count drops to 0", async () => {
    await conversationsSeed()
    const { status, json } = await call('PUT', `/messages/conversations/${b.id}/mark-read`, { token: a.token })
    expect(status).toBe(200)
    expect(v.parse(MarkReadResponseSchema, json.data)).toEqual({ markedCount: 2 })
    const rows = (await call('GET', '/messages/conversations', { token: a.token })).json.data as Row[]
    expect(rows.map((r) => [r.contact_user_id, r.unread_count, r.has_unread])).toEqual([
      [c.id, 1, true],
      [b.id, 0, false],
    ])
    const thread = await call('GET', `/messages/conversations/${b.id}`, { token: a.token })
    expect(thread.json.data.map((m: { sender_id: number; is_read: boolean }) => [m.sender_id, m.is_read])).toEqual([
      [a.id, false],
      [b.id, true],
      [b.id, true],
    ])
    // alice's own message to bob stays unread for bob: marking is always "to me".
    expect((await call('GET', '/messages/unread/count', { token: b.token })).json.data.count).toBe(3)
    const again = await call('PUT', `/messages/conversations/${b.id}/mark-read`, { token: a.token })
    expect(again.json.data).toEqual({ markedCount: 0 })
  })

  it('R7.33 unread count is every unread message to me across conversations, and follows mark-read', async () => {
    await conversationsSeed()
    const { status, json } = await call('GET', '/messages/unread/count', { token: a.token })
    expect(status).toBe(200)
    expect(json.data).toEqual({ count: 3 })
    expect(v.parse(UnreadCountResponseSchema, json.data)).toEqual({ count: 3 })
    await call('PUT', `/messages/conversations/${c.id}/mark-read`, { token: a.token })
    expect((await call('GET', '/messages/unread/count', { token: a.token })).json.data).toEqual({ count: 2 })
    await call('PUT', `/messages/conversations/${b.id}/mark-read`, { token: a.token })
    expect((await call('GET', '/messages/unread/count', { token: a.token })).json.data).toEqual({ count: 0 })
    expect((await call('GET', '/messages/unread/count', { token: c.token })).json.data).toEqual({ count: 1 })
  })

  it('R7.33 the server counts past 99 exactly; the badge caps it at 99+', async () => {
    await addMessages(Array.from({ length: 120 }, () => ({ from: b.id, to: a.id })))
    const { json } = await call('GET', '/messages/unread/count', { token: a.token })
    expect(json.data.count).toBe(120)
    expect(formatUnreadBadge(json.data.count)).toBe('99+')
    const row = (await call('GET', '/messages/conversations', { token: a.token })).json.data[0]
    expect(row.unread_count).toBe(120)
  })

  it('R7.32 mark-read for an unknown or malformed contact → 404, for oneself → 400, nothing changed', async () => {
    await conversationsSeed()
    const readBefore = activeDb().count('messages', (m) => m.readAt !== null)
    for (const id of BAD_IDS) {
      expect((await call('PUT', `/messages/conversations/${id}/mark-read`, { token: a.token })).status, id).toBe(404)
    }
    expect((await call('PUT', `/messages/conversations/${a.id}/mark-read`, { token: a.token })).status).toBe(400)
    expect(activeDb().count('messages', (m) => m.readAt !== null)).toBe(readBefore)
    expect(activeDb().count('messages', (m) => m.receiverId === a.id && m.readAt !== null)).toBe(1)
  })
})

describe('auth on the message calls', () => {
  const endpoints = (): Array<[string, string, unknown?]> => [
    ['GET', '/messages/conversations'],
    ['GET', `/messages/conversations/${b.id}`],
    ['PUT', `/messages/conversations/${b.id}/mark-read`],
    ['POST', '/messages/send', { receiverId: b.id, content: '你好' }],
    ['GET', '/messages/unread/count'],
  ]

  it('R6.2 every message call without a token → 401 AUTH_001, nothing sent or marked', async () => {
    await conversationsSeed()
    const before = activeDb().count('messages')
    const readBefore = activeDb().count('messages', (m) => m.readAt !== null)
    for (const [method, path, body] of endpoints()) {
      const { status, json } = await call(method, path, { body })
      expect(status, `${method} ${path}`).toBe(401)
      expect(json).toMatchObject({ success: false, code: 'AUTH_001', message: '请先登录' })
    }
    expect(activeDb().count('messages')).toBe(before)
    expect(activeDb().count('messages', (m) => m.readAt !== null)).toBe(readBefore)
    const ours = new Set([a.id, b.id, c.id, vip.id])
    expect(activeDb().count('messages', (m) => ours.has(m.senderId))).toBe(8)
    expect(activeDb().count('messages', (m) => ours.has(m.receiverId) && m.readAt !== null)).toBe(1)
  })

  it('R6.2 every message call with an expired token → 401 AUTH_002', async () => {
    await expireAccessTokens()
    for (const [method, path, body] of endpoints()) {
      expect((await call(method, path, { body, token: a.token })).json.code, `${method} ${path}`).toBe('AUTH_002')
    }
  })
})
