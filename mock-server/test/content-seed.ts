import { CATEGORY_IDS } from '@/schemas/category.schema'
import { seed as fixtureSeed } from '../../fixtures/data'
import { setActiveDb } from '../active-db'
import { openDb, type MockDb } from '../db'
import { startTestBackend } from '../node'
import type { CommentRecord, PostRecord, RecordOf } from '../records'
import type { Seed } from '../seed'
import { resetCommentRateLimit } from '../services/comment-rate-limit'
import { openSession } from '../services/sessions'
import { createMemoryStorage } from '../storage/memory-storage'

// A small, fully known content seed for the posts/comments contract tests: the fixture users (so the
// demo accounts log in with their known passwords) plus posts, comments, likes and bookmarks built here,
// independent of whatever demo content fixtures/ ships.
//
//   posts 1..24: post n is n hours after BASE (so id order is time order), category CATEGORY_IDS[(n-1) % 8]
//                (3 posts per category), author AUTHORS[(n-1) % 3] (demo 1, user 3, user 4),
//                title `笔记${n}`, content `第${n}篇的内容`, tags ['日常'].
//   post 24  : demo's, with 2 comments by user 3 (ids 1, 2; 2 replies to 1) and 1 by demo (id 3),
//              liked by users 3 and 4, bookmarked by user 3.
//   post 23  : user 4's travel post '西湖边的秋天', tags ['露营', 'Autumn'], no relations.

export const BASE = Date.parse('2026-01-01T00:00:00.000Z')
export const AUTHORS = [1, 3, 4] as const
export const POST_COUNT = 24
export const SEEDED = { demoPost: 24, otherPost: 23, rootComment: 1, reply: 2, demoComment: 3 } as const

const hoursAfterBase = (n: number) => new Date(BASE + n * 3_600_000).toISOString()

export function seedPost(n: number, overrides: Partial<PostRecord> = {}): PostRecord {
  const at = hoursAfterBase(n)
  return {
    id: n,
    authorId: AUTHORS[(n - 1) % 3]!,
    title: `笔记${n}`,
    content: `第${n}篇的内容`,
    category: CATEGORY_IDS[(n - 1) % CATEGORY_IDS.length]!,
    tags: ['日常'],
    images: [{ url: `/demo-images/${n}.webp`, width: 1080, height: 1440 }],
    location: null,
    viewCount: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }
}

export function contentSeed(): Seed {
  const posts = Array.from({ length: POST_COUNT }, (_, i) => seedPost(i + 1))
  posts[22] = seedPost(23, { authorId: 4, category: 'travel', title: '西湖边的秋天', tags: ['露营', 'Autumn'] })
  posts[23] = seedPost(24, { authorId: 1 })
  const at = hoursAfterBase(30)
  const comment = (id: number, authorId: number, parentId: number | null): CommentRecord => ({
    id,
    postId: 24,
    authorId,
    parentId,
    content: `评论${id}`,
    createdAt: hoursAfterBase(24 + id),
    updatedAt: hoursAfterBase(24 + id),
  })
  const likes: RecordOf<'likes'>[] = [
    { id: 1, userId: 3, postId: 24, createdAt: at },
    { id: 2, userId: 4, postId: 24, createdAt: at },
  ]
  const bookmarks: RecordOf<'bookmarks'>[] = [{ id: 1, userId: 3, postId: 24, createdAt: at }]
  return {
    version: 'content-test-1',
    tables: {
      users: fixtureSeed.tables.users,
      posts,
      comments: [comment(1, 3, null), comment(2, 3, 1), comment(3, 1, null)],
      likes,
      bookmarks,
    },
  }
}

let current: MockDb | null = null

/** Starts the Node test backend, then swaps in a fresh db holding the content seed; default rate limit. */
export async function startContentBackend(): Promise<MockDb> {
  await startTestBackend()
  current?.close()
  current = await openDb({
    storage: createMemoryStorage(),
    seed: contentSeed(),
    broadcast: false,
    name: `lemon-content-${crypto.randomUUID()}`,
  })
  setActiveDb(current)
  resetCommentRateLimit()
  return current
}

export function stopContentBackend(): void {
  current?.close()
  current = null
}

/** An access token for any user, without a password round trip (login itself is tested in auth.test.ts). */
export async function tokenFor(db: MockDb, userId: number): Promise<string> {
  return (await db.write((tx) => openSession(tx, userId))).accessToken
}
