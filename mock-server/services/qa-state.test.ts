import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { QaState } from '@/schemas/qa-state.schema'
import { getAccessTokenTtl, setAccessTokenTtl } from '../auth-config'
import { DataImportError } from '../data-transfer'
import type { MockDb } from '../db'
import { addFault, clearFaults, getFaults, resetDataToSeed, startTestBackend, stopTestBackend } from '../node'
import { getStorageBudget, setStorageBudget } from '../storage/storage-budget'
import { call, DEMO, loginAs } from '../test/api-client'
import { exportQaState, importQaState } from './qa-state'

// A bug report's mock side: the state out of one browser and into another (here: the same db, emptied between).

let db: MockDb
const host = { setAccessTokenTtl }
beforeEach(async () => {
  db = await startTestBackend()
})
afterAll(() => stopTestBackend())

async function testerState() {
  const { token, refreshToken, user } = await loginAs(DEMO)
  const post = db.filter('posts', (p) => p.authorId !== user.id)[0]!
  await call('POST', `/social/like/${post.id}`, { token })
  await call('POST', `/comments?postId=${post.id}`, { token, body: { content: '报告里的评论' } })
  addFault({ method: 'GET', path: '/api/posts/:id', status: 500 })
  setAccessTokenTtl(45_000)
  setStorageBudget({ headroomBytes: 10_000 })
  return { token, refreshToken, user, postId: post.id }
}

describe('the state of a bug report', () => {
  it('carries the data, the session holding the page token (tokens included), faults, token lifetime and storage left', async () => {
    const { refreshToken, user, postId } = await testerState()
    const state = await exportQaState(refreshToken)
    expect(state.session).toMatchObject({ userId: user.id, refreshToken })
    expect(state.data.format).toBe('lemon-mock-db')
    expect(state.faults).toEqual([expect.objectContaining({ path: '/api/posts/:id', status: 500 })])
    expect(state.accessTokenTtlMs).toBe(45_000)
    expect(state.storage?.headroomBytes).toBe(10_000)
    expect(JSON.stringify(state.data)).toContain('报告里的评论')
    expect(
      (state.data.tables.likes as { userId: number; postId: number }[]).some(
        (l) => l.userId === user.id && l.postId === postId,
      ),
    ).toBe(true)
    // No session for a token the mock never issued.
    expect((await exportQaState('nope')).session).toBeNull()
  })

  it('imported elsewhere: the same data, the same session (its tokens work as they are), the same faults and limits', async () => {
    const { token, refreshToken, user, postId } = await testerState()
    const state = structuredClone(await exportQaState(refreshToken))
    // "Another browser": the seed, no faults, default settings, nobody signed in.
    await resetDataToSeed()
    clearFaults()
    setAccessTokenTtl(15 * 60_000)
    setStorageBudget(null)
    expect((await call('GET', '/users/profile', { token })).status).toBe(401)

    await importQaState(state, host)
    const profile = await call('GET', '/users/profile', { token })
    expect(profile.status).toBe(200)
    expect(profile.json.data.user.id).toBe(user.id)
    const comments = await call('GET', `/comments/post/${postId}?limit=50`)
    expect(JSON.stringify(comments.json.data)).toContain('报告里的评论')
    expect(getFaults()).toEqual(state.faults)
    expect(getAccessTokenTtl()).toBe(45_000)
    expect(getStorageBudget()).toEqual({
      headroomBytes: state.storage!.headroomBytes - state.storage!.usedBytes,
      usedBytes: 0,
    })
    // The refresh token rotates as it would have in the first browser.
    expect((await call('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(200)
    // Imported twice: still one session with those tokens.
    await importQaState(state, host)
    expect(db.count('sessions', (s) => s.refreshToken === refreshToken)).toBe(1)
  })

  it('a bad state is refused before anything changes', async () => {
    const { refreshToken } = await testerState()
    const good = await exportQaState(refreshToken)
    clearFaults()
    const posts = db.count('posts')
    const bad: unknown[] = [
      { ...good, data: { ...good.data, format: 'other' } },
      { ...good, faults: [{ path: 'no-slash' }] },
      { ...good, session: { ...good.session!, userId: 99_999 } },
      { ...good, data: { ...good.data, tables: { ...good.data.tables, posts: [{ id: 'x' }] } } },
      null,
    ]
    for (const state of bad) await expect(importQaState(state as QaState, host)).rejects.toBeInstanceOf(DataImportError)
    expect(getFaults()).toEqual([])
    expect(db.count('posts')).toBe(posts)
  })
})
