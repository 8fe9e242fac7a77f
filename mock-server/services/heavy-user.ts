import type { RecordOf } from '../records'
import type { Row, Tables } from '../storage/types'
import { passwordFields } from './passwords'

// The QA scenario 重度用户: one account with thousands of posts and messages, made here in the mock from the seed's
// own rows (their texts, pictures and categories, reused in turn) rather than sent as thousands of requests or shipped
// as a file. Deterministic: the same counts give the same rows, so two testers see the same account.

export const HEAVY_USER = {
  username: 'heavy',
  email: 'heavy@example.com',
  password: 'heavy1234',
  displayName: '重度用户小柠',
} as const

const DAY = 86_400_000
/** How far back the generated history reaches. */
const POSTS_SPAN = 3 * 365 * DAY
const MESSAGES_SPAN = 2 * 365 * DAY
const MAX_CONTACTS = 40
const FOLLOWING = 20
const FOLLOWERS = 30
/** Conversations whose newest message is still unread. */
const UNREAD_CONVERSATIONS = 5

export interface HeavyUserOptions {
  posts: number
  messages: number
  /** Epoch ms the history ends at (tests pin it). */
  now?: number
}

const nextId = (rows: readonly Row[] | undefined) => (rows ?? []).reduce((max, r) => Math.max(max, r.id), 0) + 1
const iso = (ms: number) => new Date(ms).toISOString()

/** `tables` (the seed's) plus the heavy user, their posts, conversations with up to 40 people and a few follows. */
export async function withHeavyUser(
  tables: Tables,
  { posts, messages, now = Date.now() }: HeavyUserOptions,
): Promise<Tables> {
  const users = (tables.users ?? []) as RecordOf<'users'>[]
  const seedPosts = (tables.posts ?? []) as RecordOf<'posts'>[]
  const seedMessages = (tables.messages ?? []) as RecordOf<'messages'>[]
  const id = nextId(users)
  const joined = iso(now - POSTS_SPAN - 30 * DAY)
  const user: RecordOf<'users'> = {
    id,
    username: HEAVY_USER.username,
    email: HEAVY_USER.email,
    ...(await passwordFields(HEAVY_USER.password)),
    displayName: HEAVY_USER.displayName,
    avatar: users.find((u) => u.avatar)?.avatar ?? null,
    bio: '每天都在记录生活 📒 | 三年没断更',
    location: '上海',
    website: null,
    gender: null,
    birthDate: null,
    verified: false,
    role: 'user',
    createdAt: joined,
    updatedAt: joined,
  }

  const firstPost = nextId(seedPosts)
  const generatedPosts: RecordOf<'posts'>[] = []
  for (let i = 0; i < posts && seedPosts.length > 0; i++) {
    const from = seedPosts[i % seedPosts.length]!
    const round = Math.floor(i / seedPosts.length)
    // Oldest first, so the newest post has the highest id, as the app's own posts do.
    const at = iso(now - POSTS_SPAN + Math.floor(((i + 1) * POSTS_SPAN) / (posts + 1)))
    generatedPosts.push({
      id: firstPost + i,
      authorId: id,
      title: round === 0 ? from.title : `${from.title}（${round + 1}）`,
      content: from.content,
      category: from.category,
      tags: from.tags,
      images: from.images,
      location: from.location,
      viewCount: 20 + ((i * 37) % 900),
      createdAt: at,
      updatedAt: at,
    })
  }

  const contacts = users.filter((u) => u.id !== id).slice(0, MAX_CONTACTS)
  const texts = seedMessages.length > 0 ? seedMessages.map((m) => m.content) : ['你好呀']
  const firstMessage = nextId(seedMessages)
  const generatedMessages: RecordOf<'messages'>[] = []
  for (let i = 0; i < messages && contacts.length > 0; i++) {
    const contact = contacts[i % contacts.length]!
    const createdMs = now - MESSAGES_SPAN + Math.floor(((i + 1) * MESSAGES_SPAN) / (messages + 1))
    // The newest message of the last few conversations came from the contact and is still waiting to be read.
    const unread = i >= messages - Math.min(UNREAD_CONVERSATIONS, contacts.length)
    const fromContact = unread || (i * 7) % 3 !== 0
    generatedMessages.push({
      id: firstMessage + i,
      senderId: fromContact ? contact.id : id,
      receiverId: fromContact ? id : contact.id,
      content: texts[i % texts.length]!,
      createdAt: iso(createdMs),
      readAt: unread ? null : iso(createdMs + 60_000),
    })
  }

  const firstFollow = nextId(tables.follows)
  const follows: RecordOf<'follows'>[] = [
    ...contacts.slice(0, FOLLOWING).map((c) => ({ followerId: id, followingId: c.id })),
    ...contacts.slice(0, FOLLOWERS).map((c) => ({ followerId: c.id, followingId: id })),
  ].map((f, i) => ({ id: firstFollow + i, ...f, createdAt: iso(now - POSTS_SPAN + i * DAY) }))

  return {
    ...tables,
    users: [...users, user],
    posts: [...seedPosts, ...generatedPosts],
    messages: [...seedMessages, ...generatedMessages],
    follows: [...(tables.follows ?? []), ...follows],
  }
}
