import { afterEach, describe, expect, it } from 'vitest'
import { openDb, type MockDb } from '../db'
import type { PostRecord, SeedTables } from '../records'
import { deletePost } from '../services/post-write'
import { createIndexedDbStorage } from '../storage/indexeddb-storage'
import { tinyUser, uniqueDbName } from '../test/tiny-seed'

// Issue 23, drill: a reload in the middle of a write. The write that touches most rows is a post deleted with its
// comments, replies, their likes, the post's likes and bookmarks. Its commit is one IndexedDB transaction; a reload
// (or the service worker stopped) while that transaction runs aborts it, as the browser does with any transaction
// still open when its page goes. Here the abort comes after each of the commit's puts in turn, then a new tab opens
// the same database: every time the post and everything hanging from it is either all there or all gone.

const at = '2026-03-01T08:00:00.000Z'
const post: PostRecord = {
  id: 1,
  authorId: 1,
  title: '要删除的帖子',
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
}
const tables: SeedTables = {
  users: [tinyUser(1), tinyUser(2), tinyUser(3)],
  posts: [post, { ...post, id: 2, title: '留下的帖子' }],
  comments: [1, 2, 3].map((id) => ({
    id,
    postId: 1,
    authorId: 2,
    parentId: id === 3 ? 1 : null,
    content: `评论${id}`,
    createdAt: at,
    updatedAt: at,
  })),
  commentLikes: [
    { id: 1, userId: 3, commentId: 1, createdAt: at },
    { id: 2, userId: 1, commentId: 3, createdAt: at },
  ],
  likes: [
    { id: 1, userId: 2, postId: 1, createdAt: at },
    { id: 2, userId: 3, postId: 1, createdAt: at },
    { id: 3, userId: 3, postId: 2, createdAt: at },
  ],
  bookmarks: [{ id: 1, userId: 3, postId: 1, createdAt: at }],
}
const seed = () => ({ version: 'reload-1', tables })

/** What the deletion removes, as one picture of the db. */
const hanging = (db: MockDb) => ({
  post: db.count('posts', (p) => p.id === 1),
  comments: db.count('comments', (c) => c.postId === 1),
  commentLikes: db.count('commentLikes'),
  likes: db.count('likes', (l) => l.postId === 1),
  bookmarks: db.count('bookmarks', (b) => b.postId === 1),
})
const WHOLE = { post: 0, comments: 0, commentLikes: 0, likes: 0, bookmarks: 0 }
const ABSENT = { post: 1, comments: 3, commentLikes: 2, likes: 2, bookmarks: 1 }

const opened: MockDb[] = []
const tab = async (name: string) => {
  const db = await openDb({ storage: createIndexedDbStorage(name), seed: seed(), name, broadcast: false })
  opened.push(db)
  return db
}
const restore: Array<() => void> = []
afterEach(() => {
  restore.splice(0).forEach((undo) => undo())
  opened.splice(0).forEach((db) => db.close())
})

/**
 * Counts the puts of readwrite transactions; once put number `stopAt` has been applied inside its transaction, that
 * transaction is aborted (the page is gone) while the puts after it are still pending.
 */
function reloadAfterPut(stopAt: number): { puts: () => number } {
  const proto = IDBObjectStore.prototype
  const put = proto.put
  let puts = 0
  proto.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const request = put.apply(this, args)
    if (++puts === stopAt) request.addEventListener('success', () => this.transaction.abort())
    return request
  }
  restore.push(() => (proto.put = put))
  return { puts: () => puts }
}

describe('a reload in the middle of a write', () => {
  it('drill: a post deletion (post, comments, replies, their likes, likes, bookmarks) cut off after any of its puts is whole or absent after the reload, never half', async () => {
    // The uninterrupted deletion, to learn how many puts its commit makes.
    const clean = await tab(uniqueDbName())
    const counter = reloadAfterPut(Number.POSITIVE_INFINITY)
    await deletePost(clean, 1, 1)
    const total = counter.puts()
    restore.splice(0).forEach((undo) => undo())
    expect(hanging(clean)).toEqual(WHOLE)
    expect(total).toBeGreaterThanOrEqual(9 + 2) // 9 rows and the log entry and sequence number at least

    for (let stopAt = 1; stopAt <= total; stopAt++) {
      const name = uniqueDbName()
      const before = await tab(name)
      reloadAfterPut(stopAt)
      await expect(deletePost(before, 1, 1), `cut at put ${stopAt}`).rejects.toThrow()
      restore.splice(0).forEach((undo) => undo())
      before.close()

      const after = await tab(name)
      expect(hanging(after), `cut at put ${stopAt} of ${total}`).toEqual(ABSENT)
      expect(after.count('posts', (p) => p.id === 2)).toBe(1)
      // Nothing is left locked or half-open: the reloaded tab deletes the post in full.
      await deletePost(after, 1, 1)
      expect(hanging(after)).toEqual(WHOLE)
      expect(hanging(await tab(name))).toEqual(WHOLE)
    }
  }, 60_000)
})
