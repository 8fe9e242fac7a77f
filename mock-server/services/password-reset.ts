import { RESET_TOKEN_TTL_MS } from '../auth-config'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import { SERVER_MSG } from '../server-messages'
import { randomToken } from './crypto-text'
import { passwordFields } from './passwords'
import { revokeUserSessions } from './sessions'

/**
 * R7.5. A real server would mail the token and answer identically for every address. The mock has no
 * mail server, so it hands the token back (data.resetToken) for registered emails: MOCK ONLY, and the
 * one place where the mock reveals whether an email is registered.
 */
export async function requestPasswordReset(db: MockDb, email: string): Promise<{ resetToken?: string }> {
  const user = db.find('users', (u) => u.email === email.toLowerCase())
  if (!user) return {}
  const now = Date.now()
  const reset = await db.write((tx) =>
    tx.create('passwordResets', {
      userId: user.id,
      token: randomToken(),
      expiresAt: now + RESET_TOKEN_TTL_MS,
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    }),
  )
  return { resetToken: reset.token }
}

/** R7.6: one use per token; every session of the user is revoked, so a thief's login ends too. */
export async function resetPassword(db: MockDb, token: string, password: string): Promise<void> {
  const secret = await passwordFields(password)
  await db.write(async (tx) => {
    const now = Date.now()
    const [reset] = tx.filter('passwordResets', (r) => r.token === token)
    if (!reset || reset.usedAt !== null || reset.expiresAt <= now) {
      throw new HttpError(400, 'AUTH_004', SERVER_MSG.resetInvalid)
    }
    const at = new Date(now).toISOString()
    await tx.update('users', reset.userId, { ...secret, updatedAt: at })
    await tx.update('passwordResets', reset.id, { usedAt: at })
    await revokeUserSessions(tx, reset.userId)
  })
}
