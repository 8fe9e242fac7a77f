import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { MSG } from '@/schemas/messages'
import { PostListSchema } from '@/schemas/post.schema'
import {
  BatchBookmarkStatusResponseSchema,
  BatchFollowStatusResponseSchema,
  BatchLikeStatusResponseSchema,
  BookmarkResponseSchema,
  FollowResponseSchema,
  LikeResponseSchema,
} from '@/schemas/social.schema'
import { activeDb } from '../active-db'
import { expireAccessTokens } from '../auth-config'
import { startTestBackend, stopTestBackend } from '../node'
import { call, fieldErrors } from '../test/api-client'
import { addPosts, addUsers, rows, pagination, type SeedUser } from '../test/social-seed'

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

let a: SeedUser, b: SeedUser, c: SeedUser
let posts: number[]

beforeEach(async () => {
  ;[a, b, c] = await addUsers('alice', 'bob', 'carol')
  posts = await addPosts(c.id, 5)
})

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', 'NaN', '99999999', '99999999999999999999']

describe('POST|DELETE /api/social/like/:postId', () => {
  it('R7.19 R6.3 like returns isLiked and likeCount, and liking twice is idempotent', async () => {
    const p = posts[0]!
    const first = await call('POST', `/social/like/${p}`, { token: a.token })
    expect(first.status).toBe(200)
    expect(v.parse(LikeResponseSchema, first.json.data)).toEqual({ isLiked: true, likeCount: 1 })
    const again = await call('POST', `/social/like/${p}`, { token: a.token })
    expect(again.status).toBe(200)
    expect(again.json.data).toEqual({ isLiked: true, likeCount: 1 })
    expect(rows.like(a.id, p)).toBe(1)
    const other = await call('POST', `/social/like/${p}`, { token: b.token })
    expect(other.json.data).toEqual({ isLiked: true, likeCount: 2 })
  })

  it('R7.19 DELETE unlikes; unliking when not liked is idempotent and still answers the true state', async () => {
    const p = posts[1]!
    await call('POST', `/social/like/${p}`, { token: a.token })
    await call('POST', `/social/like/${p}`, { token: b.token })
    const off = await call('DELETE', `/social/like/${p}`, { token: a.token })
    expect(off.status).toBe(200)
    expect(off.json.data).toEqual({ isLiked: false, likeCount: 1 })
    const offAgain = await call('DELETE', `/social/like/${p}`, { token: a.token })
    expect(offAgain.status).toBe(200)
    expect(offAgain.json.data).toEqual({ isLiked: false, likeCount: 1 })
    const never = await call('DELETE', `/social/like/${posts[2]}`, { token: c.token })
    expect(never.json.data).toEqual({ isLiked: false, likeCount: 0 })
    expect(rows.like(a.id, p)).toBe(0)
  })

  it('R7.19 like and unlike move the count by exactly one, and every count equals its like rows', async () => {
    const p = posts[0]!
    const counts: number[] = []
    for (const [user, method] of [
      [a, 'POST'],
      [b, 'POST'],
      [c, 'POST'],
      [b, 'DELETE'],
      [a, 'POST'],
      [c, 'DELETE'],
    ] as const) {
      const { json } = await call(method, `/social/like/${p}`, { token: user.token })
      counts.push(json.data.likeCount)
      expect(json.data.likeCount).toBe(rows.likes(p))
    }
    expect(counts).toEqual([1, 2, 3, 2, 2, 1])
  })

  it('like and unlike an unknown, non-numeric, zero, negative or huge post id → 404 NOT_FOUND_001, nothing stored', async () => {
    for (const method of ['POST', 'DELETE']) {
      for (const id of BAD_IDS) {
        const { status, json } = await call(method, `/social/like/${id}`, { token: a.token })
        expect(status, `${method} ${id}`).toBe(404)
        expect(json).toMatchObject({ success: false, code: 'NOT_FOUND_001', message: '帖子不存在或已被删除' })
      }
    }
    expect(activeDb().count('likes', (l) => l.userId === a.id)).toBe(0)
  })

  it("R7.19 a post deleted after being liked answers 404 and drops out of the liker's list", async () => {
    const p = posts[3]!
    await call('POST', `/social/like/${p}`, { token: a.token })
    expect((await call('GET', '/social/my-liked-posts', { token: a.token })).json.data).toHaveLength(1)
    await activeDb().write(async (tx) => {
      await tx.remove('posts', p)
    })
    expect((await call('POST', `/social/like/${p}`, { token: b.token })).status).toBe(404)
    const liked = await call('GET', '/social/my-liked-posts', { token: a.token })
    expect(liked.json.data).toEqual([])
    expect(pagination(liked.json).total).toBe(0)
  })
})

