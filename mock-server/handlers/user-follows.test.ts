import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { FollowListSchema } from '@/schemas/follow.schema'
import { expireAccessTokens } from '../auth-config'
import { startTestBackend, stopTestBackend } from '../node'
import { call } from '../test/api-client'
import { addFollows, addPosts, addUsers, rows, pagination, type SeedUser } from '../test/social-seed'

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

let a: SeedUser, b: SeedUser, c: SeedUser, vip: SeedUser

beforeEach(async () => {
  ;[a, b, c, vip] = await addUsers('alice', 'bob', 'carol', 'vip')
  // alice follows bob, then carol, then vip; bob and vip follow alice; carol follows vip.
  await addFollows([
    [a.id, b.id],
    [a.id, c.id],
    [b.id, a.id],
    [a.id, vip.id],
    [vip.id, a.id],
    [c.id, vip.id],
  ])
  await addPosts(vip.id, 3)
})

const ids = (data: Array<{ id: number }>) => data.map((u) => u.id)

describe('GET /api/users/:id/following and /followers', () => {
  it('R7.11 following: follow-list users, most recent follow first, with meta.pagination.total', async () => {
    const { status, json } = await call('GET', `/users/${a.id}/following`)
    expect(status).toBe(200)
    const list = v.parse(FollowListSchema, json.data)
    expect(list.map((u) => u.id)).toEqual([vip.id, c.id, b.id])
    expect(Object.keys(json.data[0]).sort()).toEqual([
      'avatar_url',
      'bio',
      'display_name',
      'followers_count',
      'id',
      'is_following',
      'is_verified',
      'posts_count',
      'username',
    ])
    expect(json.data[0]).toEqual({
      id: vip.id,
      display_name: '测试vip',
      username: 't_vip',
      avatar_url: '/avatars/vip.webp',
      bio: 'vip的简介',
      followers_count: 2,
      posts_count: 3,
      is_verified: true,
      is_following: false,
    })
    expect(json.meta).toEqual({ pagination: { page: 1, limit: 20, total: 3, hasNext: false } })
    expect(JSON.stringify(json.data)).not.toMatch(/email|password/i)
  })

  it('R7.11 followers: the users who follow :id, most recent first, counts derived from the follow rows', async () => {
    const { status, json } = await call('GET', `/users/${a.id}/followers`)
    expect(status).toBe(200)
    expect(ids(json.data)).toEqual([vip.id, b.id])
    expect(json.data.map((u: { followers_count: number }) => u.followers_count)).toEqual([
      rows.followers(vip.id),
      rows.followers(b.id),
    ])
    expect(pagination(json).total).toBe(2)
    expect((await call('GET', `/users/${b.id}/following`)).json.data).toHaveLength(1)
    const none = await call('GET', `/users/${b.id}/followers?page=1`)
    expect(ids(none.json.data)).toEqual([a.id])
  })

  it('R7.11 is_following is relative to the caller: false for visitors, true where the caller follows', async () => {
    const anonymous = await call('GET', `/users/${vip.id}/followers`)
    expect(anonymous.json.data.map((u: { id: number; is_following: boolean }) => [u.id, u.is_following])).toEqual([
      [c.id, false],
      [a.id, false],
    ])
    const asB = await call('GET', `/users/${vip.id}/followers`, { token: b.token })
    expect(asB.json.data.map((u: { id: number; is_following: boolean }) => [u.id, u.is_following])).toEqual([
      [c.id, false],
      [a.id, true],
    ])
    // Oneself in a list is never "following".
    const asA = await call('GET', `/users/${vip.id}/followers`, { token: a.token })
    expect(asA.json.data.map((u: { id: number; is_following: boolean }) => [u.id, u.is_following])).toEqual([
      [c.id, true],
      [a.id, false],
    ])
  })

  it('after follow and unfollow the lists and their counts change by exactly one', async () => {
    await call('POST', `/social/follow/${b.id}`, { token: c.token })
    const after = await call('GET', `/users/${b.id}/followers`, { token: c.token })
    expect(ids(after.json.data)).toEqual([c.id, a.id])
    expect(pagination(after.json).total).toBe(2)
    const following = await call('GET', `/users/${a.id}/following`)
    expect(following.json.data.find((u: { id: number }) => u.id === b.id).followers_count).toBe(2)
    await call('DELETE', `/social/follow/${b.id}`, { token: a.token })
    const fewer = await call('GET', `/users/${b.id}/followers`)
    expect(ids(fewer.json.data)).toEqual([c.id])
    expect(pagination((await call('GET', `/users/${a.id}/following`)).json).total).toBe(2)
  })

  it('R7.11 pages of 20 by default: total, hasNext, and the second page holds the rest', async () => {
    const fans = await addUsers(...Array.from({ length: 25 }, (_, i) => `fan${i}`))
    await addFollows(fans.map((f) => [f.id, b.id] as const))
    const first = await call('GET', `/users/${b.id}/followers`)
    expect(first.json.data).toHaveLength(20)
    expect(first.json.meta).toEqual({ pagination: { page: 1, limit: 20, total: 26, hasNext: true } })
    const second = await call('GET', `/users/${b.id}/followers?page=2`)
    expect(second.json.data).toHaveLength(6)
    expect(pagination(second.json).hasNext).toBe(false)
    const all = [...ids(first.json.data), ...ids(second.json.data)]
    expect(new Set(all).size).toBe(26)
    const small = await call('GET', `/users/${b.id}/followers?page=3&limit=5`)
    expect(small.json.data).toHaveLength(5)
    expect(pagination(small.json)).toEqual({ page: 3, limit: 5, total: 26, hasNext: true })
  })

  it('R7.11 unknown, non-numeric, zero, negative or huge user ids → 404 NOT_FOUND_001 用户不存在', async () => {
    for (const list of ['following', 'followers']) {
      for (const id of ['abc', '0', '-1', '1.5', '99999999', '99999999999999999999']) {
        const { status, json } = await call('GET', `/users/${id}/${list}`)
        expect(status, `${id}/${list}`).toBe(404)
        expect(json).toMatchObject({ success: false, code: 'NOT_FOUND_001', message: '用户不存在' })
      }
    }
  })

  it('R7.11 a bad page or limit (zero, negative, NaN, over 100, huge) → 400 VALIDATION_001', async () => {
    for (const q of ['page=0', 'page=-2', 'page=NaN', 'limit=0', 'limit=500', 'limit=-5', 'page=123456789012']) {
      const { status, json } = await call('GET', `/users/${a.id}/following?${q}`)
      expect(status, q).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
    }
  })

  it('R7.11 an expired token on the optional-auth list → 401 AUTH_002 so the client refreshes', async () => {
    await expireAccessTokens()
    const { status, json } = await call('GET', `/users/${a.id}/following`, { token: a.token })
    expect(status).toBe(401)
    expect(json.code).toBe('AUTH_002')
  })
})
