import type * as v from 'valibot'
import type { LoginRequestSchema, RegisterRequestSchema } from '@/schemas/auth.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { SessionRecord, UserRecord } from '../records'
import { SERVER_MSG } from '../server-messages'
import { passwordFields, passwordMatches } from './passwords'
import { openSession, rotateSession } from './sessions'
import { toOwnUser } from './user-views'

type RegisterInput = v.InferOutput<typeof RegisterRequestSchema>
type LoginInput = v.InferOutput<typeof LoginRequestSchema>

const authResult = (user: UserRecord, session: SessionRecord) => ({
  token: session.accessToken,
  refreshToken: session.refreshToken,
  user: toOwnUser(user),
})

/** R7.1; duplicates are checked inside the write so two tabs cannot both take the same email. */
export async function register(db: MockDb, input: RegisterInput) {
  const secret = await passwordFields(input.password)
  return db.write(async (tx) => {
    const email = input.email.toLowerCase()
    if (tx.filter('users', (u) => u.email === email).length > 0) {
      throw new HttpError(409, 'USER_EMAIL_EXISTS', SERVER_MSG.emailExists)
    }
    const username = input.username.toLowerCase()
    if (tx.filter('users', (u) => u.username.toLowerCase() === username).length > 0) {
      throw new HttpError(409, 'USER_USERNAME_EXISTS', SERVER_MSG.usernameExists)
    }
    const now = new Date().toISOString()
    const user = await tx.create('users', {
      username: input.username,
      email,
      ...secret,
      displayName: input.displayName,
      avatar: null,
      bio: '',
      location: null,
      website: null,
      gender: null,
      birthDate: null,
      verified: false,
      role: 'user',
      createdAt: now,
      updatedAt: now,
    })
    return authResult(user, await openSession(tx, user.id))
  })
}

/** R7.2: the email arrives in `username`; unknown email and wrong password answer alike. */
export async function login(db: MockDb, input: LoginInput) {
  const email = input.username.trim().toLowerCase()
  const user = db.find('users', (u) => u.email === email)
  if (!user || !(await passwordMatches(input.password, user))) {
    throw new HttpError(401, 'AUTH_003', SERVER_MSG.badCredentials)
  }
  return db.write(async (tx) => authResult(user, await openSession(tx, user.id)))
}

export async function logout(db: MockDb, sessionId: number): Promise<void> {
  await db.write((tx) => tx.update('sessions', sessionId, { revoked: true }))
}

export async function refresh(db: MockDb, refreshToken: string) {
  const session = await rotateSession(db, refreshToken)
  return { accessToken: session.accessToken, refreshToken: session.refreshToken }
}
