import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CommentListResponseSchema, CommentSchema } from '@/schemas/comment.schema'
import { PaginationSchema } from '@/schemas/envelope.schema'
import { MSG } from '@/schemas/messages'
import type { MockDb } from '../db'
import { stopTestBackend } from '../node'
import {
  COMMENT_RATE_LIMIT,
  COMMENT_RATE_WINDOW_MS,
  getCommentRateLimit,
  setCommentRateLimit,
} from '../services/comment-rate-limit'
import { call, fieldErrors, loginAs } from '../test/api-client'
import { SEEDED, startContentBackend, stopContentBackend, tokenFor } from '../test/content-seed'

let db: MockDb
let demo: string // user 1, author of post 24 and of comment 3
let kevin: string // user 3, author of comments 1 and 2 (2 replies to 1) on post 24
let other: string // user 4, no comments

beforeEach(async () => {
  db = await startContentBackend()
  demo = (await loginAs()).token
  kevin = await tokenFor(db, 3)
  other = await tokenFor(db, 4)
})
afterAll(() => {
  stopContentBackend()
  stopTestBackend()
})

const BAD_IDS = ['abc', '0', '-1', '1.5', 'NaN', '99999999999999999999', '999999']
const pagination = (meta: unknown) => v.parse(PaginationSchema, (meta as { pagination: unknown }).pagination)
const ids = (data: { id: number }[]) => data.map((c) => c.id)
const add = (postId: number | string, body: unknown, token?: string) =>
  call('POST', `/comments?postId=${postId}`, { token, body })
const commentsCount = async (postId: number) =>
  (await call('GET', `/posts/${postId}`)).json.data.commentsCount as number

describe('GET /api/comments/post/:postId', () => {
  it('R7.27 R6.2 visitors get the comments newest first, replies with parentId, authors in full, and meta.pagination', async () => {
    const { status, json } = await call('GET', `/comments/post/${SEEDED.demoPost}`)
    expect(status).toBe(200)
    const list = v.parse(CommentListResponseSchema, json.data)
    expect(ids(list.items)).toEqual([3, 2, 1])
    expect(list.items.map((c) => c.parentId)).toEqual([null, 1, null])
    expect(pagination(json.meta)).toEqual({ page: 1, limit: 20, total: 3, hasNext: false })
    const kevinUser = db.get('users', 3)!
    expect(json.data[2]).toMatchObject({
      id: 1,
      postId: 24,
      content: '评论1',
      author: { id: 3, username: kevinUser.username, displayName: kevinUser.displayName, avatar: kevinUser.avatar },
    })
    expect(Object.keys(json.data[0].author).sort()).toEqual([
      'avatar',
      'createdAt',
      'displayName',
      'email',
      'id',
      'updatedAt',
      'username',
    ])
    for (const c of json.data) expect(() => v.parse(CommentSchema, c)).not.toThrow()
  })

  it("an e-mail address is shown only on the caller's own comments", async () => {
    const mine = await call('GET', '/comments/post/24', { token: demo })
    expect(mine.json.data.map((c: { author: { email: string | null } }) => c.author.email)).toEqual([
      'demo@example.com',
      null,
      null,
    ])
    const visitor = await call('GET', '/comments/post/24')
    expect(visitor.json.data.every((c: { author: { email: string | null } }) => c.author.email === null)).toBe(true)
  })

  it('R7.27 pages: limit and page slice the list; past the end is empty with hasNext false; bad page/limit 400', async () => {
    const first = await call('GET', '/comments/post/24?page=1&limit=2')
    expect([ids(first.json.data), pagination(first.json.meta).hasNext]).toEqual([[3, 2], true])
    const second = await call('GET', '/comments/post/24?page=2&limit=2')
    expect([ids(second.json.data), pagination(second.json.meta).hasNext]).toEqual([[1], false])
    const past = await call('GET', '/comments/post/24?page=50')
    expect([past.status, past.json.data, pagination(past.json.meta).hasNext]).toEqual([200, [], false])
    for (const q of ['page=0', 'page=-2', 'page=x', 'limit=101', 'limit=0'])
      expect((await call('GET', `/comments/post/24?${q}`)).status, q).toBe(400)
  })

  it('R7.27 a post without comments gives an empty list', async () => {
    const { status, json } = await call('GET', `/comments/post/${SEEDED.otherPost}`)
    expect([status, json.data, pagination(json.meta).total]).toEqual([200, [], 0])
  })

  it('bad or unknown post ids are 404 帖子不存在或已被删除', async () => {
    for (const id of BAD_IDS) {
      const { status, json } = await call('GET', `/comments/post/${id}`)
      expect([status, json.message], id).toEqual([404, '帖子不存在或已被删除'])
    }
  })
})

