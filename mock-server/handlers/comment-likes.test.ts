import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { CommentLikeResponseSchema, CommentListResponseSchema } from '@/schemas/comment.schema'
import type { MockDb } from '../db'
import { stopTestBackend } from '../node'
import { call, loginAs } from '../test/api-client'
import { SEEDED, startContentBackend, stopContentBackend, tokenFor } from '../test/content-seed'

// Likes on comments and replies (docs/decisions/010): the rules of a post's like (R7.19) applied to a comment.

let db: MockDb
let demo: string // user 1, author of post 24 and comment 3
let kevin: string // user 3, author of comment 1 and its reply 2
let other: string // user 4

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

const like = (id: number | string, token?: string) => call('POST', `/comments/${id}/like`, { token })
const unlike = (id: number | string, token?: string) => call('DELETE', `/comments/${id}/like`, { token })
const rowsOf = (commentId: number) => db.filter('commentLikes').filter((r) => r.commentId === commentId)
const listed = async (token?: string) =>
  v.parse(CommentListResponseSchema, (await call('GET', `/comments/post/${SEEDED.demoPost}`, { token })).json.data)
    .items

describe('POST and DELETE /api/comments/:id/like', () => {
  it('a like answers 点赞成功 with isLiked and the count derived from the like rows; liking again changes nothing', async () => {
    const first = await like(SEEDED.rootComment, demo)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, message: '点赞成功', data: { isLiked: true, likeCount: 1 } })
    expect(() => v.parse(CommentLikeResponseSchema, first.json.data)).not.toThrow()
    expect((await like(SEEDED.rootComment, demo)).json.data).toEqual({ isLiked: true, likeCount: 1 })
    expect(rowsOf(SEEDED.rootComment)).toHaveLength(1)
    expect((await like(SEEDED.rootComment, other)).json.data).toEqual({ isLiked: true, likeCount: 2 })
  })

  it('an unlike answers 已取消点赞 and lowers the count; unliking again (or what was never liked) stays at the true state', async () => {
    await like(SEEDED.reply, demo)
    await like(SEEDED.reply, other)
    const { status, json } = await unlike(SEEDED.reply, demo)
    expect(status).toBe(200)
    expect(json).toMatchObject({ success: true, message: '已取消点赞', data: { isLiked: false, likeCount: 1 } })
    expect((await unlike(SEEDED.reply, demo)).json.data).toEqual({ isLiked: false, likeCount: 1 })
    expect((await unlike(SEEDED.demoComment, kevin)).json.data).toEqual({ isLiked: false, likeCount: 0 })
  })

  it('two likes at once from one user leave one row', async () => {
    const answers = await Promise.all([
      like(SEEDED.rootComment, other),
      like(SEEDED.rootComment, other),
      like(SEEDED.rootComment, other),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(rowsOf(SEEDED.rootComment)).toHaveLength(1)
  })

  it("the comment list carries each comment's likeCount, and isLiked for the caller only (false for visitors)", async () => {
    await like(SEEDED.rootComment, demo)
    await like(SEEDED.rootComment, kevin)
    await like(SEEDED.reply, other)
    const byId = (items: Awaited<ReturnType<typeof listed>>) =>
      Object.fromEntries(items.map((c) => [c.id, [c.likeCount, c.isLiked]]))
    expect(byId(await listed(demo))).toEqual({ 1: [2, true], 2: [1, false], 3: [0, false] })
    expect(byId(await listed(other))).toEqual({ 1: [2, false], 2: [1, true], 3: [0, false] })
    expect(byId(await listed())).toEqual({ 1: [2, false], 2: [1, false], 3: [0, false] })
  })

  it('bad or unknown comment ids are 404 评论不存在或已被删除 and store nothing', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '999999']) {
      for (const send of [like, unlike]) {
        const { status, json } = await send(id, demo)
        expect([status, json.code, json.message], id).toEqual([404, 'NOT_FOUND_001', '评论不存在或已被删除'])
      }
    }
    expect(db.filter('commentLikes')).toEqual([])
  })

  it('R6.2 visitors cannot like a comment (401) and nothing is stored', async () => {
    expect((await like(SEEDED.rootComment)).status).toBe(401)
    expect((await unlike(SEEDED.rootComment)).status).toBe(401)
    expect(db.filter('commentLikes')).toEqual([])
  })

  it("deleting a comment takes its likes and its replies' likes with it", async () => {
    await like(SEEDED.rootComment, demo)
    await like(SEEDED.reply, demo)
    await like(SEEDED.demoComment, kevin)
    expect((await call('DELETE', `/comments/${SEEDED.rootComment}`, { token: kevin })).status).toBe(200)
    expect(db.filter('commentLikes').map((r) => r.commentId)).toEqual([SEEDED.demoComment])
    expect((await like(SEEDED.reply, demo)).status).toBe(404)
  })

  it('deleting a post takes the likes of its comments with it', async () => {
    await like(SEEDED.rootComment, demo)
    await like(SEEDED.demoComment, kevin)
    expect((await call('DELETE', `/posts/${SEEDED.demoPost}`, { token: demo })).status).toBe(200)
    expect(db.filter('commentLikes')).toEqual([])
  })
})