describe('POST|DELETE /api/social/bookmark/:postId', () => {
  it('R7.20 bookmark returns isBookmarked and bookmarkCount, idempotent both ways', async () => {
    const p = posts[0]!
    const on = await call('POST', `/social/bookmark/${p}`, { token: a.token })
    expect(on.status).toBe(200)
    expect(v.parse(BookmarkResponseSchema, on.json.data)).toEqual({ isBookmarked: true, bookmarkCount: 1 })
    expect((await call('POST', `/social/bookmark/${p}`, { token: a.token })).json.data).toEqual({
      isBookmarked: true,
      bookmarkCount: 1,
    })
    expect(rows.bookmark(a.id, p)).toBe(1)
    expect((await call('POST', `/social/bookmark/${p}`, { token: b.token })).json.data).toEqual({
      isBookmarked: true,
      bookmarkCount: 2,
    })
    expect((await call('DELETE', `/social/bookmark/${p}`, { token: a.token })).json.data).toEqual({
      isBookmarked: false,
      bookmarkCount: 1,
    })
    expect((await call('DELETE', `/social/bookmark/${p}`, { token: a.token })).json.data).toEqual({
      isBookmarked: false,
      bookmarkCount: 1,
    })
    expect(rows.bookmarks(p)).toBe(1)
  })

  it('likes and bookmarks are separate relations: bookmarking does not like, and vice versa', async () => {
    const p = posts[0]!
    await call('POST', `/social/bookmark/${p}`, { token: a.token })
    expect(rows.likes(p)).toBe(0)
    const like = await call('POST', `/social/like/${p}`, { token: a.token })
    expect(like.json.data).toEqual({ isLiked: true, likeCount: 1 })
    expect(rows.bookmarks(p)).toBe(1)
  })

  it('bookmark an unknown or malformed post id → 404 NOT_FOUND_001', async () => {
    for (const method of ['POST', 'DELETE']) {
      for (const id of BAD_IDS) {
        const { status, json } = await call(method, `/social/bookmark/${id}`, { token: a.token })
        expect(status, `${method} ${id}`).toBe(404)
        expect(json.code).toBe('NOT_FOUND_001')
      }
    }
    expect(activeDb().count('bookmarks', (x) => x.userId === a.id)).toBe(0)
  })
})

describe('POST|DELETE /api/social/follow/:userId', () => {
  it('R7.21 follow returns isFollowing and followersCount, which moves by exactly one', async () => {
    const on = await call('POST', `/social/follow/${c.id}`, { token: a.token })
    expect(on.status).toBe(200)
    expect(v.parse(FollowResponseSchema, on.json.data)).toEqual({ isFollowing: true, followersCount: 1 })
    const second = await call('POST', `/social/follow/${c.id}`, { token: b.token })
    expect(second.json.data).toEqual({ isFollowing: true, followersCount: 2 })
    const off = await call('DELETE', `/social/follow/${c.id}`, { token: a.token })
    expect(off.json.data).toEqual({ isFollowing: false, followersCount: 1 })
    expect(off.json.data.followersCount).toBe(rows.followers(c.id))
  })

  it('R7.21 following twice or unfollowing when not following is idempotent (one row, true state)', async () => {
    await call('POST', `/social/follow/${b.id}`, { token: a.token })
    const again = await call('POST', `/social/follow/${b.id}`, { token: a.token })
    expect(again.status).toBe(200)
    expect(again.json.data).toEqual({ isFollowing: true, followersCount: 1 })
    expect(rows.follow(a.id, b.id)).toBe(1)
    const never = await call('DELETE', `/social/follow/${a.id}`, { token: c.token })
    expect(never.status).toBe(200)
    expect(never.json.data).toEqual({ isFollowing: false, followersCount: 0 })
  })

  it('R7.21 concurrent follow requests still leave exactly one row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/social/follow/${b.id}`, { token: a.token })),
    )
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(rows.follow(a.id, b.id)).toBe(1)
    expect(answers.every((r) => r.json.data.followersCount === 1)).toBe(true)
  })

  it('R7.21 following or unfollowing yourself → 400 VALIDATION_001 不能关注自己, nothing stored', async () => {
    for (const method of ['POST', 'DELETE']) {
      const { status, json } = await call(method, `/social/follow/${a.id}`, { token: a.token })
      expect(status).toBe(400)
      expect(json).toMatchObject({ success: false, code: 'VALIDATION_001', message: '不能关注自己' })
      expect(fieldErrors(json)).toEqual({ userId: '不能关注自己' })
    }
    expect(rows.follow(a.id, a.id)).toBe(0)
  })

  it('follow an unknown or malformed user id → 404 NOT_FOUND_001 用户不存在', async () => {
    for (const id of BAD_IDS) {
      const { status, json } = await call('POST', `/social/follow/${id}`, { token: a.token })
      expect(status, id).toBe(404)
      expect(json).toMatchObject({ code: 'NOT_FOUND_001', message: '用户不存在' })
    }
  })
})

