import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDb, type MockDb } from '../db'
import type { PostRecord } from '../records'
import type { Seed } from '../seed'
import { resetCommentRateLimit, setCommentRateLimit } from '../services/comment-rate-limit'
import { createComment } from '../services/comment-write'
import { setFollow } from '../services/follow-service'
import { unreadCount } from '../services/message-conversations'
import { sendMessage } from '../services/message-send'
import { getReadIndex } from '../services/read-index'
import { setLike } from '../services/social-marks'
import { userStats } from '../services/user-stats'
import { createIndexedDbStorage } from '../storage/indexeddb-storage'
import { tinyUser, uniqueDbName } from '../test/tiny-seed'

// Issue 23, drill: two tabs interleave 100 writes each. A "tab" is a MockDb with its own IndexedDB connection and its
// own in-memory cache, as each browser tab (or each start of the service worker) has; both write to one database.
// Each write is what a handler does: catch up with the other tab's writes, then call the service that the endpoint
// calls. Two users, one per tab, like, comment on, follow and message the same 25 targets, so every count is shared.

const TARGETS = 25
const WRITES_PER_TAB = 100
const at = '2026-03-01T08:00:00.000Z'
const post = (id: number): PostRecord => ({
  id,
  authorId: 3,
  title: `帖子${id}`,
  content: '正文',
  category: 'food',
  tags: [],
  images: [],
  location: null,
  viewCount: 0,
  likesBase: 0,
  bookmarksBase: 0,
  createdAt: at,
  updatedAt: at,
})
const users = Array.from({ length: TARGETS + 2 }, (_, i) => tinyUser(i + 1))
const seed = (): Seed => ({
  version: 'two-tabs-1',
  tables: { users, posts: Array.from({ length: TARGETS }, (_, i) => post(i + 1)) },
})
/** Users 3..27 are the targets of follows and messages; posts 1..25 of likes and comments. */
const target = (i: number) => ({ postId: 1 + (i % TARGETS), userId: 3 + (i % TARGETS) })

type Write = (db: MockDb, me: number, i: number) => Promise<unknown>
const KINDS: Record<'like' | 'comment' | 'follow' | 'message', Write> = {
  like: (db, me, i) => setLike(db, me, String(target(i).postId), true),
  comment: (db, me, i) =>
    createComment(db, me, target(i).postId, { content: `用户${me}的第${i}条评论`, parentId: null }),
  follow: (db, me, i) => setFollow(db, me, String(target(i).userId), true),
  message: (db, me, i) => sendMessage(db, me, { receiverId: target(i).userId, content: `用户${me}的第${i}条消息` }),
}
const ORDER = Object.keys(KINDS) as (keyof typeof KINDS)[]

const opened: MockDb[] = []
const tab = async (name: string) => {
  const db = await openDb({ storage: createIndexedDbStorage(name), seed: seed(), name })
  opened.push(db)
  return db
}
beforeAll(() => setCommentRateLimit({ limit: 1_000_000, windowMs: 60_000 }))
afterAll(() => resetCommentRateLimit())
afterEach(() => opened.splice(0).forEach((db) => db.close()))

/** One tab's 100 writes, in order; each first catches up with the other tab, as every request does. */
async function run(db: MockDb, me: number): Promise<void> {
  for (let n = 0; n < WRITES_PER_TAB; n++) {
    const kind = ORDER[n % ORDER.length]!
    await db.sync()
    await KINDS[kind](db, me, Math.floor(n / ORDER.length))
  }
}

describe('two tabs writing at once', () => {
  it('drill: two tabs interleave 100 writes each (likes, comments, follows, messages) → all 200 kept, every count equal to its records', async () => {
    const name = uniqueDbName()
    const [a, b] = [await tab(name), await tab(name)]
    await Promise.all([run(a, 1), run(b, 2)])

    // The writes really took turns: in commit order the author changes again and again, not once half-way.
    await a.sync()
    const authors = a
      .filter('comments')
      .sort((x, y) => x.id - y.id)
      .map((c) => c.authorId)
    expect(authors.filter((id, i) => i > 0 && id !== authors[i - 1]).length).toBeGreaterThan(10)

    const reloaded = await tab(name)
    for (const db of [a, b, reloaded]) {
      await db.sync()
      const perKind = WRITES_PER_TAB / ORDER.length // 25 of each kind per tab
      expect(db.count('likes')).toBe(2 * perKind)
      expect(db.count('comments')).toBe(2 * perKind)
      expect(db.count('follows')).toBe(2 * perKind)
      expect(db.count('messages')).toBe(2 * perKind)
      // Nothing written twice: one row per (user, target) and every comment and message text once.
      expect(new Set(db.filter('likes').map((l) => `${l.userId}:${l.postId}`)).size).toBe(2 * perKind)
      expect(new Set(db.filter('comments').map((c) => c.content)).size).toBe(2 * perKind)
      expect(new Set(db.filter('messages').map((m) => m.content)).size).toBe(2 * perKind)
      const ids = ['likes', 'comments', 'follows', 'messages'].flatMap((c) =>
        db.filter(c as 'likes').map((r) => `${c}:${r.id}`),
      )
      expect(new Set(ids).size).toBe(ids.length)

      const index = getReadIndex(db)
      for (let i = 0; i < TARGETS; i++) {
        const { postId, userId } = target(i)
        // Both users liked and commented on each post once; both followed and messaged each target user once.
        expect([index.likeCount(postId), index.commentCount(postId)], `post ${postId}`).toEqual([2, 2])
        expect(userStats(db, userId).followersCount, `user ${userId}`).toBe(2)
        expect(unreadCount(db, userId).count, `user ${userId}`).toBe(2)
      }
      expect([userStats(db, 1).followingCount, userStats(db, 2).followingCount]).toEqual([TARGETS, TARGETS])
    }
  }, 60_000)
})
