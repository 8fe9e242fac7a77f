import * as v from 'valibot'
import { IdParamSchema } from '@/schemas/envelope.schema'
import type { UpdateProfileRequestSchema } from '@/schemas/user.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { UserRecord } from '../records'
import { SERVER_MSG } from '../server-messages'
import type { Auth } from './sessions'
import { isFollowing, userStats } from './user-stats'
import { toOwnUser, toPublicUser } from './user-views'

type ProfileUpdate = v.InferOutput<typeof UpdateProfileRequestSchema>

const notFound = () => new HttpError(404, 'NOT_FOUND_001', SERVER_MSG.userNotFound)

/** R7.7 */
export function ownProfile(db: MockDb, user: Readonly<UserRecord>) {
  return { user: toOwnUser(user), stats: userStats(db, user.id) }
}

/** R7.8: empty optional texts are stored as null so "not set" has one representation. */
export async function updateProfile(db: MockDb, userId: number, input: ProfileUpdate) {
  const updated = await db.write((tx) =>
    tx.update('users', userId, {
      displayName: input.displayName,
      bio: input.bio.trim(),
      location: input.location.trim() || null,
      website: input.website.trim() || null,
      gender: input.gender,
      birthDate: input.birthDate,
      updatedAt: new Date().toISOString(),
    }),
  )
  if (!updated) throw notFound()
  return ownProfile(db, updated)
}

/** R7.9: any id that is not a positive integer naming a user is simply "no such user". */
export function publicProfile(db: MockDb, rawId: unknown, viewer: Auth | null) {
  const id = v.safeParse(IdParamSchema, rawId)
  const user = id.success ? db.get('users', id.output) : undefined
  if (!user) throw notFound()
  const stats = userStats(db, user.id)
  const following = viewer !== null && viewer.user.id !== user.id && isFollowing(db, viewer.user.id, user.id)
  return { user: toPublicUser(user, stats, following), stats }
}