describe("one user's marks are never another's", () => {
  it("R6.3 unliking, unbookmarking or unfollowing touches only the caller's own row", async () => {
    const p = posts[0]!
    await call('POST', `/social/like/${p}`, { token: a.token })
    await call('POST', `/social/bookmark/${p}`, { token: a.token })
    await call('POST', `/social/follow/${c.id}`, { token: a.token })
    expect((await call('DELETE', `/social/like/${p}`, { token: b.token })).json.data).toEqual({
      isLiked: false,
      likeCount: 1,
    })
    expect((await call('DELETE', `/social/bookmark/${p}`, { token: b.token })).json.data).toEqual({
      isBookmarked: false,
      bookmarkCount: 1,
    })
    expect((await call('DELETE', `/social/follow/${c.id}`, { token: b.token })).json.data).toEqual({
      isFollowing: false,
      followersCount: 1,
    })
    expect([rows.like(a.id, p), rows.bookmark(a.id, p), rows.follow(a.id, c.id)]).toEqual([1, 1, 1])
    expect((await call('GET', '/social/bookmarks', { token: b.token })).json.data).toEqual([])
    const forA = await call('POST', '/social/batch-like-status', { token: a.token, body: { postIds: [p] } })
    expect(forA.json.data.likeStatus).toEqual({ [p]: true })
  })
})

describe('auth on the social calls', () => {
  const endpoints = (): Array<[string, string, unknown?]> => [
    ['POST', `/social/like/${posts[0]}`],
    ['DELETE', `/social/like/${posts[0]}`],
    ['POST', `/social/bookmark/${posts[0]}`],
    ['DELETE', `/social/bookmark/${posts[0]}`],
    ['POST', `/social/follow/${b.id}`],
    ['DELETE', `/social/follow/${b.id}`],
    ['POST', '/social/batch-like-status', { postIds: [posts[0]] }],
    ['POST', '/social/batch-bookmark-status', { postIds: [posts[0]] }],
    ['POST', '/social/batch-follow-status', { userIds: [b.id] }],
    ['GET', '/social/bookmarks'],
    ['GET', '/social/my-liked-posts'],
  ]

  it('R6.2 every social call without a token → 401 AUTH_001 请先登录, and nothing is stored', async () => {
    const stored = () => ({
      likes: activeDb().count('likes'),
      bookmarks: activeDb().count('bookmarks'),
      follows: activeDb().count('follows'),
    })
    const before = stored()
    for (const [method, path, body] of endpoints()) {
      const { status, json } = await call(method, path, { body })
      expect(status, `${method} ${path}`).toBe(401)
      expect(json).toMatchObject({ success: false, code: 'AUTH_001', message: '请先登录' })
    }
    expect(stored()).toEqual(before)
    expect(rows.likes(posts[0]!) + rows.bookmarks(posts[0]!)).toBe(0)
    expect(rows.followers(b.id)).toBe(0)
  })

  it('R6.2 every social call with an expired token → 401 AUTH_002', async () => {
    await expireAccessTokens()
    for (const [method, path, body] of endpoints()) {
      expect((await call(method, path, { body, token: a.token })).json.code, `${method} ${path}`).toBe('AUTH_002')
    }
  })
})

