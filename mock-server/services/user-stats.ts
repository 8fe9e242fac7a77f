import type { ProfileStats } from '@/schemas/user.schema'
import type { MockDb } from '../db'

// Counts are derived from the relations at read time, so no stored counter can drift or lose an update;
// followers add the user's base count (people outside the sample, see records.ts).

export function userStats(db: MockDb, userId: number): ProfileStats {
  return {
    postsCount: db.count('posts', (p) => p.authorId === userId),
    followersCount:
      db.count('follows', (f) => f.followingId === userId) + (db.get('users', userId)?.followersBase ?? 0),
    followingCount: db.count('follows', (f) => f.followerId === userId),
  }
}

export function isFollowing(db: MockDb, followerId: number, followingId: number): boolean {
  return db.count('follows', (f) => f.followerId === followerId && f.followingId === followingId) > 0
}
