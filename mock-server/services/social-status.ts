import type { StatusMap } from '@/schemas/social.schema'
import type { MockDb } from '../db'
import { getReadIndex } from './read-index'

// R7.22/R7.23: the caller's flags for a batch of ids, keyed by the decimal id. Unknown ids are simply
// false: a card for a post deleted meanwhile must not fail the whole batch. Ids past 2^53 (IdSchema lets
// 1e21 through) can name no row and have no decimal key (String(1e21) is '1e+21'): they are left out.

function statusMap(ids: readonly number[], flag: (id: number) => boolean): StatusMap {
  const map: StatusMap = {}
  for (const id of ids) if (Number.isSafeInteger(id)) map[String(id)] = flag(id)
  return map
}

export function likeStatus(db: MockDb, userId: number, postIds: readonly number[]) {
  const index = getReadIndex(db)
  return { likeStatus: statusMap(postIds, (id) => index.isLiked(userId, id)) }
}

export function bookmarkStatus(db: MockDb, userId: number, postIds: readonly number[]) {
  const index = getReadIndex(db)
  return { bookmarkStatus: statusMap(postIds, (id) => index.isBookmarked(userId, id)) }
}

export function followStatus(db: MockDb, userId: number, userIds: readonly number[]) {
  const index = getReadIndex(db)
  return { followStatus: statusMap(userIds, (id) => index.isFollowing(userId, id)) }
}
