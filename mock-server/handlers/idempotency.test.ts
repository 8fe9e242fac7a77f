import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { MockDb } from '../db'
import { startTestBackend, stopTestBackend } from '../node'
import type { CollectionName } from '../records'
import { findAnswer, IDEMPOTENCY_TTL_MS, rememberAnswer } from '../services/idempotency'
import { contract } from '../fuzz/contract'
import { BASE, call, validRegistration, type Envelope } from '../test/api-client'
import { CONTRACT_SUITES, contractOperations, operationName } from '../test/contract-titles'
import { fakePng, imageFile } from '../test/image-bytes'
import { addPosts, addUsers, type SeedUser } from '../test/social-seed'

// Issue 23, "a request counts once": the first attempt's answer is lost, the retry (same Idempotency-Key) lands,
// and one record exists. Every creating call: register, post, comment, message and the three uploads.

let db: MockDb
let alice: SeedUser, bob: SeedUser
let postId: number
beforeEach(async () => {
  db = await startTestBackend()
  ;[alice, bob] = await addUsers('alice', 'bob')
  postId = (await addPosts(bob.id, 1))[0]!
})
afterAll(() => stopTestBackend())

const png = () => imageFile(fakePng(40, 30), 'a.png', 'image/png')

interface Creating {
  name: string
  /** The operation, as docs/openapi.json names it. */
  method: 'POST'
  path: string
  collection: CollectionName
  send: (
    key: string | null,
    token: string,
    variant?: string,
  ) => Promise<{ status: number; json: Envelope; replayed: string | null }>
}

async function sendJson(path: string, body: unknown, key: string | null, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  if (key !== null) headers['Idempotency-Key'] = key
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return {
    status: response.status,
    json: (await response.json()) as Envelope,
    replayed: response.headers.get('idempotent-replayed'),
  }
}

async function sendForm(path: string, fields: Array<[string, string | File]>, key: string | null, token: string) {
  // A new FormData per attempt, as a retry sends it: its multipart boundary differs from the first attempt's.
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (key !== null) headers['Idempotency-Key'] = key
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: form })
  return {
    status: response.status,
    json: (await response.json()) as Envelope,
    replayed: response.headers.get('idempotent-replayed'),
  }
}

const CREATING: Creating[] = [
  {
    name: 'register',
    method: 'POST',
    path: '/api/auth/register',
    collection: 'users',
    send: (key, _t, x = '') =>
      sendJson('/auth/register', validRegistration({ username: `idem_user${x}`, email: `idem${x}@example.com` }), key),
  },
  {
    name: 'post',
    method: 'POST',
    path: '/api/posts',
    collection: 'posts',
    send: (key, token, x = '') =>
      sendJson(
        '/posts',
        { title: `重复发布测试${x}`, content: '只应出现一次', category: 'travel', tags: [], images: [] },
        key,
        token,
      ),
  },
  {
    name: 'comment',
    method: 'POST',
    path: '/api/comments',
    collection: 'comments',
    send: (key, token, x = '') => sendJson(`/comments?postId=${postId}`, { content: `说一次就够了${x}` }, key, token),
  },
  {
    name: 'message',
    method: 'POST',
    path: '/api/messages/send',
    collection: 'messages',
    send: (key, token, x = '') =>
      sendJson('/messages/send', { receiverId: bob.id, content: `只发一次${x}` }, key, token),
  },
  {
    name: 'upload',
    method: 'POST',
    path: '/api/upload',
    collection: 'uploads',
    send: (key, token, x = '') =>
      sendForm(
        '/upload',
        [
          ['file', png()],
          ['type', `post${x}`],
        ],
        key,
        token,
      ),
  },
  {
    name: 'avatar upload',
    method: 'POST',
    path: '/api/upload/avatar',
    collection: 'uploads',
    send: (key, token, x = '') =>
      sendForm('/upload/avatar', [['avatar', imageFile(fakePng(40, 30 + x.length), 'a.png', 'image/png')]], key, token),
  },
  {
    name: 'post images upload',
    method: 'POST',
    path: '/api/upload/post-images',
    collection: 'uploads',
    send: (key, token, x = '') =>
      sendForm(
        '/upload/post-images',
        [
          ['images', png()],
          ['images', imageFile(fakePng(50, 40 + x.length), 'b.png', 'image/png')],
        ],
        key,
        token,
      ),
  },
]

