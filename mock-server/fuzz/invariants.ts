import type { MockDb } from '../db'
import { COLLECTION_NAMES } from '../records'
import { ORIGIN, type TokenPool } from './send'

// What must hold after any sequence of requests (docs/architecture.md §5): ids are unique positive integers, no row
// points at a missing row, relation pairs are unique, and every count the API shows equals its rows.

interface Envelope {
  success: boolean
  data?: unknown
  meta?: { pagination?: { total: number; hasNext: boolean } }
}

async function get(path: string, token?: string): Promise<Envelope> {
  const response = await fetch(`${ORIGIN}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  const json = (await response.json()) as Envelope
  if (response.status !== 200 || !json.success) throw new Error(`invariant read GET ${path} → ${response.status}`)
  return json
}

/** Row-level invariants, read straight from the db. */
export function rowProblems(db: MockDb): string[] {
  const problems: string[] = []
  for (const name of COLLECTION_NAMES) {
    const ids = db.filter(name).map((r) => r.id)
    const bad = ids.filter((id) => !Number.isSafeInteger(id) || id < 1)
    if (bad.length) problems.push(`${name}: ids not positive integers: ${bad.slice(0, 5).join(', ')}`)
    if (new Set(ids).size !== ids.length) problems.push(`${name}: duplicate ids`)
  }
  const users = new Set(db.filter('users').map((u) => u.id))
  const posts = new Set(db.filter('posts').map((p) => p.id))
  const comments = new Map(db.filter('comments').map((c) => [c.id, c]))
  const orphan = (what: string, n: number) => n > 0 && problems.push(`${n} orphan ${what}`)

  orphan(
    'posts (missing author)',
    db.count('posts', (p) => !users.has(p.authorId)),
  )
  orphan(
    'comments (missing post)',
    db.count('comments', (c) => !posts.has(c.postId)),
  )
  orphan(
    'comments (missing author)',
    db.count('comments', (c) => !users.has(c.authorId)),
  )
  orphan(
    'replies (missing parent comment)',
    db.count('comments', (c) => c.parentId !== null && !comments.has(c.parentId)),
  )
  orphan(
    'replies (parent on another post)',
    db.count(
      'comments',
      (c) =>
        c.parentId !== null &&
        comments.get(c.parentId)?.postId !== undefined &&
        comments.get(c.parentId)!.postId !== c.postId,
    ),
  )
  orphan(
    'likes (missing post or user)',
    db.count('likes', (l) => !posts.has(l.postId) || !users.has(l.userId)),
  )
  orphan(
    'bookmarks (missing post or user)',
    db.count('bookmarks', (b) => !posts.has(b.postId) || !users.has(b.userId)),
  )
  orphan(
    'follows (missing user)',
    db.count('follows', (f) => !users.has(f.followerId) || !users.has(f.followingId)),
  )
  orphan(
    'messages (missing user)',
    db.count('messages', (m) => !users.has(m.senderId) || !users.has(m.receiverId)),
  )
  orphan(
    'sessions (missing user)',
    db.count('sessions', (s) => !users.has(s.userId)),
  )
  orphan(
    'uploads (missing owner)',
    db.count('uploads', (u) => !users.has(u.ownerId)),
  )
  orphan(
    'password resets (missing user)',
    db.count('passwordResets', (r) => !users.has(r.userId)),
  )

  const unique = (what: string, keys: string[]) =>
    new Set(keys).size !== keys.length && problems.push(`duplicate ${what}`)
  unique(
    'likes',
    db.filter('likes').map((l) => `${l.userId}:${l.postId}`),
  )
  unique(
    'bookmarks',
    db.filter('bookmarks').map((b) => `${b.userId}:${b.postId}`),
  )
  unique(
    'follows',
    db.filter('follows').map((f) => `${f.followerId}:${f.followingId}`),
  )
  unique(
    'user emails',
    db.filter('users').map((u) => u.email.toLowerCase()),
  )
  unique(
    'usernames',
    db.filter('users').map((u) => u.username.toLowerCase()),
  )
  orphan(
    'self-follows',
    db.count('follows', (f) => f.followerId === f.followingId),
  )
  orphan(
    'messages to oneself',
    db.count('messages', (m) => m.senderId === m.receiverId),
  )
  return problems
}

interface PostView {
  id: number
  likesCount: number
  commentsCount: number
  bookmarksCount: number
  isLiked: boolean
  isBookmarked: boolean
}

function postCountProblems(db: MockDb, view: PostView, where: string, viewer?: number): string[] {
  const problems: string[] = []
  const expect = (field: string, shown: unknown, rows: number | boolean) =>
    shown !== rows && problems.push(`${where} post ${view.id} ${field} ${String(shown)} ≠ rows ${String(rows)}`)
  const post = db.get('posts', view.id)
  expect('likesCount', view.likesCount, db.count('likes', (l) => l.postId === view.id) + (post?.likesBase ?? 0))
  expect(
    'commentsCount',
    view.commentsCount,
    db.count('comments', (c) => c.postId === view.id),
  )
  expect(
    'bookmarksCount',
    view.bookmarksCount,
    db.count('bookmarks', (b) => b.postId === view.id) + (post?.bookmarksBase ?? 0),
  )
  if (viewer !== undefined) {
    expect('isLiked', view.isLiked, db.count('likes', (l) => l.postId === view.id && l.userId === viewer) > 0)
    expect(
      'isBookmarked',
      view.isBookmarked,
      db.count('bookmarks', (b) => b.postId === view.id && b.userId === viewer) > 0,
    )
  }
  return problems
}

export interface InvariantOptions {
  /** Users whose viewer-relative fields and unread counts are checked. */
  viewers: readonly number[]
  /** How many post detail pages to read (each bumps viewCount, a write); all of them when undefined. */
  detailSample?: number
  /** How many public profiles to read besides the viewers'; all users when undefined. */
  userSample?: number
}

/** About `n` items spread over `all` (all of them when n is undefined), starting at a rotating offset. */
function spread<T>(all: readonly T[], n: number | undefined, offset: number): T[] {
  if (n === undefined || n >= all.length) return [...all]
  const step = all.length / n
  return Array.from({ length: n }, (_, i) => all[Math.floor(offset + i * step) % all.length]!)
}
let rotation = 0

/** Every invariant: rows from the db, derived counts through the API. */
export async function invariantProblems(db: MockDb, tokens: TokenPool, options: InvariantOptions): Promise<string[]> {
  const problems = rowProblems(db)
  const viewer = options.viewers[0]!
  const viewerToken = await tokens.forUser(viewer)

  // The feed, every page: list views and the total.
  const total = db.count('posts')
  const seen: number[] = []
  for (let page = 1; ; page++) {
    const json = await get(`/posts?page=${page}&limit=100`, viewerToken)
    for (const view of json.data as PostView[]) {
      seen.push(view.id)
      problems.push(...postCountProblems(db, view, 'feed', viewer))
    }
    if (json.meta?.pagination?.total !== total)
      problems.push(`feed total ${json.meta?.pagination?.total} ≠ ${total} post rows`)
    if (!json.meta?.pagination?.hasNext) break
  }
  if (seen.length !== total || new Set(seen).size !== total)
    problems.push(`feed pages list ${seen.length} posts (${new Set(seen).size} distinct) for ${total} rows`)

  // Post details (a sample: each read is a view-count write).
  rotation++
  const postIds = db.filter('posts').map((p) => p.id)
  for (const id of spread(postIds, options.detailSample, rotation))
    problems.push(...postCountProblems(db, (await get(`/posts/${id}`, viewerToken)).data as PostView, 'detail', viewer))

  // Every user's public profile: posts, followers and following from the rows.
  const users = db.filter('users')
  const picked = new Set([
    ...options.viewers,
    ...spread(
      users.map((u) => u.id),
      options.userSample,
      rotation * 7,
    ),
  ])
  for (const user of users.filter((u) => picked.has(u.id))) {
    const { stats } = (await get(`/users/${user.id}`)).data as {
      stats: { postsCount: number; followersCount: number; followingCount: number }
    }
    const rows = {
      postsCount: db.count('posts', (p) => p.authorId === user.id),
      followersCount: db.count('follows', (f) => f.followingId === user.id) + (user.followersBase ?? 0),
      followingCount: db.count('follows', (f) => f.followerId === user.id),
    }
    for (const key of Object.keys(rows) as (keyof typeof rows)[]) {
      if (stats[key] !== rows[key]) problems.push(`user ${user.id} ${key} ${stats[key]} ≠ rows ${rows[key]}`)
    }
  }

  // Viewers: own profile stats, unread count, and followers/following list totals.
  for (const userId of options.viewers) {
    const token = await tokens.forUser(userId)
    const { stats } = (await get('/users/profile', token)).data as {
      stats: { followersCount: number; followingCount: number; postsCount: number }
    }
    if (stats.postsCount !== db.count('posts', (p) => p.authorId === userId))
      problems.push(`profile ${userId} postsCount ${stats.postsCount} ≠ rows`)
    const unread = ((await get('/messages/unread/count', token)).data as { count: number }).count
    const unreadRows = db.count('messages', (m) => m.receiverId === userId && m.readAt === null)
    if (unread !== unreadRows) problems.push(`user ${userId} unread ${unread} ≠ rows ${unreadRows}`)
    const followers = (await get(`/users/${userId}/followers?limit=1`)).meta?.pagination?.total
    if (followers !== db.count('follows', (f) => f.followingId === userId))
      problems.push(`user ${userId} followers list total ${followers} ≠ rows`)
    const following = (await get(`/users/${userId}/following?limit=1`)).meta?.pagination?.total
    if (following !== db.count('follows', (f) => f.followerId === userId))
      problems.push(`user ${userId} following list total ${following} ≠ rows`)
    const bookmarks = (await get('/social/bookmarks?limit=1', token)).meta?.pagination?.total
    if (bookmarks !== db.count('bookmarks', (b) => b.userId === userId))
      problems.push(`user ${userId} bookmarks list total ${bookmarks} ≠ rows`)
  }
  return problems
}
