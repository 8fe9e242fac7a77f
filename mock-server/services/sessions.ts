import { getAccessTokenTtl, REFRESH_TOKEN_TTL_MS } from '../auth-config'
import type { MockDb, WriteTx } from '../db'
import { HttpError } from '../http/http-error'
import type { SessionRecord, UserRecord } from '../records'
import { SERVER_MSG } from '../server-messages'
import { randomToken } from './crypto-text'

export interface Auth {
  user: Readonly<UserRecord>
  session: Readonly<SessionRecord>
}

const freshTokens = (now: number) => ({
  accessToken: randomToken(),
  refreshToken: randomToken(),
  accessExpiresAt: now + getAccessTokenTtl(),
  refreshExpiresAt: now + REFRESH_TOKEN_TTL_MS,
})

export function openSession(tx: WriteTx, userId: number): Promise<SessionRecord> {
  const now = Date.now()
  return tx.create('sessions', { userId, ...freshTokens(now), revoked: false, createdAt: new Date(now).toISOString() })
}

/** undefined: no Authorization header; null: a header that is not `Bearer <token>`. */
export function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get('authorization')
  if (header === null) return undefined
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null
}

const unauthorized = (code: 'AUTH_001' | 'AUTH_002', message: string) => new HttpError(401, code, message)

export function authenticate(db: MockDb, request: Request): Auth {
  const token = bearerToken(request)
  if (!token) throw unauthorized('AUTH_001', SERVER_MSG.loginRequired)
  const session = db.find('sessions', (s) => s.accessToken === token)
  const user = session && !session.revoked ? db.get('users', session.userId) : undefined
  if (!session || !user) throw unauthorized('AUTH_001', SERVER_MSG.loginRequired)
  if (session.accessExpiresAt <= Date.now()) throw unauthorized('AUTH_002', SERVER_MSG.tokenExpired)
  return { user, session }
}

/** R7.4: a new access + refresh pair on the same session; the old refresh token stops working. */
export function rotateSession(db: MockDb, refreshToken: string): Promise<SessionRecord> {
  return db.write(async (tx) => {
    const now = Date.now()
    const [session] = tx.filter('sessions', (s) => s.refreshToken === refreshToken)
    if (!session || session.revoked || session.refreshExpiresAt <= now) {
      throw new HttpError(401, 'AUTH_004', SERVER_MSG.refreshInvalid)
    }
    return (await tx.update('sessions', session.id, freshTokens(now)))!
  })
}

export async function revokeUserSessions(tx: WriteTx, userId: number): Promise<void> {
  for (const s of tx.filter('sessions', (s) => s.userId === userId && !s.revoked)) {
    await tx.update('sessions', s.id, { revoked: true })
  }
}
