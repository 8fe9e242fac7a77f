import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { activeDb } from '../active-db'
import { expireAccessTokens } from '../auth-config'
import type { MockDb } from '../db'
import { startTestBackend, stopTestBackend } from '../node'
import { contract } from '../fuzz/contract'
import { ROUTES } from '../route-table'
import { openSession } from '../services/sessions'
import { BASE, type Envelope } from '../test/api-client'
import { CONTRACT_SUITES, contractOperations, operationName } from '../test/contract-titles'
import { fakePng, imageFile } from '../test/image-bytes'
import { addMessages, addPosts, addUsers, type SeedUser } from '../test/social-seed'

// Issue 23, the authorisation matrix: every call that needs a session × { no token, an expired token, another
// user, the owner }. A refused cell answers the spec's status and changes nothing (the stored db compared before and
// after); where a resource has an owner (a post, a comment) another user is refused with 403; elsewhere any
// signed-in user acts for themselves, so "another user" succeeds like the owner. The spec gives admins no rights
// (R6.6), so there is no admin column.

let db: MockDb
let alice: SeedUser, bob: SeedUser, carol: SeedUser
let expiredToken: string
let postId: number, commentId: number
beforeEach(async () => {
  db = await startTestBackend()
  ;[alice, bob, carol] = await addUsers('alice', 'bob', 'carol')
  postId = (await addPosts(alice.id, 1))[0]!
  await addMessages([
    { from: carol.id, to: alice.id, content: '在吗', minute: 1 },
    { from: carol.id, to: bob.id, content: '在吗', minute: 2 },
  ])
  commentId = await activeDb().write(
    async (tx) =>
      (
        await tx.create('comments', {
          postId,
          authorId: alice.id,
          parentId: null,
          content: '我的评论',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        })
      ).id,
  )
  // A second session of the owner, expired: the owner's own token, only too old.
  expiredToken = (await activeDb().write((tx) => openSession(tx, alice.id))).accessToken
  await expireAccessTokens({ accessToken: expiredToken })
})
afterAll(() => stopTestBackend())

type Body = { json: () => unknown } | { form: () => Array<[string, string | File]> } | null
interface Cell {
  method: 'POST' | 'PUT' | 'DELETE'
  /** As in the route table (OpenAPI style). */
  route: string
  path: () => string
  body: Body
  /** The resource belongs to someone: another user is refused with 403. */
  owned?: boolean
}

