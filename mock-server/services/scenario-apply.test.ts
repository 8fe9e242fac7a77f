import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { scenarioPreset, ALMOST_FULL_HEADROOM_BYTES, HEAVY_MESSAGES, HEAVY_POSTS } from '@/schemas/scenario-presets'
import type { ScenarioInput, ScenarioOutcome } from '@/schemas/scenario.schema'
import { getAccessTokenTtl, setAccessTokenTtl } from '../auth-config'
import { addFault, getFaults, startTestBackend, stopTestBackend } from '../node'
import type { MockDb } from '../db'
import { getStorageBudget } from '../storage/storage-budget'
import { call, DEMO, loginAs, setContractCheck } from '../test/api-client'
import { HEAVY_USER } from './heavy-user'
import { applyScenario, NEW_USER_PASSWORD, type ScenarioHost } from './scenario-apply'
import { savedScenarios, type ScenarioShelf } from './saved-scenarios'

// The QA scenarios, applied for real in the mock (the presets of src/schemas/scenario-presets.ts): what the data,
// the session, the faults and the storage are afterwards, seen through the API as the app would see them.

// The flaky preset's 503s stand in for a broken server: outside the API's contract by design.
setContractCheck(false)

let db: MockDb
const ttlSet: number[] = []
const host: ScenarioHost = {
  savedData: async () => undefined,
  setAccessTokenTtl: (ms: number) => void (ttlSet.push(ms), setAccessTokenTtl(ms)),
}
const apply = (scenario: ScenarioInput | undefined, over: Partial<ScenarioHost> = {}) =>
  applyScenario(scenario, { ...host, ...over })
const preset = (id: string) => scenarioPreset(id)!

function signedIn(outcome: ScenarioOutcome) {
  if (outcome.session === 'keep' || outcome.session === null)
    throw new Error(`expected a session, got ${String(outcome.session)}`)
  return outcome.session
}

beforeEach(async () => {
  db = await startTestBackend()
  ttlSet.length = 0
})
afterAll(() => stopTestBackend())

