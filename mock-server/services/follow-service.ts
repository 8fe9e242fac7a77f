import type { FollowResponse } from '@/schemas/social.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import { getReadIndex } from './read-index'
import { requireUser } from './social-lookup'
import { SOCIAL_MSG } from './social-texts'

// R7.21: follow/unfollow, idempotent like R7.19 (check and insert in one locked write). The answer
// carries the target's new follower count so the client can settle its ±1 guess (R4.18).

export async function setFollow(
  db: MockDb,
  followerId: number,
  rawUserId: unknown,
  on: boolean,
): Promise<FollowResponse> {
  const targetId = requireUser(db, rawUserId).id
  if (targetId === followerId) {
    throw new HttpError(400, 'VALIDATION_001', SOCIAL_MSG.cannotFollowSelf, {
      errors: [{ field: 'userId', message: SOCIAL_MSG.cannotFollowSelf }],
    })
  }
  await db.write(async (tx) => {
    const rows = tx.filter('follows', (f) => f.followerId === followerId && f.followingId === targetId)
    if (on && rows.length === 0)
      await tx.create('follows', { followerId, followingId: targetId, createdAt: new Date().toISOString() })
    if (!on) for (const row of rows) await tx.remove('follows', row.id)
  })
  const index = getReadIndex(db)
  return { isFollowing: index.isFollowing(followerId, targetId), followersCount: index.followersCount(targetId) }
}