const png = () => imageFile(fakePng(40, 30), 'a.png', 'image/png')
const MATRIX: Cell[] = [
  { method: 'POST', route: '/api/auth/logout', path: () => '/auth/logout', body: null },
  {
    method: 'PUT',
    route: '/api/users/profile',
    path: () => '/users/profile',
    body: { json: () => ({ displayName: '改个名字' }) },
  },
  {
    method: 'POST',
    route: '/api/posts',
    path: () => '/posts',
    body: { json: () => ({ title: '新帖子', content: '正文', category: 'travel', tags: [], images: [] }) },
  },
  {
    method: 'PUT',
    route: '/api/posts/{id}',
    path: () => `/posts/${postId}`,
    body: { json: () => ({ title: '改过的标题', content: '改过的正文', category: 'travel', tags: [], images: [] }) },
    owned: true,
  },
  { method: 'DELETE', route: '/api/posts/{id}', path: () => `/posts/${postId}`, body: null, owned: true },
  { method: 'POST', route: '/api/social/like/{postId}', path: () => `/social/like/${postId}`, body: null },
  { method: 'DELETE', route: '/api/social/like/{postId}', path: () => `/social/like/${postId}`, body: null },
  { method: 'POST', route: '/api/social/bookmark/{postId}', path: () => `/social/bookmark/${postId}`, body: null },
  { method: 'DELETE', route: '/api/social/bookmark/{postId}', path: () => `/social/bookmark/${postId}`, body: null },
  { method: 'POST', route: '/api/social/follow/{userId}', path: () => `/social/follow/${carol.id}`, body: null },
  { method: 'DELETE', route: '/api/social/follow/{userId}', path: () => `/social/follow/${carol.id}`, body: null },
  {
    method: 'POST',
    route: '/api/social/batch-like-status',
    path: () => '/social/batch-like-status',
    body: { json: () => ({ postIds: [postId] }) },
  },
  {
    method: 'POST',
    route: '/api/social/batch-bookmark-status',
    path: () => '/social/batch-bookmark-status',
    body: { json: () => ({ postIds: [postId] }) },
  },
  {
    method: 'POST',
    route: '/api/social/batch-follow-status',
    path: () => '/social/batch-follow-status',
    body: { json: () => ({ userIds: [carol.id] }) },
  },
  {
    method: 'POST',
    route: '/api/comments',
    path: () => `/comments?postId=${postId}`,
    body: { json: () => ({ content: '一条评论' }) },
  },
  { method: 'DELETE', route: '/api/comments/{id}', path: () => `/comments/${commentId}`, body: null, owned: true },
  { method: 'POST', route: '/api/comments/{id}/like', path: () => `/comments/${commentId}/like`, body: null },
  { method: 'DELETE', route: '/api/comments/{id}/like', path: () => `/comments/${commentId}/like`, body: null },
  {
    method: 'POST',
    route: '/api/messages/send',
    path: () => '/messages/send',
    body: { json: () => ({ receiverId: carol.id, content: '你好' }) },
  },
  {
    method: 'PUT',
    route: '/api/messages/conversations/{id}/mark-read',
    path: () => `/messages/conversations/${carol.id}/mark-read`,
    body: null,
  },
  { method: 'POST', route: '/api/upload', path: () => '/upload', body: { form: () => [['file', png()]] } },
  {
    method: 'POST',
    route: '/api/upload/avatar',
    path: () => '/upload/avatar',
    body: { form: () => [['avatar', png()]] },
  },
  {
    method: 'POST',
    route: '/api/upload/post-images',
    path: () => '/upload/post-images',
    body: { form: () => [['images', png()]] },
  },
]

async function send(cell: Cell, token: string | null) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  let body: BodyInit | undefined
  if (cell.body && 'json' in cell.body) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(cell.body.json())
  } else if (cell.body) {
    const form = new FormData()
    for (const [name, value] of cell.body.form()) form.append(name, value)
    body = form
  }
  const response = await fetch(`${BASE}${cell.path()}`, { method: cell.method, headers, body })
  return { status: response.status, json: (await response.json()) as Envelope }
}

/** Everything stored: every table and the id counters. */
const stored = async () => JSON.stringify([(await db.storage.loadSnapshot()).tables, await db.storage.readCounters()])

async function expectRefused(cell: Cell, token: string | null, status: number, code: string) {
  const before = await stored()
  const { status: got, json } = await send(cell, token)
  expect(got, `${cell.method} ${cell.route}`).toBe(status)
  expect(json).toMatchObject({ success: false, code })
  expect(await stored(), `${cell.method} ${cell.route} changed the db`).toBe(before)
}

describe('authorisation matrix', () => {
  it('covers every call that needs a session (100 % of the route table’s cells, and of the contract’s)', () => {
    const needSession = ROUTES.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.auth === 'required').map(
      (r) => `${r.method} ${r.path}`,
    )
    expect(MATRIX.map((c) => `${c.method} ${c.route}`).sort()).toEqual(needSession.sort())
    expect(MATRIX.map((c) => `${c.method} ${c.route}`).sort()).toEqual(
      contractOperations(contract().doc).filter(CONTRACT_SUITES.authorization.covers).map(operationName).sort(),
    )
  })

  for (const cell of MATRIX) {
    it(CONTRACT_SUITES.authorization.title({ method: cell.method, path: cell.route }), async () => {
      await expectRefused(cell, null, 401, 'AUTH_001')
      await expectRefused(cell, expiredToken, 401, 'AUTH_002')
      if (cell.owned) await expectRefused(cell, bob.token, 403, 'FORBIDDEN_001')
      else expect((await send(cell, bob.token)).status, `another user: ${cell.method} ${cell.route}`).toBeLessThan(300)
      const owner = await send(cell, alice.token)
      expect(owner.status, `owner: ${cell.method} ${cell.route} ${JSON.stringify(owner.json)}`).toBeLessThan(300)
      expect(owner.json.success).toBe(true)
    })
  }
})
