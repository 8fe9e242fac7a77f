import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PaginationSchema } from '@/schemas/envelope.schema'
import { PostListSchema } from '@/schemas/post.schema'
import type { MockDb } from '../db'
import { stopTestBackend } from '../node'
import { call } from '../test/api-client'
import { startContentBackend, stopContentBackend, tokenFor } from '../test/content-seed'

let db: MockDb

beforeEach(async () => {
  db = await startContentBackend()
})
afterAll(() => {
  stopContentBackend()
  stopTestBackend()
})

const pagination = (meta: unknown) => v.parse(PaginationSchema, (meta as { pagination: unknown }).pagination)
const postIdsOf = (authorId: number) =>
  db
    .filter('posts', (p) => p.authorId === authorId)
    .map((p) => p.id)
    .sort((a, b) => b - a)

describe('GET /api/users/:id/posts', () => {
  it("R7.10 one user's posts, newest first, with meta.pagination", async () => {
    const { status, json } = await call('GET', '/users/3/posts')
    expect(status).toBe(200)
    const posts = v.parse(PostListSchema, json.data)
    expect(posts.map((p) => p.id)).toEqual(postIdsOf(3))
    expect(posts.every((p) => p.author.id === 3)).toBe(true)
    expect(pagination(json.meta)).toEqual({ page: 1, limit: 20, total: postIdsOf(3).length, hasNext: false })
  })

  it('R7.10 page and limit slice the list; past the end is empty with hasNext false', async () => {
    const all = postIdsOf(1)
    const second = await call('GET', '/users/1/posts?page=2&limit=3')
    expect(second.json.data.map((p: { id: number }) => p.id)).toEqual(all.slice(3, 6))
    expect(pagination(second.json.meta)).toEqual({ page: 2, limit: 3, total: all.length, hasNext: true })
    const past = await call('GET', '/users/1/posts?page=40&limit=3')
    expect([past.json.data, pagination(past.json.meta).hasNext]).toEqual([[], false])
  })

  it('R7.10 a user without posts gets an empty list; isLiked is relative to the caller', async () => {
    const empty = await call('GET', '/users/10/posts')
    expect([empty.status, empty.json.data, pagination(empty.json.meta).total]).toEqual([200, [], 0])
    const asKevin = await call('GET', '/users/1/posts?limit=1', { token: await tokenFor(db, 3) })
    expect(asKevin.json.data[0]).toMatchObject({ id: 24, isLiked: true, isBookmarked: true })
  })

  it('R7.10 unknown, non-numeric, zero and negative user ids are 404; bad page or limit 400', async () => {
    for (const id of ['999', 'abc', '0', '-3', '2.5', '99999999999999999999']) {
      const { status, json } = await call('GET', `/users/${id}/posts`)
      expect([status, json.code], id).toEqual([404, 'NOT_FOUND_001'])
    }
    for (const q of ['page=0', 'limit=101', 'page=abc'])
      expect((await call('GET', `/users/1/posts?${q}`)).status, q).toBe(400)
  })
})