describe('presets', { timeout: 30_000 }, () => {
  it('demo: the seed again, signed in as the demo user with a session whose tokens work', async () => {
    await call('POST', '/auth/register', {
      body: { username: 'leftover', email: 'leftover@example.com', password: 'lemon1234', displayName: '留下的' },
    })
    addFault({ path: '/api/posts', status: 500 })
    const outcome = await apply(preset('demo'))
    const session = signedIn(outcome)
    expect(session.user).toMatchObject({ username: 'demo', displayName: '柠檬小主' })
    expect(db.find('users', (u) => u.username === 'leftover')).toBeUndefined()
    expect(outcome.counts?.posts).toBe(320)
    expect(getFaults()).toEqual([])
    const profile = await call('GET', '/users/profile', { token: session.token })
    expect(profile.status).toBe(200)
    expect(profile.json.data.user.username).toBe('demo')
  })

  it('new-user: a freshly registered account with no posts, follows, likes or messages, who can sign in again', async () => {
    const session = signedIn(await apply(preset('new-user'), { now: () => 1_800_000_000_000 }))
    const me = await call('GET', '/users/profile', { token: session.token })
    expect(me.json.data.stats).toEqual({ postsCount: 0, followersCount: 0, followingCount: 0 })
    expect((await call('GET', '/messages/conversations', { token: session.token })).json.data).toEqual([])
    expect((await call('GET', '/social/my-liked-posts', { token: session.token })).json.data).toEqual([])
    // Everyone else's posts are still there.
    expect((await call('GET', '/posts?limit=5')).json.data).toHaveLength(5)
    const again = await loginAs({ email: me.json.data.user.email as string, password: NEW_USER_PASSWORD })
    expect(again.user.id).toBe(session.user.id)
  })

  it('heavy-user: thousands of posts and messages, made in the mock in a few seconds at most, signed in as that account', async () => {
    const started = performance.now()
    const session = signedIn(await apply(preset('heavy-user')))
    expect(performance.now() - started).toBeLessThan(5_000)
    const me = await call('GET', '/users/profile', { token: session.token })
    expect(me.json.data.user.username).toBe(HEAVY_USER.username)
    expect(me.json.data.stats.postsCount).toBe(HEAVY_POSTS)
    expect(me.json.data.stats.followingCount).toBeGreaterThan(0)
    const mine = db.count('messages', (m) => m.senderId === session.user.id || m.receiverId === session.user.id)
    expect(mine).toBe(HEAVY_MESSAGES)
    const conversations = await call('GET', '/messages/conversations', { token: session.token })
    expect(conversations.json.data.length).toBe(40)
    expect((await call('GET', '/messages/unread/count', { token: session.token })).json.data.count).toBe(5)
    const page = await call('GET', `/users/${session.user.id}/posts?limit=20`)
    expect(page.json.meta).toMatchObject({ pagination: { total: HEAVY_POSTS, hasNext: true } })
    expect((await loginAs({ email: HEAVY_USER.email, password: HEAVY_USER.password })).user.id).toBe(session.user.id)
  })

  it('flaky-network: about three in ten calls answer 503, data and session kept', async () => {
    const before = db.count('posts')
    const outcome = await apply(preset('flaky-network'))
    expect(outcome).toMatchObject({ session: 'keep' })
    expect(outcome.counts).toBeUndefined()
    expect(getFaults()).toEqual([expect.objectContaining({ path: '/api/*', status: 503, rate: 0.3 })])
    let failed = 0
    for (let i = 0; i < 100; i++) if ((await call('GET', '/health')).status === 503) failed++
    expect(failed).toBeGreaterThan(10)
    expect(failed).toBeLessThan(55)
    expect(db.count('posts')).toBe(before)
  })

  it('slow-network: every call waits seconds', async () => {
    await apply(preset('slow-network'))
    expect(getFaults()).toEqual([expect.objectContaining({ path: '/api/*', latencyMs: 3_000 })])
    const started = performance.now()
    await call('GET', '/health')
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_900)
  })

  it('expired-session: signed in as demo with an access token already expired; one refresh gets a working one', async () => {
    const session = signedIn(await apply(preset('expired-session')))
    const first = await call('GET', '/users/profile', { token: session.token })
    expect(first.status).toBe(401)
    expect(first.json.code).toBe('AUTH_002')
    const refreshed = await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })
    expect(refreshed.status).toBe(200)
    expect((await call('GET', '/users/profile', { token: refreshed.json.data.accessToken as string })).status).toBe(200)
  })

  it('storage-almost-full: a comment sent as the app sends it (with its Idempotency-Key) costs about 1 KB', async () => {
    const { token } = await loginAs(DEMO)
    await apply(preset('storage-almost-full'))
    const post = db.filter('posts', (p) => p.authorId !== 1)[0]!
    const sent = await call('POST', `/comments?postId=${post.id}`, {
      token,
      body: { content: '存储快满了，还能评论吗' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(sent.status).toBe(201)
    expect(getStorageBudget()!.usedBytes).toBeGreaterThan(200)
    expect(getStorageBudget()!.usedBytes).toBeLessThan(1_500)
  })

  it('storage-almost-full: small writes fit until the headroom is used, then the store refuses with 507 and keeps nothing', async () => {
    const { token } = await loginAs(DEMO)
    await apply(preset('storage-almost-full'))
    expect(getStorageBudget()).toEqual({ headroomBytes: ALMOST_FULL_HEADROOM_BYTES, usedBytes: 0 })
    const posts = db.filter('posts', (p) => p.authorId !== 1).slice(0, 300)
    let liked = 0
    let refused: Awaited<ReturnType<typeof call>> | null = null
    for (const post of posts) {
      const answer = await call('POST', `/social/like/${post.id}`, { token })
      if (answer.status === 507) {
        refused = answer
        break
      }
      if (answer.status === 200) liked++
    }
    expect(liked).toBeGreaterThan(20)
    // What docs/qa-guide.md says a like costs.
    const perLike = ALMOST_FULL_HEADROOM_BYTES / liked
    expect(perLike).toBeGreaterThan(50)
    expect(perLike).toBeLessThan(200)
    expect(refused?.json).toMatchObject({
      success: false,
      code: 'STORAGE_001',
      message: '存储空间已满，这次更改没有保存（之前保存的数据不受影响）',
    })
    const likes = db.count('likes')
    expect((await call('POST', `/social/like/${posts.at(-1)!.id}`, { token })).status).toBe(507)
    expect(db.count('likes')).toBe(likes)
    // The next scenario lifts it.
    await apply(preset('demo'))
    expect(getStorageBudget()).toBeNull()
  })
})

describe('every scenario', () => {
  it('sets the token lifetime it names, or the default', async () => {
    setAccessTokenTtl(5_000)
    await apply({ ...preset('flaky-network'), accessTokenTtlMs: 60_000 })
    expect(getAccessTokenTtl()).toBe(60_000)
    await apply(preset('flaky-network'))
    expect(getAccessTokenTtl()).toBe(15 * 60_000)
    expect(ttlSet).toEqual([60_000, 15 * 60_000])
  })

  it('an invalid scenario is refused with a Chinese message and changes nothing', async () => {
    addFault({ id: 'kept', path: '/api/posts', status: 500 })
    const posts = db.count('posts')
    await expect(apply({ ...preset('demo'), id: 'Bad Id' })).rejects.toThrow(
      /场景无效：id: 场景编号只能包含小写字母、数字和连字符/,
    )
    await expect(
      apply({ ...preset('flaky-network'), faults: [{ path: '/api/*', status: 500, rate: 2 }] }),
    ).rejects.toThrow(TypeError)
    await expect(apply(undefined)).rejects.toThrow(/场景无效/)
    expect(getFaults().map((r) => r.id)).toEqual(['kept'])
    expect(db.count('posts')).toBe(posts)
  })

  it('a user who is not there is refused by name', async () => {
    await expect(
      apply({ id: 'ghost', name: '幽灵', data: { kind: 'keep' }, account: { kind: 'user', username: 'nobody' } }),
    ).rejects.toThrow('用户 nobody 不存在，无法登录')
  })
})

describe('saved scenarios', () => {
  function memoryShelf(): ScenarioShelf {
    const map = new Map<string, unknown>()
    return {
      get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
      set: async (key, value) => void map.set(key, structuredClone(value)),
      delete: async (key) => void map.delete(key),
    }
  }

  it('keeps the data, the signed-in account, the faults and the limits; applying it brings them all back', async () => {
    const shelf = savedScenarios(memoryShelf(), () => Date.parse('2026-03-04T05:06:07Z'))
    const { token } = await loginAs(DEMO)
    await call('POST', '/posts', {
      token,
      body: { title: '保存场景前写的帖子', content: '内容', category: 'food', tags: [], images: [] },
    })
    addFault({ method: 'POST', path: '/api/comments', status: 429 })
    setAccessTokenTtl(30_000)
    const saved = await shelf.save({ name: '  我的复现场景 ', description: '点赞后计数错误' }, token)
    expect(saved.scenario).toMatchObject({
      name: '我的复现场景',
      description: '点赞后计数错误',
      data: { kind: 'saved' },
      account: { kind: 'user', username: 'demo' },
      accessTokenTtlMs: 30_000,
    })
    expect(saved.scenario.id).toMatch(/^saved-/)
    expect(saved.savedAt).toBe('2026-03-04T05:06:07.000Z')
    expect(saved.counts.posts).toBe(321)
    expect(await shelf.list()).toEqual([saved])

    await apply(preset('demo'))
    expect(db.find('posts', (p) => p.title === '保存场景前写的帖子')).toBeUndefined()

    const session = signedIn(await apply(saved.scenario, { savedData: (id) => shelf.data(id) }))
    expect(session.user.username).toBe('demo')
    expect(db.find('posts', (p) => p.title === '保存场景前写的帖子')).toBeDefined()
    expect(getFaults()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/comments', status: 429 })])
    expect(getAccessTokenTtl()).toBe(30_000)

    await shelf.remove(saved.scenario.id)
    expect(await shelf.list()).toEqual([])
    expect(await shelf.data(saved.scenario.id)).toBeUndefined()
    await expect(apply(saved.scenario, { savedData: (id) => shelf.data(id) })).rejects.toThrow(
      '没有找到场景「我的复现场景」保存的数据',
    )
  })

  it('a name is required; signed out is kept as signed out', async () => {
    const shelf = savedScenarios(memoryShelf())
    await expect(shelf.save({ name: '   ' })).rejects.toThrow('请输入场景名称')
    expect((await shelf.save({ name: '未登录' })).scenario.account).toEqual({ kind: 'signed-out' })
  })
})
