import * as v from 'valibot'

const optStr = v.optional(v.nullable(v.string()))
const optNum = v.optional(v.nullable(v.number()))
const optBool = v.optional(v.nullable(v.boolean()))

export const FOLLOW_PAGE_SIZE = 20 // R9.27

/** R3.10, R7.11: a row of a followers/following list. */
export const FollowUserSchema = v.pipe(
  v.looseObject({
    id: v.number(),
    username: v.string(),
    display_name: optStr,
    avatar_url: optStr,
    bio: optStr,
    followers_count: optNum,
    posts_count: optNum,
    is_verified: optBool,
    is_following: optBool,
  }),
  v.transform((u) => ({
    id: u.id,
    username: u.username,
    displayName: u.display_name || u.username,
    avatar: u.avatar_url ?? null,
    bio: (u.bio ?? '').trim(),
    followersCount: u.followers_count ?? 0,
    postsCount: u.posts_count ?? 0,
    verified: u.is_verified ?? false,
    isFollowing: u.is_following ?? false,
  })),
)
export type FollowUser = v.InferOutput<typeof FollowUserSchema>
export type FollowUserWire = v.InferInput<typeof FollowUserSchema>

export const FollowListSchema = v.array(FollowUserSchema)
export type FollowList = v.InferOutput<typeof FollowListSchema>
