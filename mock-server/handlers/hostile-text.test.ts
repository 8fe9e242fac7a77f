import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { charCount } from '@/schemas/text-length'
import { HOSTILE_TEXTS, TYPABLE_TEXTS } from '@/test/hostile-text'
import type { MockDb } from '../db'
import { startTestBackend, stopTestBackend } from '../node'
import { resetCommentRateLimit, setCommentRateLimit } from '../services/comment-rate-limit'
import { call, fieldErrors, validRegistration, type Envelope } from '../test/api-client'
import { addPosts, addUsers, type SeedUser } from '../test/social-seed'

// Issue 23, item 4 at the contract layer: every text of the hostile corpus (src/test/hostile-text.ts) in every
// user-text field the API takes. Each is either kept exactly as the field's rule says (trimmed where the spec trims)
// and read back the way the screens read it, or refused with 400 VALIDATION_001 naming the field, creating or changing
// nothing. Every answer is also checked against docs/openapi.json (api-client.ts). The rule of each field is written
// out here from the spec (§5, §9) and the contract, not taken from the server's schemas.

let db: MockDb
let alice: SeedUser, bob: SeedUser
let postId: number, parentId: number
beforeAll(async () => {
  db = await startTestBackend()
  ;[alice, bob] = await addUsers('alice', 'bob')
  postId = (await addPosts(bob.id, 1))[0]!
  parentId = (await call('POST', `/comments?postId=${postId}`, { token: bob.token, body: { content: '楼主的评论' } }))
    .json.data.id
  setCommentRateLimit({ limit: 1_000_000, windowMs: 60_000 })
})
afterAll(() => {
  resetCommentRateLimit()
  stopTestBackend()
})

const REFUSED = Symbol('refused')
type Expected = { kept: unknown } | typeof REFUSED
const keep = (kept: unknown): Expected => ({ kept })

/** Trimmed, then `min`..`max` long (R5.13, R5.14, R5.9, R5.26, R5.2, R5.18: lengths in characters (code points), as the server and the contract count). */
const trimmedWithin =
  (min: number, max: number) =>
  (s: string): Expected => {
    const t = s.trim()
    return charCount(t) >= min && charCount(t) <= max ? keep(t) : REFUSED
  }

