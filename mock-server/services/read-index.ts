import type { MockDb } from '../db'
import type { PostRecord, UserRecord } from '../records'

// Derived read model (docs/architecture.md §5: counts come from the relation rows, never from stored counters).
// Building it walks every post, like, bookmark, comment, comment like and follow once; it is then reused by every
// read until the next committed write, so a feed page costs a slice plus O(1) lookups per post, not
// a scan of all likes and comments per post (the bench reads 10,000 posts). Likes, bookmarks and
// followers add the record's base count (people outside the sample, see records.ts).

export interface ReadIndex {
  /** Every post, createdAt desc then id desc (the feed order, R7.12). */
  readonly postsNewestFirst: readonly Readonly<PostRecord>[]
  post(postId: number): Readonly<PostRecord> | undefined
  user(userId: number): Readonly<UserRecord> | undefined
  likeCount(postId: number): number
  commentCount(postId: number): number
  bookmarkCount(postId: number): number
  isLiked(userId: number, postId: number): boolean
  isBookmarked(userId: number, postId: number): boolean
  commentLikeCount(commentId: number): number
  isCommentLiked(userId: number, commentId: number): boolean
  followersCount(userId: number): number
  followingCount(userId: number): number
  postsCount(userId: number): number
  isFollowing(followerId: number, followingId: number): boolean
  /** The posts of one category, newest first (computed on first use, then kept until the next write). */
  postsInCategory(category: string): readonly Readonly<PostRecord>[]
  /** Lowercased title, content, tags and author names of a post: what search matches against. */
  searchText(postId: number): string
  /**
   * A per-index memo for derived lists (a search's matches, an author's posts): valid exactly as long as
   * this index, so it can never serve a stale result.
   */
  memo<T>(key: string, compute: () => T): T
}

const MEMO_MAX = 200
const pairKey = (a: number, b: number) => `${a}:${b}`

function bump(map: Map<number, number>, key: number): void {
  map.set(key, (map.get(key) ?? 0) + 1)
}

/** Newest first; ties (same instant, common in seeds) fall back to the higher id. */
export function newestFirst(a: Readonly<PostRecord>, b: Readonly<PostRecord>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  return b.id - a.id
}

function buildReadIndex(db: MockDb): ReadIndex {
  const posts = db.filter('posts')
  const postById = new Map(posts.map((p) => [p.id, p]))
  const userById = new Map(db.filter('users').map((u) => [u.id, u]))
  // ISO strings compare in time order as long as they share a format, which every writer uses.
  const postsNewestFirst = [...posts].sort(newestFirst)

  const likes = new Map<number, number>()
  const liked = new Set<string>()
  for (const l of db.filter('likes')) {
    bump(likes, l.postId)
    liked.add(pairKey(l.userId, l.postId))
  }
  const bookmarks = new Map<number, number>()
  const bookmarked = new Set<string>()
  for (const b of db.filter('bookmarks')) {
    bump(bookmarks, b.postId)
    bookmarked.add(pairKey(b.userId, b.postId))
  }
  const comments = new Map<number, number>()
  for (const c of db.filter('comments')) bump(comments, c.postId)
  const commentLikes = new Map<number, number>()
  const commentLiked = new Set<string>()
  for (const l of db.filter('commentLikes')) {
    bump(commentLikes, l.commentId)
    commentLiked.add(pairKey(l.userId, l.commentId))
  }
  const followers = new Map<number, number>()
  const following = new Map<number, number>()
  const follows = new Set<string>()
  for (const f of db.filter('follows')) {
    bump(followers, f.followingId)
    bump(following, f.followerId)
    follows.add(pairKey(f.followerId, f.followingId))
  }
  const postsBy = new Map<number, number>()
  for (const p of posts) bump(postsBy, p.authorId)

  // Search texts and derived lists cost more than the counts and not every read needs them: built lazily.
  const texts = new Map<number, string>()
  const searchText = (postId: number): string => {
    let text = texts.get(postId)
    if (text === undefined) {
      const p = postById.get(postId)
      const author = p ? userById.get(p.authorId) : undefined
      text = p
        ? [p.title, p.content, ...p.tags, author?.displayName ?? '', author?.username ?? ''].join('\n').toLowerCase()
        : ''
      texts.set(postId, text)
    }
    return text
  }
  const memos = new Map<string, unknown>()
  const memo = <T>(key: string, compute: () => T): T => {
    if (!memos.has(key)) {
      // Bounded: a burst of distinct searches must not grow memory without limit between writes.
      if (memos.size >= MEMO_MAX) memos.delete(memos.keys().next().value as string)
      memos.set(key, compute())
    }
    return memos.get(key) as T
  }

  return {
    postsNewestFirst,
    post: (id) => postById.get(id),
    user: (id) => userById.get(id),
    likeCount: (id) => (likes.get(id) ?? 0) + (postById.get(id)?.likesBase ?? 0),
    commentCount: (id) => comments.get(id) ?? 0,
    bookmarkCount: (id) => (bookmarks.get(id) ?? 0) + (postById.get(id)?.bookmarksBase ?? 0),
    isLiked: (userId, postId) => liked.has(pairKey(userId, postId)),
    isBookmarked: (userId, postId) => bookmarked.has(pairKey(userId, postId)),
    commentLikeCount: (id) => commentLikes.get(id) ?? 0,
    isCommentLiked: (userId, commentId) => commentLiked.has(pairKey(userId, commentId)),
    followersCount: (id) => (followers.get(id) ?? 0) + (userById.get(id)?.followersBase ?? 0),
    followingCount: (id) => following.get(id) ?? 0,
    postsCount: (id) => postsBy.get(id) ?? 0,
    isFollowing: (a, b) => follows.has(pairKey(a, b)),
    postsInCategory: (category) =>
      memo(`category:${category}`, () => postsNewestFirst.filter((p) => p.category === category)),
    searchText,
    memo,
  }
}

// Keyed by the collections object as well as seq: a reset or reload swaps the collections, and the
// seq alone could in principle come back to a value already seen.
const memo = new WeakMap<MockDb, { seq: number; collections: object; index: ReadIndex }>()

/** The read model for the db's current state, rebuilt lazily on the first read after a write. */
export function getReadIndex(db: MockDb): ReadIndex {
  const hit = memo.get(db)
  if (hit && hit.seq === db.seq && hit.collections === db.collections) return hit.index
  const index = buildReadIndex(db)
  memo.set(db, { seq: db.seq, collections: db.collections, index })
  return index
}
