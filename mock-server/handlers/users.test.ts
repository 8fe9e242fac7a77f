import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ProfileResponseSchema, PublicProfileResponseSchema, ageFromBirthDate } from '@/schemas/user.schema'
import { activeDb } from '../active-db'
import { expireAccessTokens } from '../auth-config'
import { startTestBackend, stopTestBackend } from '../node'
import { call, fieldErrors, loginAs } from '../test/api-client'

beforeEach(async () => {
  await startTestBackend()
})
afterAll(() => stopTestBackend())

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  displayName: '柠檬小主',
  bio: '热爱生活',
  location: '杭州',
  website: 'https://lemon.example.com',
  gender: 'female',
  birthDate: '1998-06-18',
  ...overrides,
})

/**
 * The stats a user's relation rows imply, counted straight from the db: what every derived count must equal
 * (followers add the user's base count from outside the sample, see records.ts).
 */
const rowStats = (userId: number) => ({
  postsCount: activeDb().count('posts', (p) => p.authorId === userId),
  followersCount:
    activeDb().count('follows', (f) => f.followingId === userId) +
    (activeDb().get('users', userId)?.followersBase ?? 0),
  followingCount: activeDb().count('follows', (f) => f.followerId === userId),
})

/** What addRelations adds to demo's stats. */
const plusRelations = (s: { postsCount: number; followersCount: number; followingCount: number }) => ({
  postsCount: s.postsCount + 2,
  followersCount: s.followersCount + 1,
  followingCount: s.followingCount + 2,
})

/** demo (1) follows 3 and 4, is followed by 5; demo has two posts. Written through the db, as the next issue's endpoints will. */
async function addRelations() {
  // The demo seed must not already hold these follows, or the +1/+2 deltas below would prove nothing.
  for (const [followerId, followingId] of [
    [1, 3],
    [1, 4],
    [5, 1],
  ] as const) {
    expect(activeDb().count('follows', (f) => f.followerId === followerId && f.followingId === followingId)).toBe(0)
  }
  const at = new Date().toISOString()
  await activeDb().write(async (tx) => {
    for (const [followerId, followingId] of [
      [1, 3],
      [1, 4],
      [5, 1],
    ] as const)
      await tx.create('follows', { followerId, followingId, createdAt: at })
    for (const title of ['第一篇', '第二篇']) {
      await tx.create('posts', {
        authorId: 1,
        title,
        content: '内容',
        category: 'food',
        tags: [],
        images: [],
        location: null,
        viewCount: 0,
        createdAt: at,
        updatedAt: at,
      })
    }
  })
}

describe('GET /api/users/profile', () => {
  it('R7.7 returns data.user plus stats', async () => {
    const { token } = await loginAs()
    const { status, json } = await call('GET', '/users/profile', { token })
    expect(status).toBe(200)
    const data = v.parse(ProfileResponseSchema, json.data)
    expect(data.user).toMatchObject({
      id: 1,
      username: 'demo',
      email: 'demo@example.com',
      displayName: '柠檬小主',
      gender: 'female',
    })
    expect(data.stats).toEqual(rowStats(1))
  })

  it('the owner gets every camelCase field, age derived from birthDate, and never the password hash', async () => {
    const { token } = await loginAs()
    const { json } = await call('GET', '/users/profile', { token })
    expect(Object.keys(json.data.user).sort()).toEqual([
      'age',
      'avatar',
      'bio',
      'birthDate',
      'createdAt',
      'displayName',
      'email',
      'gender',
      'id',
      'location',
      'updatedAt',
      'username',
      'verified',
      'website',
    ])
    expect(json.data.user.age).toBe(ageFromBirthDate('1998-06-18'))
    expect(JSON.stringify(json)).not.toMatch(/passwordHash|passwordSalt/)
  })

  it('the received user has id, username and an email key', async () => {
    const { token } = await loginAs()
    const { json } = await call('GET', '/users/profile', { token })
    expect(json.data.user).toEqual(
      expect.objectContaining({ id: expect.any(Number), username: expect.any(String), email: expect.any(String) }),
    )
  })

  it('R7.7 stats are derived from follows and posts at read time', async () => {
    const { token } = await loginAs()
    const before = (await call('GET', '/users/profile', { token })).json.data.stats
    expect(before).toEqual(rowStats(1))
    await addRelations()
    const { json } = await call('GET', '/users/profile', { token })
    expect(json.data.stats).toEqual(plusRelations(before))
    expect(json.data.stats).toEqual(rowStats(1))
  })

  it('R7.7 profile without a token, with a malformed header, or with an unknown token → 401 AUTH_001', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Token abc' },
      { Authorization: 'Bearer' },
      { Authorization: 'Bearer not-a-session' },
    ]) {
      const { status, json } = await call('GET', '/users/profile', { headers })
      expect(status).toBe(401)
      expect(json).toMatchObject({ success: false, code: 'AUTH_001', message: '请先登录' })
    }
  })

  it('R7.7 profile with an expired token → 401 AUTH_002', async () => {
    const { token } = await loginAs()
    await expireAccessTokens()
    const { status, json } = await call('GET', '/users/profile', { token })
    expect(status).toBe(401)
    expect(json.code).toBe('AUTH_002')
  })
})

