import type { MockDb } from '../db'
import type { CommentRecord } from '../records'
import { pageOf } from './post-paging'
import { findPost } from './post-query'
import { toCommentView, type CommentView } from './comment-views'
import { getReadIndex } from './read-index'

// R7.27: a post's comments, replies included (each carries parentId), newest first and paged.

const newestFirst = (a: Readonly<CommentRecord>, b: Readonly<CommentRecord>) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : b.id - a.id

export function listComments(
  db: MockDb,
  rawPostId: unknown,
  paging: { page: number; limit: number },
  viewerId: number | null,
) {
  const post = findPost(db, rawPostId)
  const index = getReadIndex(db)
  // One scan per post per db version; the read index drops it on the next write.
  const all = index.memo(`comments:${post.id}`, () =>
    db.filter('comments', (c) => c.postId === post.id).sort(newestFirst),
  )
  const page = pageOf(all, paging.page, paging.limit)
  return { items: page.items.map((c): CommentView => toCommentView(index, c, viewerId)), pagination: page.pagination }
}
