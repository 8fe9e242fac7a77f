import * as v from 'valibot'
import { MSG } from './messages'
import { clipChars } from './text-length'

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const
export const GenderSchema = v.picklist(GENDERS, MSG.genderInvalid)
export type Gender = v.InferOutput<typeof GenderSchema>
export const GENDER_LABELS: Record<Gender, string> = {
  male: '男',
  female: '女',
  other: '其他',
  prefer_not_to_say: '不愿透露',
}

const optStr = v.optional(v.nullable(v.string()))
const BIO_READ_MAX = 500

/**
 * R3.1/R3.2: a user as the client receives it. id, username and an email key must be present;
 * displayName falls back to display_name then username; email is lowercased; bio trimmed and cut to 500.
 */
export const UserSchema = v.pipe(
  v.looseObject({
    id: v.number(),
    username: v.string(),
    email: v.nullable(v.string()),
    displayName: optStr,
    display_name: optStr,
    avatar: optStr,
    avatar_url: optStr,
    bio: optStr,
    location: optStr,
    website: optStr,
    gender: v.optional(v.nullable(GenderSchema)),
    birthDate: optStr,
    age: v.optional(v.nullable(v.number())),
    verified: v.optional(v.boolean()),
    is_verified: v.optional(v.boolean()),
    createdAt: optStr,
    created_at: optStr,
    updatedAt: optStr,
  }),
  v.transform((u) => ({
    id: u.id,
    username: u.username,
    email: (u.email ?? '').toLowerCase(),
    displayName: u.displayName || u.display_name || u.username,
    avatar: u.avatar ?? u.avatar_url ?? null,
    bio: clipChars((u.bio ?? '').trim(), BIO_READ_MAX),
    location: u.location ?? null,
    website: u.website ?? null,
    gender: u.gender ?? null,
    birthDate: u.birthDate ?? null,
    age: u.age ?? null,
    verified: u.verified ?? u.is_verified ?? false,
    createdAt: u.createdAt ?? u.created_at ?? null,
    updatedAt: u.updatedAt ?? null,
  })),
)
export type User = v.InferOutput<typeof UserSchema>
export type UserWire = v.InferInput<typeof UserSchema>

export const ProfileStatsSchema = v.object({
  postsCount: v.number(),
  followersCount: v.number(),
  followingCount: v.number(),
})
export type ProfileStats = v.InferOutput<typeof ProfileStatsSchema>

/** R3.3/R7.7: GET /users/profile → { user, stats }. */
export const ProfileResponseSchema = v.object({ user: UserSchema, stats: ProfileStatsSchema })
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>

/** R3.4/R7.9: another user's public profile, read from snake_case fields. */
export const PublicUserSchema = v.pipe(
  v.looseObject({
    id: v.number(),
    username: v.string(),
    display_name: optStr,
    displayName: optStr,
    bio: optStr,
    avatar_url: optStr,
    avatar: optStr,
    followers_count: v.optional(v.number(), 0),
    following_count: v.optional(v.number(), 0),
    posts_count: v.optional(v.number(), 0),
    is_following: v.optional(v.boolean(), false),
    is_verified: v.optional(v.boolean(), false),
    created_at: optStr,
  }),
  v.transform((u) => ({
    id: u.id,
    username: u.username,
    displayName: u.display_name || u.displayName || u.username,
    bio: clipChars((u.bio ?? '').trim(), BIO_READ_MAX),
    avatar: u.avatar_url ?? u.avatar ?? null,
    followersCount: u.followers_count,
    followingCount: u.following_count,
    postsCount: u.posts_count,
    isFollowing: u.is_following,
    verified: u.is_verified,
    createdAt: u.created_at ?? null,
  })),
)
export type PublicUser = v.InferOutput<typeof PublicUserSchema>
export const PublicProfileResponseSchema = v.object({ user: PublicUserSchema, stats: ProfileStatsSchema })
export type PublicProfileResponse = v.InferOutput<typeof PublicProfileResponseSchema>

/** Today's date where the check runs (the user's own day, as the birthday picker shows it), YYYY-MM-DD. */
const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

/** isoDate takes 2021-02-30; a birth date must be a day that exists (JSON Schema's `format: date` says the same). */
function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const day = new Date(0)
  day.setUTCFullYear(y, m - 1, d)
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
}

/** R9.11 */
export const DISPLAY_NAME_MAX = 50
/** R9.10: on edit (a read cuts at 500). */
export const BIO_MAX = 200
/** R9.12 */
export const PROFILE_LOCATION_MAX = 100

/** R5.18–R5.21 / R7.8: PUT /users/profile body. */
export const UpdateProfileRequestSchema = v.object({
  displayName: v.pipe(
    v.string(MSG.displayNameRequired),
    v.trim(),
    v.nonEmpty(MSG.displayNameRequired),
    v.maxCodePoints(DISPLAY_NAME_MAX, MSG.displayNameMax),
  ),
  bio: v.optional(v.pipe(v.string(), v.maxCodePoints(BIO_MAX, MSG.bioMax)), ''),
  location: v.optional(v.pipe(v.string(), v.maxCodePoints(PROFILE_LOCATION_MAX, MSG.locationMax)), ''),
  website: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.maxCodePoints(200, MSG.websiteInvalid), v.url(MSG.websiteInvalid))],
      MSG.websiteInvalid,
    ),
    '',
  ),
  gender: v.optional(v.nullable(GenderSchema), null),
  birthDate: v.optional(
    v.nullable(
      v.pipe(
        v.string(MSG.birthDateInvalid),
        v.isoDate(MSG.birthDateInvalid),
        v.check(isCalendarDate, MSG.birthDateInvalid),
        v.check((d) => d <= todayIso(), MSG.birthDateFuture),
      ),
    ),
    null,
  ),
})
export type UpdateProfileRequest = v.InferInput<typeof UpdateProfileRequestSchema>

/** Age in whole years from a YYYY-MM-DD birth date (R2.44, R5.21). */
export function ageFromBirthDate(birthDate: string, now = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  let age = now.getFullYear() - y
  const beforeBirthday = now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)
  if (beforeBirthday) age -= 1
  return Math.max(0, age)
}