describe('PUT /api/users/profile', () => {
  it('R7.8 R6.3 updates the own profile and answers with the same shape as GET', async () => {
    const { token } = await loginAs()
    const { status, json } = await call('PUT', '/users/profile', {
      token,
      body: profileBody({
        displayName: '  新名字  ',
        bio: '周末去爬山',
        location: '成都',
        website: 'https://hike.example.org/me',
        gender: 'prefer_not_to_say',
        birthDate: '2000-01-01',
      }),
    })
    expect(status).toBe(200)
    const data = v.parse(ProfileResponseSchema, json.data)
    expect(data.user).toMatchObject({
      displayName: '新名字',
      bio: '周末去爬山',
      location: '成都',
      website: 'https://hike.example.org/me',
      gender: 'prefer_not_to_say',
      birthDate: '2000-01-01',
    })
    expect(data.user.age).toBe(ageFromBirthDate('2000-01-01'))
    const again = await call('GET', '/users/profile', { token })
    expect(again.json.data.user.displayName).toBe('新名字')
    expect(again.json.data.user.website).toBe('https://hike.example.org/me')
    expect(again.json.data.user.updatedAt > json.data.user.createdAt).toBe(true)
  })

  it('R7.8 birthDate is optional: null clears it and age', async () => {
    const { token } = await loginAs()
    const { json } = await call('PUT', '/users/profile', { token, body: profileBody({ birthDate: null }) })
    expect(json.data.user).toMatchObject({ birthDate: null, age: null })
  })

  it('displayName is required after trimming and at most 50 characters', async () => {
    const { token } = await loginAs()
    for (const displayName of ['', '   ', undefined]) {
      const { status, json } = await call('PUT', '/users/profile', { token, body: profileBody({ displayName }) })
      expect(status).toBe(400)
      expect(fieldErrors(json)).toEqual({ displayName: '显示名称不能为空' })
    }
    const long = await call('PUT', '/users/profile', { token, body: profileBody({ displayName: '名'.repeat(51) }) })
    expect(fieldErrors(long.json)).toEqual({ displayName: '显示名称长度不能超过50个字符' })
  })

  it('bio over 200, location over 100 and a non-url website are rejected together', async () => {
    const { token } = await loginAs()
    const { status, json } = await call('PUT', '/users/profile', {
      token,
      body: profileBody({ bio: '字'.repeat(201), location: '地'.repeat(101), website: 'not a url' }),
    })
    expect(status).toBe(400)
    expect(fieldErrors(json)).toEqual({
      bio: '个人简介不能超过200个字符',
      location: '所在地不能超过100个字符',
      website: '个人网站格式不正确',
    })
    expect(json.message).toBe('个人简介不能超过200个字符；所在地不能超过100个字符；个人网站格式不正确')
  })

  it('gender must be one of the four options', async () => {
    const { token } = await loginAs()
    const { json } = await call('PUT', '/users/profile', { token, body: profileBody({ gender: 'robot' }) })
    expect(fieldErrors(json)).toEqual({ gender: '请选择有效的性别选项' })
  })

  it('birthDate cannot be in the future or malformed', async () => {
    const { token } = await loginAs()
    const future = await call('PUT', '/users/profile', { token, body: profileBody({ birthDate: '2999-01-01' }) })
    expect(fieldErrors(future.json)).toEqual({ birthDate: '生日不能是未来的日期' })
    const bad = await call('PUT', '/users/profile', { token, body: profileBody({ birthDate: '18/06/1998' }) })
    expect(fieldErrors(bad.json)).toEqual({ birthDate: '生日格式不正确' })
  })

  it('R5.29 PUT profile with malformed JSON or wrong types → 400 VALIDATION_001, nothing changed', async () => {
    const { token } = await loginAs()
    const malformed = await call('PUT', '/users/profile', {
      token,
      rawBody: '{displayName:',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.json).toMatchObject({ code: 'VALIDATION_001', message: '请求数据格式错误' })
    const types = await call('PUT', '/users/profile', { token, body: profileBody({ bio: 42, gender: 7 }) })
    expect(types.status).toBe(400)
    expect(Object.keys(fieldErrors(types.json)).sort()).toEqual(['bio', 'gender'])
    const after = await call('GET', '/users/profile', { token })
    expect(after.json.data.user.bio).toContain('柠檬控')
  })

  it('R7.8 PUT profile without a token → 401 AUTH_001', async () => {
    const { status, json } = await call('PUT', '/users/profile', { body: profileBody() })
    expect(status).toBe(401)
    expect(json.code).toBe('AUTH_001')
  })
})

describe('GET /api/users/:id', () => {
  it('R7.9 returns the public user and stats', async () => {
    const before = rowStats(1)
    await addRelations()
    const { status, json } = await call('GET', '/users/1')
    expect(status).toBe(200)
    const data = v.parse(PublicProfileResponseSchema, json.data)
    const stats = plusRelations(before)
    expect(data.user).toMatchObject({ id: 1, username: 'demo', displayName: '柠檬小主', ...stats, verified: true })
    expect(data.stats).toEqual(stats)
    expect(data.stats).toEqual(rowStats(1))
  })

  it('R7.9 the public user carries the snake_case fields and no private ones', async () => {
    const { json } = await call('GET', '/users/3')
    expect(Object.keys(json.data.user).sort()).toEqual([
      'avatar_url',
      'bio',
      'created_at',
      'display_name',
      'followers_count',
      'following_count',
      'id',
      'is_following',
      'is_verified',
      'posts_count',
      'username',
    ])
    expect(JSON.stringify(json)).not.toMatch(/email|password/i)
  })

  it('R7.9 is_following is relative to the caller', async () => {
    await addRelations()
    const demo = await loginAs()
    expect((await call('GET', '/users/3')).json.data.user.is_following).toBe(false)
    expect((await call('GET', '/users/3', { token: demo.token })).json.data.user.is_following).toBe(true)
    // Someone demo does not follow, whoever that is in the seed.
    const stranger = activeDb()
      .filter('users')
      .find((u) => u.id > 2 && activeDb().count('follows', (f) => f.followerId === 1 && f.followingId === u.id) === 0)!
    expect((await call('GET', `/users/${stranger.id}`, { token: demo.token })).json.data.user.is_following).toBe(false)
  })

  it('R7.9 without a token the caller is anonymous: public profiles still answer, never as someone', async () => {
    const before = rowStats(4).followersCount
    await addRelations()
    const { status, json } = await call('GET', '/users/4')
    expect(status).toBe(200)
    // demo now follows 4, yet the anonymous caller is not demo (nor anyone): is_following stays false.
    expect(json.data.user).toMatchObject({ id: 4, is_following: false, followers_count: before + 1 })
  })

  it('R7.9 an expired token on the optional-auth call → 401 AUTH_002 so the client refreshes', async () => {
    const demo = await loginAs()
    await expireAccessTokens()
    expect((await call('GET', '/users/3', { token: demo.token })).json.code).toBe('AUTH_002')
  })

  it('R7.9 unknown, non-numeric, zero and negative ids → 404 NOT_FOUND_001 用户不存在', async () => {
    for (const id of ['abc', '0', '-1', '99999999', '1.5', '1e3']) {
      const { status, json } = await call('GET', `/users/${id}`)
      expect(status, id).toBe(404)
      expect(json).toMatchObject({ success: false, code: 'NOT_FOUND_001', message: '用户不存在' })
    }
  })
})
