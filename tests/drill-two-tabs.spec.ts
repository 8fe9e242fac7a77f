// Named drill-… so that the suite's longest journey starts early: the journeys are handed out in file order, and one
// started last kept one worker busy alone for half a minute at the end of every run.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { backendUp } from './helpers'

// Issue 23, drill, in a real browser: two tabs of one browser, each signed in as its own user, interleave 100 writes
// each (likes, bookmarks, comments, follows, messages) through the service worker's one store (ADR 008). Nothing is
// lost and every count the API shows equals the records behind it. (mock-server/drills/two-tabs-writes.test.ts runs
// the same drill on two database instances sharing one IndexedDB, which is what two starts of the worker do.)

const WRITES_PER_TAB = 100
/** The server takes 5 comments a minute from a user: the first 5 comment turns comment, the others bookmark. */
const COMMENTS_PER_TAB = 5

interface Targets {
  posts: number[]
  users: number[]
}

interface Counts {
  posts: Array<{ likes: number; bookmarks: number; comments: number }>
  followers: number[]
}

/** A user of its own for `page`'s writes (registered through the API the app uses). */
function register(page: Page, name: string): Promise<{ token: string; id: number }> {
  return page.evaluate(async (username) => {
    const res = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        username,
        displayName: username,
        email: `${username}@example.com`,
        password: 'lemon1234',
      }),
    })
    const body = (await res.json()) as { data: { token: string; user: { id: number } } }
    return { token: body.data.token, id: body.data.user.id }
  }, name)
}

function counts(page: Page, targets: Targets): Promise<Counts> {
  return page.evaluate(async ({ posts, users }) => {
    const read = async (path: string) => ((await (await fetch(path)).json()) as { data: Record<string, unknown> }).data
    return {
      posts: await Promise.all(
        posts.map(async (id) => {
          const p = (await read(`/api/posts/${id}`)) as {
            likesCount: number
            bookmarksCount: number
            commentsCount: number
          }
          return { likes: p.likesCount, bookmarks: p.bookmarksCount, comments: p.commentsCount }
        }),
      ),
      followers: await Promise.all(
        users.map(
          async (id) =>
            ((await read(`/api/users/${id}`)) as { stats: { followersCount: number } }).stats.followersCount,
        ),
      ),
    }
  }, targets)
}

/** `page`'s 100 writes, one after another; returns each answer's status. Write i: like, follow, message, comment or bookmark. */
function writes(page: Page, token: string, targets: Targets): Promise<number[]> {
  return page.evaluate(
    async ({ token, posts, users, total, comments }) => {
      const statuses: number[] = []
      const send = async (method: string, path: string, body?: unknown) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
        if (body !== undefined) headers['Content-Type'] = 'application/json'
        if (method === 'POST' && body !== undefined) headers['Idempotency-Key'] = crypto.randomUUID()
        const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
        statuses.push(res.status)
      }
      for (let i = 0; i < total; i++) {
        const turn = Math.floor(i / 4)
        const post = posts[turn % posts.length]!
        const user = users[turn % users.length]!
        if (i % 4 === 0) await send('POST', `/api/social/like/${post}`)
        else if (i % 4 === 1) await send('POST', `/api/social/follow/${user}`)
        else if (i % 4 === 2) await send('POST', '/api/messages/send', { receiverId: user, content: `第${i}条消息` })
        else if (turn < comments) await send('POST', `/api/comments?postId=${post}`, { content: `第${i}条评论` })
        else await send('POST', `/api/social/bookmark/${post}`)
      }
      return statuses
    },
    { token, ...targets, total: WRITES_PER_TAB, comments: COMMENTS_PER_TAB },
  )
}

/** How many messages `token`'s user has sent, across all their conversations. */
function sentMessages(page: Page, token: string, me: number): Promise<number> {
  return page.evaluate(
    async ({ token, me }) => {
      const get = async (path: string) =>
        ((await (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: unknown })
          .data
      const conversations = (await get('/api/messages/conversations?limit=50')) as Array<{ contact_user_id: number }>
      let sent = 0
      for (const c of conversations) {
        const messages = (await get(`/api/messages/conversations/${c.contact_user_id}?limit=50`)) as Array<{
          sender_id: number
        }>
        sent += messages.filter((m) => m.sender_id === me).length
      }
      return sent
    },
    { token, me },
  )
}

test('drill: two tabs, two users, 100 writes each interleaved through the one store: every write answered and kept, every count equal to its records', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000)
  const other = await context.newPage()
  for (const tab of [page, other]) {
    await tab.goto('/')
    await backendUp(tab)
  }
  const stamp = Date.now().toString(36)
  const [a, b] = [await register(page, `tabA_${stamp}`), await register(other, `tabB_${stamp}`)]
  // 25 posts and up to 25 of their authors, none of them either tab's user.
  const targets = await page.evaluate(async () => {
    const list = (
      (await (await fetch('/api/posts?limit=50')).json()) as { data: Array<{ id: number; author: { id: number } }> }
    ).data
    return { posts: list.slice(0, 25).map((p) => p.id), users: [...new Set(list.map((p) => p.author.id))].slice(0, 25) }
  })
  expect(targets.posts).toHaveLength(25)
  const before = await counts(page, targets)

  const [statusesA, statusesB] = await Promise.all([writes(page, a.token, targets), writes(other, b.token, targets)])
  expect(
    statusesA.filter((s) => s >= 300),
    'tab A: refused writes',
  ).toEqual([])
  expect(
    statusesB.filter((s) => s >= 300),
    'tab B: refused writes',
  ).toEqual([])
  expect(statusesA.length + statusesB.length).toBe(2 * WRITES_PER_TAB)

  // Each post was liked by both users; the first 5 commented on by both, the next 20 bookmarked by both; each author
  // followed by both. Read from the other tab: one store.
  const after = await counts(other, targets)
  targets.posts.forEach((_, i) => {
    const [was, is] = [before.posts[i]!, after.posts[i]!]
    expect(is.likes - was.likes, `post ${targets.posts[i]} likes`).toBe(2)
    expect(is.comments - was.comments, `post ${targets.posts[i]} comments`).toBe(i < COMMENTS_PER_TAB ? 2 : 0)
    expect(is.bookmarks - was.bookmarks, `post ${targets.posts[i]} bookmarks`).toBe(i < COMMENTS_PER_TAB ? 0 : 2)
  })
  targets.users.forEach((id, i) => expect(after.followers[i]! - before.followers[i]!, `user ${id} followers`).toBe(2))
  // 25 message turns each: all of them there, in whichever tab asks.
  expect(await sentMessages(other, a.token, a.id)).toBe(25)
  expect(await sentMessages(page, b.token, b.id)).toBe(25)

  // And after a reload of both tabs (the store read back from IndexedDB).
  for (const tab of [page, other]) {
    await tab.reload()
    await backendUp(tab)
  }
  expect(await counts(page, targets)).toEqual(after)
})
