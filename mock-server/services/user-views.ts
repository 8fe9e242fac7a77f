import type * as v from 'valibot'
import { ageFromBirthDate, type ProfileStats, type PublicUserSchema, type UserWire } from '@/schemas/user.schema'
import type { UserRecord } from '../records'

// Wire views of a user record. Password hash and salt never leave the server.

/** The user as its owner receives it (R3.1, camelCase). `age` is derived, never stored (R5.21). */
export function toOwnUser(u: Readonly<UserRecord>) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    displayName: u.displayName,
    avatar: u.avatar,
    bio: u.bio,
    location: u.location,
    website: u.website,
    gender: u.gender,
    birthDate: u.birthDate,
    age: u.birthDate ? ageFromBirthDate(u.birthDate) : null,
    verified: u.verified,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  } satisfies UserWire
}
export type OwnUser = ReturnType<typeof toOwnUser>

/** Another user's public profile (R3.4, snake_case); is_following is relative to the caller. */
export function toPublicUser(u: Readonly<UserRecord>, stats: ProfileStats, isFollowing: boolean) {
  return {
    id: u.id,
    username: u.username,
    display_name: u.displayName,
    avatar_url: u.avatar,
    bio: u.bio,
    followers_count: stats.followersCount,
    following_count: stats.followingCount,
    posts_count: stats.postsCount,
    is_following: isFollowing,
    is_verified: u.verified,
    created_at: u.createdAt,
  } satisfies v.InferInput<typeof PublicUserSchema>
}