describe('POST /api/social/batch-*-status', () => {
  it("R7.22 batch-like-status maps every asked id to the caller's own like state (unknown ids false)", async () => {
    await call('POST', `/social/like/${posts[0]}`, { token: a.token })
    await call('POST', `/social/like/${posts[2]}`, { token: a.token })
    await call('POST', `/social/like/${posts[1]}`, { token: b.token })
    const { status, json } = await call('POST', '/social/batch-like-status', {
      token: a.token,
      body: { postIds: [posts[0], posts[1], posts[2], 99999999] },
    })
    expect(status).toBe(200)
    expect(v.parse(BatchLikeStatusResponseSchema, json.data)).toEqual({
      likeStatus: { [posts[0]!]: true, [posts[1]!]: false, [posts[2]!]: true, 99999999: false },
    })
    const forB = await call('POST', '/social/batch-like-status', {
      token: b.token,
      body: { postIds: [posts[0], posts[1]] },
    })
    expect(forB.json.data.likeStatus).toEqual({ [posts[0]!]: false, [posts[1]!]: true })
  })

  it("R7.22 batch-bookmark-status maps every asked id to the caller's bookmark state", async () => {
    await call('POST', `/social/bookmark/${posts[4]}`, { token: a.token })
    const { json } = await call('POST', '/social/batch-bookmark-status', {
      token: a.token,
      body: { postIds: [posts[4], posts[3], posts[4]] },
    })
    expect(v.parse(BatchBookmarkStatusResponseSchema, json.data)).toEqual({
      bookmarkStatus: { [posts[4]!]: true, [posts[3]!]: false },
    })
  })

  it('R7.23 batch-follow-status answers data.followStatus: user id → boolean, for the caller', async () => {
    await call('POST', `/social/follow/${b.id}`, { token: a.token })
    const { status, json } = await call('POST', '/social/batch-follow-status', {
      token: a.token,
      body: { userIds: [b.id, c.id, a.id] },
    })
    expect(status).toBe(200)
    expect(v.parse(BatchFollowStatusResponseSchema, json.data)).toEqual({
      followStatus: { [b.id]: true, [c.id]: false, [a.id]: false },
    })
    const forC = await call('POST', '/social/batch-follow-status', { token: c.token, body: { userIds: [b.id] } })
    expect(forC.json.data.followStatus).toEqual({ [b.id]: false })
  })

  it('R7.22 R7.23 a batch accepts exactly 1 to 100 ids', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    const max = await call('POST', '/social/batch-follow-status', { token: a.token, body: { userIds: hundred } })
    expect(max.status).toBe(200)
    expect(Object.keys(max.json.data.followStatus)).toHaveLength(100)
    const over = await call('POST', '/social/batch-follow-status', {
      token: a.token,
      body: { userIds: [...hundred, 101] },
    })
    expect(over.status).toBe(400)
    expect(fieldErrors(over.json)).toEqual({ userIds: MSG.batchIdsMax })
    const empty = await call('POST', '/social/batch-like-status', { token: a.token, body: { postIds: [] } })
    expect(fieldErrors(empty.json)).toEqual({ postIds: MSG.batchIdsRequired })
  })

  it('R5.29 batch bodies with missing, mistyped, negative, fractional or string ids, or malformed JSON → 400 VALIDATION_001', async () => {
    const bad: Array<[string, Record<string, unknown>]> = [
      ['/social/batch-like-status', {}],
      ['/social/batch-like-status', { postIds: 'all' }],
      ['/social/batch-like-status', { postIds: [1, -2] }],
      ['/social/batch-bookmark-status', { postIds: [1.5] }],
      ['/social/batch-bookmark-status', { postIds: ['1'] }],
      ['/social/batch-bookmark-status', { postIds: [null] }],
      ['/social/batch-follow-status', { userIds: [0] }],
      ['/social/batch-follow-status', { postIds: [1] }],
      ['/social/batch-follow-status', { userIds: [Number.NaN] }],
    ]
    for (const [path, body] of bad) {
      const { status, json } = await call('POST', path, { token: a.token, body })
      expect(status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
      expect(json.details?.errors?.length).toBeGreaterThan(0)
    }
    const malformed = await call('POST', '/social/batch-like-status', {
      token: a.token,
      rawBody: '{"postIds": [1,',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.json).toMatchObject({ code: 'VALIDATION_001', message: '请求数据格式错误' })
  })
})

describe('GET /api/social/bookmarks and /api/social/my-liked-posts', () => {
  it("R7.24 bookmarks: the caller's bookmarked posts as post views, most recently bookmarked first, limit 100 by default", async () => {
    for (const p of [posts[1], posts[3], posts[0]]) await call('POST', `/social/bookmark/${p}`, { token: a.token })
    await call('POST', `/social/bookmark/${posts[4]}`, { token: b.token })
    await call('POST', `/social/like/${posts[3]}`, { token: b.token })
    const { status, json } = await call('GET', '/social/bookmarks', { token: a.token })
    expect(status).toBe(200)
    const list = v.parse(PostListSchema, json.data)
    expect(list.map((p) => p.id)).toEqual([posts[0], posts[3], posts[1]])
    expect(list.every((p) => p.isBookmarked && !p.isLiked)).toBe(true)
    expect(list[1]).toMatchObject({ likesCount: 1, bookmarksCount: 1, author: { id: c.id, username: 't_carol' } })
    expect(json.meta).toEqual({ pagination: { page: 1, limit: 100, total: 3, hasNext: false } })
  })

  it('R7.24 bookmarks page and limit slice the list; a page past the end is empty', async () => {
    for (const p of posts) await call('POST', `/social/bookmark/${p}`, { token: a.token })
    const page2 = await call('GET', '/social/bookmarks?page=2&limit=2', { token: a.token })
    expect(page2.json.data.map((p: { id: number }) => p.id)).toEqual([posts[2], posts[1]])
    expect(page2.json.meta).toEqual({ pagination: { page: 2, limit: 2, total: 5, hasNext: true } })
    const last = await call('GET', '/social/bookmarks?page=3&limit=2', { token: a.token })
    expect(pagination(last.json).hasNext).toBe(false)
    const past = await call('GET', '/social/bookmarks?page=9999999&limit=2', { token: a.token })
    expect(past.json.data).toEqual([])
  })

  it("R7.25 my-liked-posts: the caller's liked posts, most recently liked first, isLiked true; never another user's", async () => {
    await call('POST', `/social/like/${posts[2]}`, { token: a.token })
    await call('POST', `/social/like/${posts[4]}`, { token: a.token })
    await call('POST', `/social/like/${posts[0]}`, { token: b.token })
    await call('POST', `/social/like/${posts[4]}`, { token: b.token })
    const { status, json } = await call('GET', '/social/my-liked-posts', { token: a.token })
    expect(status).toBe(200)
    const list = v.parse(PostListSchema, json.data)
    expect(list.map((p) => [p.id, p.isLiked, p.likesCount])).toEqual([
      [posts[4], true, 2],
      [posts[2], true, 1],
    ])
    expect(pagination(json)).toMatchObject({ page: 1, total: 2, hasNext: false })
    await call('DELETE', `/social/like/${posts[4]}`, { token: a.token })
    expect(
      (await call('GET', '/social/my-liked-posts', { token: a.token })).json.data.map((p: { id: number }) => p.id),
    ).toEqual([posts[2]])
    expect((await call('GET', '/social/my-liked-posts', { token: c.token })).json.data).toEqual([])
  })

  it('R7.24 R7.25 bad page or limit (zero, negative, NaN, over 100, huge) → 400 VALIDATION_001', async () => {
    for (const path of ['/social/bookmarks', '/social/my-liked-posts']) {
      for (const q of [
        'page=0',
        'page=-1',
        'page=abc',
        'limit=0',
        'limit=101',
        'limit=NaN',
        'page=99999999999',
        'page=',
      ]) {
        const { status, json } = await call('GET', `${path}?${q}`, { token: a.token })
        expect(status, `${path}?${q}`).toBe(400)
        expect(json.code).toBe('VALIDATION_001')
      }
    }
  })
})
