import type { MockDb } from '../db'
import type { FollowRecord } from '../records'
import { toFollowUser } from './follow-views'
import { getReadIndex } from './read-index'
import { requireUser } from './social-lookup'
import { slicePage, type PageQuery } from './social-paging'

// R7.11: GET /users/{id}/followers and /users/{id}/following, most recent follow first.

export type FollowListKind = 'followers' | 'following'

const newestFollowFirst = (a: Readonly<FollowRecord>, b: Readonly<FollowRecord>) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : b.id - a.id

export function followList(
  db: MockDb,
  rawUserId: unknown,
  kind: FollowListKind,
  viewerId: number | null,
  query: PageQuery,
) {
  const userId = requireUser(db, rawUserId).id
  const rows = db
    .filter('follows', (f) => (kind === 'followers' ? f.followingId === userId : f.followerId === userId))
    .sort(newestFollowFirst)
  const index = getReadIndex(db)
  // A follow row whose other side is gone (users are never deleted today) is skipped, not shown broken.
  const users = rows.flatMap((f) => {
    const other = index.user(kind === 'followers' ? f.followerId : f.followingId)
    return other ? [other] : []
  })
  const { items, meta } = slicePage(users, query)
  return { data: items.map((u) => toFollowUser(index, u, viewerId)), meta }
}
