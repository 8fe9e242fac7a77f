import * as v from 'valibot'
import { integerText } from '@/schemas/envelope.schema'
import type { DevMockLoginRequestSchema, DevMockRegisterRequestSchema } from '@/schemas/dev-api.schema'
import type { MockDb } from '../db'
import { passwordMatches } from './passwords'
import { toOwnUser } from './user-views'

// R7.38: the developer page's test calls. They look at real data but never change it: mock register
// validates and reports, mock login checks the password without opening a session.

const DEV_POSTS_MAX = 20

export const DevQuerySchema = v.object({
  limit: v.optional(integerText(DEV_POSTS_MAX, `limit 必须是 1 到 ${DEV_POSTS_MAX} 之间的整数`), '5'),
})

/** The newest posts, in a small summary form (the page only shows them). */
export function devMockPosts(db: MockDb, limit: number) {
  const newest = [...db.filter('posts')]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, limit)
  return newest.map((p) => {
    const author = db.get('users', p.authorId)
    return {
      id: p.id,
      title: p.title,
      category: p.category,
      author: author ? { id: author.id, displayName: author.displayName } : null,
      createdAt: p.createdAt,
    }
  })
}

type RegisterInput = v.InferOutput<typeof DevMockRegisterRequestSchema>

/** What a real registration would get, and whether the email and username are still free. Nothing is stored. */
export function devMockRegister(db: MockDb, input: RegisterInput) {
  const email = input.email.toLowerCase()
  const username = input.username.toLowerCase()
  return {
    user: { username: input.username, email, displayName: input.displayName },
    stored: false,
    emailAvailable: !db.find('users', (u) => u.email === email),
    usernameAvailable: !db.find('users', (u) => u.username.toLowerCase() === username),
  }
}

type LoginInput = v.InferOutput<typeof DevMockLoginRequestSchema>

/** The user when the credentials are right, else null (unknown email and wrong password alike). */
export async function devMockLogin(db: MockDb, input: LoginInput) {
  const email = input.email.trim().toLowerCase()
  const user = db.find('users', (u) => u.email === email)
  return user && (await passwordMatches(input.password, user)) ? toOwnUser(user) : null
}
