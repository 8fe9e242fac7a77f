import type { FollowUserWire } from '@/schemas/follow.schema'
import type { UserRecord } from '../records'
import type { ReadIndex } from './read-index'

/** R3.10: a row of a followers/following list; is_following is the caller's, false for visitors and oneself. */
export function toFollowUser(index: ReadIndex, u: Readonly<UserRecord>, viewerId: number | null) {
  return {
    id: u.id,
    display_name: u.displayName,
    username: u.username,
    avatar_url: u.avatar,
    bio: u.bio,
    followers_count: index.followersCount(u.id),
    posts_count: index.postsCount(u.id),
    is_verified: u.verified,
    is_following: viewerId !== null && viewerId !== u.id && index.isFollowing(viewerId, u.id),
  } satisfies FollowUserWire
}
export type FollowUserView = ReturnType<typeof toFollowUser>
