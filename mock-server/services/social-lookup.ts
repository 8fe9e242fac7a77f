import * as v from 'valibot'
import { IdParamSchema } from '@/schemas/envelope.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { PostRecord, UserRecord } from '../records'
import { SOCIAL_MSG } from './social-texts'

// Path ids that are not positive integers name nothing, so they answer 404 like an unknown id
// (design: "404 for unknown, non-numeric, zero or negative ids"), never a 400 or a crash.

export function parseIdParam(raw: unknown): number | null {
  const id = v.safeParse(IdParamSchema, raw)
  return id.success ? id.output : null
}

export function requirePost(db: MockDb, raw: unknown): Readonly<PostRecord> {
  const id = parseIdParam(raw)
  const post = id === null ? undefined : db.get('posts', id)
  if (!post) throw new HttpError(404, 'NOT_FOUND_001', SOCIAL_MSG.postNotFound)
  return post
}

export function requireUser(db: MockDb, raw: unknown): Readonly<UserRecord> {
  const id = parseIdParam(raw)
  const user = id === null ? undefined : db.get('users', id)
  if (!user) throw new HttpError(404, 'NOT_FOUND_001', SOCIAL_MSG.userNotFound)
  return user
}
