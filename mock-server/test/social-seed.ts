import * as v from 'valibot'
import { PaginationSchema } from '@/schemas/envelope.schema'
import { activeDb } from '../active-db'
import { openSession } from '../services/sessions'

// Fresh users, posts, marks and messages for the social, follow and message contract tests. Users are
// created next to the fixtures (new ids, no relations), so counts start at zero whatever the demo data
// holds, and each gets a session directly: no password hashing per test.

export interface SeedUser {
  id: number
  username: string
  token: string
}

/** A fixed clock: item i of a builder is i minutes after this, so orderings are deterministic. */
export const T0 = Date.parse('2026-03-01T08:00:00.000Z')
export const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString()

export async function addUsers<const N extends readonly string[]>(
  ...names: N
): Promise<{ -readonly [K in keyof N]: SeedUser }> {
  const created = await activeDb().write(async (tx) => {
    const out: SeedUser[] = []
    for (const name of names) {
      const username = `t_${name}`
      const user = await tx.create('users', {
        username,
        email: `${username}@example.test`,
        passwordHash: 'x',
        passwordSalt: 'y',
        displayName: `测试${name}`,
        avatar: `/avatars/${name}.webp`,
        bio: `${name}的简介`,
        location: null,
        website: null,
        gender: null,
        birthDate: null,
        verified: name.startsWith('v'),
        role: 'user',
        createdAt: at(0),
        updatedAt: at(0),
      })
      const session = await openSession(tx, user.id)
      out.push({ id: user.id, username, token: session.accessToken })
    }
    return out
  })
  return created as { -readonly [K in keyof N]: SeedUser }
}

/** `count` posts by `authorId`, the first the oldest. */
export async function addPosts(authorId: number, count: number, title = '测试帖子'): Promise<number[]> {
  return activeDb().write(async (tx) => {
    const ids: number[] = []
    for (let i = 0; i < count; i++) {
      const post = await tx.create('posts', {
        authorId,
        title: `${title}${i + 1}`,
        content: '正文内容',
        category: 'food',
        tags: ['美食'],
        images: [{ url: `/images/p${i}.webp`, width: 600, height: 800 }],
        location: null,
        viewCount: 0,
        createdAt: at(i),
        updatedAt: at(i),
      })
      ids.push(post.id)
    }
    return ids
  })
}

/** Follow rows written directly (followerId → followingId), the i-th at minute i. */
export async function addFollows(pairs: ReadonlyArray<readonly [number, number]>): Promise<void> {
  await activeDb().write(async (tx) => {
    for (const [i, [followerId, followingId]] of pairs.entries())
      await tx.create('follows', { followerId, followingId, createdAt: at(i) })
  })
}

export interface SeedMessage {
  from: number
  to: number
  content?: string
  /** Minutes after T0; defaults to the message's position in the list. */
  minute?: number
  read?: boolean
}

export async function addMessages(messages: readonly SeedMessage[]): Promise<number[]> {
  return activeDb().write(async (tx) => {
    const ids: number[] = []
    for (const [i, m] of messages.entries()) {
      const createdAt = at(m.minute ?? i)
      const row = await tx.create('messages', {
        senderId: m.from,
        receiverId: m.to,
        content: m.content ?? `消息${i + 1}`,
        createdAt,
        readAt: m.read ? createdAt : null,
      })
      ids.push(row.id)
    }
    return ids
  })
}

/** How many relation rows match, read straight from the db: the truth every derived count must equal. */
export const rows = {
  likes: (postId: number) => activeDb().count('likes', (l) => l.postId === postId),
  bookmarks: (postId: number) => activeDb().count('bookmarks', (b) => b.postId === postId),
  followers: (userId: number) => activeDb().count('follows', (f) => f.followingId === userId),
  follow: (followerId: number, followingId: number) =>
    activeDb().count('follows', (f) => f.followerId === followerId && f.followingId === followingId),
  like: (userId: number, postId: number) =>
    activeDb().count('likes', (l) => l.userId === userId && l.postId === postId),
  bookmark: (userId: number, postId: number) =>
    activeDb().count('bookmarks', (b) => b.userId === userId && b.postId === postId),
}

/** The pagination of a list answer, checked against the shared schema. */
export const pagination = (json: { meta?: unknown }) =>
  v.parse(v.object({ pagination: PaginationSchema }), json.meta).pagination