describe('POST /api/comments?postId=', () => {
  it("R7.26 R6.3 creates a trimmed comment (201) that lists first and raises the post's commentsCount", async () => {
    expect(await commentsCount(23)).toBe(0)
    const { status, json } = await add(23, { content: '  拍得真好  ' }, demo)
    expect(status).toBe(201)
    expect(json.message).toBe('评论发布成功')
    const comment = v.parse(CommentSchema, json.data)
    expect(comment).toMatchObject({
      content: '拍得真好',
      postId: 23,
      parentId: null,
      author: { id: 1, username: 'demo', email: 'demo@example.com' },
    })
    expect(ids((await call('GET', '/comments/post/23')).json.data)).toEqual([comment.id])
    expect(await commentsCount(23)).toBe(1)
  })

  it('R7.26 a reply names its parent; parentId null is a top-level comment', async () => {
    const reply = await add(24, { content: '同意', parentId: 1 }, other)
    expect([reply.status, reply.json.data.parentId]).toEqual([201, 1])
    const top = await add(24, { content: '顶', parentId: null }, other)
    expect([top.status, top.json.data.parentId]).toEqual([201, null])
    expect(await commentsCount(24)).toBe(5)
  })

  it('R7.26 a parent that does not exist, belongs to another post or is not a positive integer is 400 on parentId', async () => {
    const elsewhere = (await add(23, { content: '别的帖子' }, other)).json.data.id as number
    for (const parentId of [999, elsewhere, -1, 0, 1.5, '1']) {
      const { status, json } = await add(24, { content: '回复', parentId }, other)
      expect(status, String(parentId)).toBe(400)
      expect(Object.keys(fieldErrors(json))).toEqual(['parentId'])
    }
    expect(db.count('comments', (c) => c.postId === 24)).toBe(3)
  })

  it('blank or missing content is 请输入评论内容; over 1000 characters is refused; exactly 1000 is accepted', async () => {
    for (const body of [{ content: '' }, { content: '  \n ' }, {}, { content: null }]) {
      const { status, json } = await add(24, body, other)
      expect([status, fieldErrors(json).content]).toEqual([400, MSG.commentRequired])
    }
    const long = await add(24, { content: '评'.repeat(1001) }, other)
    expect([long.status, long.json.message]).toEqual([400, '评论内容不能超过1000个字符'])
    expect((await add(24, { content: `  ${'评'.repeat(1000)}  ` }, other)).status).toBe(201)
  })

  it('R7.26 wrong types and malformed JSON are 400', async () => {
    for (const body of [{ content: 42 }, { content: ['a'] }, { content: 'ok', parentId: 'x' }])
      expect((await add(24, body, other)).status).toBe(400)
    const raw = await call('POST', '/comments?postId=24', {
      token: other,
      rawBody: 'not json',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(raw.status).toBe(400)
    expect(db.count('comments')).toBe(3)
  })

  it('a missing postId is 400; a bad or unknown one is 404 帖子不存在或已被删除', async () => {
    const missing = await call('POST', '/comments', { token: other, body: { content: '无帖' } })
    expect([missing.status, Object.keys(fieldErrors(missing.json))]).toEqual([400, ['postId']])
    for (const id of BAD_IDS) {
      const { status, json } = await add(id, { content: '你好' }, other)
      expect([status, json.message], id).toEqual([404, '帖子不存在或已被删除'])
    }
  })

  it('R6.2 visitors cannot comment (401)', async () => {
    const { status, json } = await add(24, { content: '你好' })
    expect([status, json.code]).toEqual([401, 'AUTH_001'])
  })

  it(`more than ${COMMENT_RATE_LIMIT} comments within ${COMMENT_RATE_WINDOW_MS / 1000} s is 429 RATE_LIMIT_001 评论过于频繁，请稍后再试`, async () => {
    expect(getCommentRateLimit()).toEqual({ limit: 5, windowMs: 60_000 })
    for (let i = 0; i < COMMENT_RATE_LIMIT; i++)
      expect((await add(23, { content: `第${i}条` }, other)).status).toBe(201)
    const sixth = await add(23, { content: '第六条' }, other)
    expect(sixth.status).toBe(429)
    expect(sixth.json).toMatchObject({ success: false, code: 'RATE_LIMIT_001', message: '评论过于频繁，请稍后再试' })
    expect(db.count('comments', (c) => c.postId === 23)).toBe(COMMENT_RATE_LIMIT)
    // Per user: someone else may still comment.
    expect((await add(23, { content: '我没刷屏' }, demo)).status).toBe(201)
  })

  it('the window slides: once the recent comments are older than the window, commenting works again', async () => {
    // Only the clock is faked: on a busy machine three real requests can outlast a short real window.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      setCommentRateLimit({ limit: 2, windowMs: 1_000 })
      expect((await add(23, { content: '一' }, other)).status).toBe(201)
      expect((await add(23, { content: '二' }, other)).status).toBe(201)
      expect((await add(23, { content: '三' }, other)).status).toBe(429)
      vi.setSystemTime(Date.now() + 1_100)
      expect((await add(23, { content: '四' }, other)).status).toBe(201)
      expect(() => setCommentRateLimit({ limit: -1, windowMs: 10 })).toThrow(RangeError)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('DELETE /api/comments/:id', () => {
  it("R7.28 R6.3 the comment's author deletes it (评论已删除) and the post's commentsCount drops", async () => {
    const { status, json } = await call('DELETE', `/comments/${SEEDED.demoComment}`, { token: demo })
    expect(status).toBe(200)
    expect(json).toMatchObject({ success: true, message: '评论已删除', data: { id: 3, deleted: [3] } })
    expect(await commentsCount(24)).toBe(2)
    expect(ids((await call('GET', '/comments/post/24')).json.data)).toEqual([2, 1])
  })

  it('R7.28 deleting a comment deletes its replies at any depth, and nothing else', async () => {
    const deeper = (await add(24, { content: '楼中楼', parentId: SEEDED.reply }, other)).json.data.id as number
    const { status, json } = await call('DELETE', `/comments/${SEEDED.rootComment}`, { token: kevin })
    expect(status).toBe(200)
    expect([...json.data.deleted].sort()).toEqual([1, 2, deeper].sort())
    expect(ids((await call('GET', '/comments/post/24')).json.data)).toEqual([3])
    const commentIds = new Set(db.filter('comments').map((c) => c.id))
    expect(db.filter('comments').every((c) => c.parentId === null || commentIds.has(c.parentId))).toBe(true)
  })

  it("R7.28 the post's author may delete someone else's comment on their post", async () => {
    expect((await call('DELETE', `/comments/${SEEDED.reply}`, { token: demo })).status).toBe(200)
    expect(db.get('comments', SEEDED.reply)).toBeUndefined()
  })

  it('R6.3 anyone else is 403 您没有权限删除此评论 and the comment stays', async () => {
    const { status, json } = await call('DELETE', `/comments/${SEEDED.rootComment}`, { token: other })
    expect(status).toBe(403)
    expect(json).toMatchObject({ code: 'FORBIDDEN_001', message: '您没有权限删除此评论' })
    expect(db.get('comments', SEEDED.rootComment)).toBeDefined()
  })

  it('R7.28 bad or unknown ids (and a second delete) are 404 评论不存在或已被删除; no token 401', async () => {
    for (const id of BAD_IDS) {
      const { status, json } = await call('DELETE', `/comments/${id}`, { token: demo })
      expect([status, json.message], id).toEqual([404, '评论不存在或已被删除'])
    }
    expect((await call('DELETE', '/comments/3')).status).toBe(401)
    expect((await call('DELETE', '/comments/3', { token: demo })).status).toBe(200)
    expect((await call('DELETE', '/comments/3', { token: demo })).status).toBe(404)
  })
})
