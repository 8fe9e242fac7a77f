import type { MockDb } from '../db'
import type { RecordOf } from '../records'
import { toPostView } from './post-views'
import { getReadIndex } from './read-index'
import { slicePage, type PageQuery } from './social-paging'

// R7.24/R7.25: the caller's bookmarked or liked posts as wire posts, most recently marked first
// (what "my bookmarks" means to a user), not by the post's own date.

type Mark = RecordOf<'likes'> | RecordOf<'bookmarks'>

const newestMarkFirst = (a: Readonly<Mark>, b: Readonly<Mark>) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : b.id - a.id

export function markedPosts(db: MockDb, collection: 'likes' | 'bookmarks', userId: number, query: PageQuery) {
  const index = getReadIndex(db)
  const marks = db.filter(collection, (m) => m.userId === userId).sort(newestMarkFirst)
  // A mark on a post deleted meanwhile is skipped (post deletion removes marks, but stay safe).
  const posts = marks.flatMap((m) => {
    const post = index.post(m.postId)
    return post ? [post] : []
  })
  const { items, meta } = slicePage(posts, query)
  return { data: items.map((p) => toPostView(db, p, userId)), meta }
}
