import type { BookmarkResponse, LikeResponse } from '@/schemas/social.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import { getReadIndex } from './read-index'
import { requirePost } from './social-lookup'
import { SOCIAL_MSG } from './social-texts'

// R7.19/R7.20: likes and bookmarks are one row per (user, post). Setting a mark is idempotent: the
// check and the insert run in one write (under the db lock), so even two concurrent POSTs leave
// exactly one row, and the answer is always the true state, never an error for "already liked".

type MarkCollection = 'likes' | 'bookmarks'

async function setMark(
  db: MockDb,
  collection: MarkCollection,
  userId: number,
  rawPostId: unknown,
  on: boolean,
): Promise<number> {
  const postId = requirePost(db, rawPostId).id
  await db.write(async (tx) => {
    // Re-checked inside the write: another tab may have deleted the post since the lookup.
    if (!tx.get('posts', postId)) throw new HttpError(404, 'NOT_FOUND_001', SOCIAL_MSG.postNotFound)
    const rows = tx.filter(collection, (r) => r.userId === userId && r.postId === postId)
    if (on && rows.length === 0) await tx.create(collection, { userId, postId, createdAt: new Date().toISOString() })
    if (!on) for (const row of rows) await tx.remove(collection, row.id)
  })
  return postId
}

export async function setLike(db: MockDb, userId: number, rawPostId: unknown, on: boolean): Promise<LikeResponse> {
  const postId = await setMark(db, 'likes', userId, rawPostId, on)
  const index = getReadIndex(db)
  return { isLiked: index.isLiked(userId, postId), likeCount: index.likeCount(postId) }
}

export async function setBookmark(
  db: MockDb,
  userId: number,
  rawPostId: unknown,
  on: boolean,
): Promise<BookmarkResponse> {
  const postId = await setMark(db, 'bookmarks', userId, rawPostId, on)
  const index = getReadIndex(db)
  return { isBookmarked: index.isBookmarked(userId, postId), bookmarkCount: index.bookmarkCount(postId) }
}
