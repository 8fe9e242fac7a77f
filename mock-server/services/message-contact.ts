import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { UserRecord } from '../records'
import { requireUser } from './social-lookup'
import { SOCIAL_MSG } from './social-texts'

/**
 * The other side of a conversation: a conversation is always between the caller and this user, so
 * nobody can read or mark another pair's messages. Unknown or malformed ids → 404 (R5.26: the user
 * must exist); oneself → 400, as there is no conversation with oneself.
 */
export function requireContact(db: MockDb, meId: number, raw: unknown, field = 'userId'): Readonly<UserRecord> {
  const contact = requireUser(db, raw)
  if (contact.id === meId) {
    throw new HttpError(400, 'VALIDATION_001', SOCIAL_MSG.cannotMessageSelf, {
      errors: [{ field, message: SOCIAL_MSG.cannotMessageSelf }],
    })
  }
  return contact
}