describe('Idempotency-Key: a creating request counts once', () => {
  it('drills every creating call of the contract (each takes an Idempotency-Key)', () => {
    expect(CREATING.map(operationName).sort()).toEqual(
      contractOperations(contract().doc).filter(CONTRACT_SUITES.idempotentRetry.covers).map(operationName).sort(),
    )
  })

  for (const endpoint of CREATING) {
    it(CONTRACT_SUITES.idempotentRetry.title(endpoint), async () => {
      const before = db.count(endpoint.collection)
      const first = await endpoint.send('key-1', alice.token)
      expect(first.status, JSON.stringify(first.json)).toBe(201)
      expect(first.replayed).toBeNull()
      const retry = await endpoint.send('key-1', alice.token)
      expect(retry.status).toBe(201)
      expect(retry.replayed).toBe('true')
      expect(retry.json).toEqual(first.json)
      expect(db.count(endpoint.collection)).toBe(before + (endpoint.name === 'post images upload' ? 2 : 1))
    })

    it(CONTRACT_SUITES.idempotentReuse.title(endpoint), async () => {
      await endpoint.send('key-2', alice.token)
      const before = db.count(endpoint.collection)
      const other = await endpoint.send('key-2', alice.token, 'x')
      expect(other.status).toBe(422)
      expect(other.json).toMatchObject({
        success: false,
        code: 'IDEMPOTENCY_001',
        message: '请求标识已用于另一个请求，请刷新后重试',
      })
      expect(db.count(endpoint.collection)).toBe(before)
    })
  }

  it('without a key every send creates (the header is optional)', async () => {
    const before = db.count('comments')
    await CREATING[2]!.send(null, alice.token)
    await CREATING[2]!.send(null, alice.token)
    expect(db.count('comments')).toBe(before + 2)
  })

  it('keys belong to their user: another user sending the same key creates their own record', async () => {
    const before = db.count('comments')
    const mine = await CREATING[2]!.send('shared-key', alice.token)
    const theirs = await CREATING[2]!.send('shared-key', bob.token)
    expect(theirs.replayed).toBeNull()
    expect(theirs.json.data.id).not.toBe(mine.json.data.id)
    expect(db.count('comments')).toBe(before + 2)
  })

  it('two sends at once with one key create one record', async () => {
    const before = db.count('messages')
    const [a, b] = await Promise.all([
      CREATING[3]!.send('same-moment', alice.token),
      CREATING[3]!.send('same-moment', alice.token),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.json.data.id).toBe(b.json.data.id)
    expect(db.count('messages')).toBe(before + 1)
  })

  it('a failed answer is not kept: after a 400 the same key with a corrected body creates', async () => {
    const bad = await sendJson(`/comments?postId=${postId}`, { content: '   ' }, 'fix-me', alice.token)
    expect(bad.status).toBe(400)
    const fixed = await sendJson(`/comments?postId=${postId}`, { content: '改好了' }, 'fix-me', alice.token)
    expect(fixed.status).toBe(201)
    expect(fixed.replayed).toBeNull()
  })

  it('a key is kept 24 hours, then forgotten (and pruned when a new key is kept)', async () => {
    await CREATING[2]!.send('day-old', alice.token)
    const scope = `user:${alice.id}`
    const kept = findAnswer(db, scope, 'day-old')!
    expect(findAnswer(db, scope, 'day-old', kept.createdAt + IDEMPOTENCY_TTL_MS - 1)).toBeDefined()
    expect(findAnswer(db, scope, 'day-old', kept.createdAt + IDEMPOTENCY_TTL_MS)).toBeUndefined()
    await rememberAnswer(db, {
      scope,
      key: 'next-day',
      fingerprint: 'f',
      status: 201,
      body: '{}',
      createdAt: kept.createdAt + IDEMPOTENCY_TTL_MS,
    })
    expect(db.count('idempotencyKeys')).toBe(1)
  })

  it('a malformed key is refused with 400 VALIDATION_001 before anything is created', async () => {
    const before = db.count('comments')
    for (const key of ['', 'has space', 'x'.repeat(256), 'tab\there']) {
      const { status, json } = await CREATING[2]!.send(key, alice.token)
      expect(status, JSON.stringify(key)).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
    }
    expect(db.count('comments')).toBe(before)
  })

  it('a form body that does not parse (multipart without a boundary) with a key is refused as bad input (400), not a 500', async () => {
    const before = db.count('uploads')
    for (const path of ['/upload/post-images', '/upload/avatar', '/posts']) {
      const response = await fetch(`${BASE}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${alice.token}`,
          'Content-Type': 'multipart/form-data',
          'Idempotency-Key': 'no-boundary',
        },
        body: 'xx',
      })
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as Envelope).code).toBe('VALIDATION_001')
    }
    expect(db.count('uploads')).toBe(before)
  })

  it('no token is still a 401 whatever the key', async () => {
    const { status } = await call('POST', `/comments?postId=${postId}`, {
      body: { content: '你好' },
      headers: { 'Idempotency-Key': 'k' },
    })
    expect(status).toBe(401)
  })
})