/** R5.16 and the contract's tags rule: split on whitespace, a leading # dropped, duplicates once; ≤ 10 tags of ≤ 20. */
function tagsOf(s: string): Expected {
  const tags = [
    ...new Set(
      s
        .split(/\s+/)
        .map((t) => t.replace(/^#+/, ''))
        .filter(Boolean),
    ),
  ]
  return tags.length <= 10 && tags.every((t) => charCount(t) <= 20) ? keep(tags) : REFUSED
}

let n = 0
const unique = () => `${Date.now().toString(36)}${++n}`

interface Field {
  name: string
  /** How details.errors names it. */
  errorField: string
  expected: (text: string) => Expected
  /** Sends `text` in this field, every other field valid. */
  send: (text: string) => Promise<{ status: number; json: Envelope }>
  /** What was kept, read back through the API as screens read it (each view that shows it). */
  readBack: (created: Envelope) => Promise<unknown[]>
  /** What a refusal must leave as it was. */
  state: () => unknown
}

const profile = (body: Record<string, unknown>) =>
  call('PUT', '/users/profile', { token: alice.token, body: { displayName: '爱丽丝', ...body } })
const ownUser = async () => (await call('GET', '/users/profile', { token: alice.token })).json.data.user
const post = (body: Record<string, unknown>) =>
  call('POST', '/posts', {
    token: alice.token,
    body: { title: '标题', content: '正文', category: 'travel', tags: [], images: [], ...body },
  })
const readPost = async (created: Envelope) => (await call('GET', `/posts/${created.data.id}`)).json.data
const readComment = async (created: Envelope) => [
  ((await call('GET', `/comments/post/${postId}?limit=100`)).json.data as Array<{ id: number; content: string }>).find(
    (c) => c.id === created.data.id,
  )?.content,
]
const userRow = () => JSON.stringify(db.get('users', alice.id))

const FIELDS: Field[] = [
  {
    name: 'register: username',
    errorField: 'username',
    // R5.1: 3 to 20 letters, digits and underscores.
    expected: (s) => (/^\w{3,20}$/.test(s.trim()) ? keep(s.trim()) : REFUSED),
    send: (s) =>
      call('POST', '/auth/register', { body: validRegistration({ username: s, email: `h${unique()}@example.com` }) }),
    readBack: async (created) => [
      created.data.user.username,
      (await call('GET', `/users/${created.data.user.id}`)).json.data.user.username,
    ],
    state: () => db.count('users'),
  },
  {
    name: 'register: display name',
    errorField: 'displayName',
    expected: trimmedWithin(1, 50),
    send: (s) =>
      call('POST', '/auth/register', {
        body: validRegistration({ username: `h_${unique()}`, email: `h${unique()}@example.com`, displayName: s }),
      }),
    readBack: async (created) => [
      created.data.user.displayName,
      (await call('GET', `/users/${created.data.user.id}`)).json.data.user.display_name,
    ],
    state: () => db.count('users'),
  },
  {
    name: 'profile: display name',
    errorField: 'displayName',
    expected: trimmedWithin(1, 50),
    send: (s) => profile({ displayName: s }),
    readBack: async () => [
      (await ownUser()).displayName,
      (await call('GET', `/users/${alice.id}`)).json.data.user.display_name,
    ],
    state: userRow,
  },
  {
    name: 'profile: bio',
    errorField: 'bio',
    // R5.19: at most 200 as typed; R3.1: kept trimmed.
    expected: (s) => (charCount(s) <= 200 ? keep(s.trim()) : REFUSED),
    send: (s) => profile({ bio: s }),
    readBack: async () => [(await ownUser()).bio, (await call('GET', `/users/${alice.id}`)).json.data.user.bio],
    state: userRow,
  },
  {
    name: 'profile: location',
    errorField: 'location',
    // R5.19: at most 100; empty is "not set" (null).
    expected: (s) => (charCount(s) <= 100 ? keep(s.trim() || null) : REFUSED),
    send: (s) => profile({ location: s }),
    readBack: async () => [(await ownUser()).location],
    state: userRow,
  },
  {
    name: 'profile: website',
    errorField: 'website',
    // R5.19: a url (any scheme the URL parser reads: a javascript: one is kept, and shown as text), at most 200.
    expected: (s) =>
      s === '' ? keep(null) : charCount(s) <= 200 && URL.canParse(s) ? keep(s.trim() || null) : REFUSED,
    send: (s) => profile({ website: s }),
    readBack: async () => [(await ownUser()).website],
    state: userRow,
  },
  {
    name: 'post: title',
    errorField: 'title',
    expected: trimmedWithin(1, 30),
    send: (s) => post({ title: s }),
    readBack: async (created) => [created.data.title, (await readPost(created)).title],
    state: () => db.count('posts'),
  },
  {
    name: 'post: content',
    errorField: 'content',
    expected: trimmedWithin(1, 1000),
    send: (s) => post({ content: s }),
    readBack: async (created) => [created.data.content, (await readPost(created)).content],
    state: () => db.count('posts'),
  },
  {
    name: 'post: tags',
    errorField: 'tags',
    expected: tagsOf,
    send: (s) => post({ tags: [s] }),
    readBack: async (created) => [created.data.tags, (await readPost(created)).tags],
    state: () => db.count('posts'),
  },
  {
    name: 'post: location',
    errorField: 'location',
    expected: (s) => (charCount(s.trim()) <= 100 ? keep(s.trim() || null) : REFUSED),
    send: (s) => post({ location: s }),
    readBack: async (created) => [created.data.location, (await readPost(created)).location],
    state: () => db.count('posts'),
  },
  {
    name: 'comment',
    errorField: 'content',
    expected: trimmedWithin(1, 1000),
    send: (s) => call('POST', `/comments?postId=${postId}`, { token: alice.token, body: { content: s } }),
    readBack: readComment,
    state: () => db.count('comments'),
  },
  {
    name: 'reply',
    errorField: 'content',
    expected: trimmedWithin(1, 1000),
    send: (s) => call('POST', `/comments?postId=${postId}`, { token: alice.token, body: { content: s, parentId } }),
    readBack: readComment,
    state: () => db.count('comments'),
  },
  {
    name: 'message',
    errorField: 'content',
    expected: trimmedWithin(1, 1000),
    send: (s) => call('POST', '/messages/send', { token: alice.token, body: { receiverId: bob.id, content: s } }),
    readBack: async (created) => {
      const thread = (await call('GET', `/messages/conversations/${alice.id}?limit=100`, { token: bob.token })).json
        .data as Array<{ id: number; content: string }>
      return [created.data.content, thread.find((m) => m.id === created.data.id)?.content]
    },
    state: () => db.count('messages'),
  },
]

describe('R5.29 hostile text in every user-text field: kept exactly as its rule says, or refused with VALIDATION_001 naming the field', () => {
  it(`the corpus: ${HOSTILE_TEXTS.length} texts × ${FIELDS.length} fields, plus search`, () => {
    expect(HOSTILE_TEXTS.length).toBeGreaterThanOrEqual(25)
    expect(new Set(HOSTILE_TEXTS.map((h) => h.name)).size).toBe(HOSTILE_TEXTS.length)
  })

  it.each(FIELDS.map((f) => [f.name, f] as const))(
    '%s: each text kept exactly, or refused changing nothing',
    async (_name, field) => {
      for (const { name, text } of HOSTILE_TEXTS) {
        const expected = field.expected(text)
        const before = field.state()
        const answer = await field.send(text)
        if (expected === REFUSED) {
          expect(answer.status, `${field.name} × ${name}: ${answer.json.message}`).toBe(400)
          expect(answer.json.code).toBe('VALIDATION_001')
          expect(Object.keys(fieldErrors(answer.json)), `${field.name} × ${name}`).toContain(field.errorField)
          expect(field.state(), `${field.name} × ${name} changed the db`).toEqual(before)
        } else {
          expect(answer.status, `${field.name} × ${name}: ${answer.json.message}`).toBeLessThan(300)
          const read = await field.readBack(answer.json)
          expect(read, `${field.name} × ${name}`).toEqual(read.map(() => expected.kept))
        }
      }
    },
    120_000,
  )

  it('R7.12 search: each text that fits a URL finds the post that holds it, or is refused past 100 characters', async () => {
    for (const { name, text } of TYPABLE_TEXTS) {
      const needle = text.trim()
      if (charCount(needle) > 100) {
        const refused = await call('GET', `/posts?search=${encodeURIComponent(text)}`)
        expect([refused.status, refused.json.code], name).toEqual([400, 'VALIDATION_001'])
        expect(Object.keys(fieldErrors(refused.json)), name).toContain('search')
        continue
      }
      const content = needle || '空白搜索'
      const created = await post({ title: '搜索测试', content })
      expect(created.status, name).toBe(201)
      const found = await call('GET', `/posts?search=${encodeURIComponent(text)}&limit=100`)
      expect(found.status, name).toBe(200)
      // A blank search is no search: the newest posts, this one first.
      expect(
        (found.json.data as Array<{ id: number }>).map((p) => p.id),
        name,
      ).toContain(created.json.data.id)
      type Found = { title: string; content: string; tags: string[]; author: { username: string; displayName: string } }
      if (needle)
        for (const p of found.json.data as Found[]) {
          const searched = [p.title, p.content, ...p.tags, p.author.username, p.author.displayName]
            .join('\n')
            .toLowerCase()
          expect(searched, `${name}: a result without the text`).toContain(needle.toLowerCase())
        }
    }
  }, 60_000)
})
