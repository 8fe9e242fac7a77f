import fc from 'fast-check'
import { activeDb } from '../active-db'
import type { CollectionName } from '../records'
import { DEMO } from '../test/api-client'

// "Live" values for generated requests: an existing post id, a refresh token, the demo account. They are read
// from the active db when fast-check generates a run, i.e. after the previous run's writes.

export const rows = (collection: CollectionName) => activeDb().filter(collection) as unknown as Record<string, unknown>[]
const pick = <T>(all: readonly T[], n: number): T | undefined => (all.length ? all[n % all.length] : undefined)

/** Which collection an id parameter names: by its name, else by the path it is in. */
export function collectionOf(path: string, name: string): CollectionName {
  if (name === 'postId') return 'posts'
  if (name === 'userId' || name === 'receiverId') return 'users'
  if (path.startsWith('/api/posts/')) return 'posts'
  if (path.startsWith('/api/comments/')) return 'comments'
  return 'users' // /users/{id}…, /messages/conversations/{id} (the other user's id)
}

export const liveId = (collection: CollectionName) => fc.nat().map((n) => (pick(rows(collection), n)?.id as number | undefined) ?? 1)
const liveIds = (collection: CollectionName) => fc.array(liveId(collection), { minLength: 1, maxLength: 8 })
const newest = (collection: CollectionName, field: string) =>
  fc.nat(20).map((n) => {
    const all = rows(collection)
    return String(all[all.length - 1 - (n % Math.max(1, Math.min(all.length, 20)))]?.[field] ?? 'none')
  })

/** Values that reach the success paths, by field name; used only where the contract accepts them. */
export function liveHint(path: string, key: string): fc.Arbitrary<unknown> | undefined {
  switch (key) {
    case 'postId':
    case 'userId':
    case 'receiverId':
    case 'parentId':
      return liveId(key === 'parentId' ? 'comments' : collectionOf(path, key))
    case 'postIds':
      return liveIds('posts')
    case 'userIds':
      return liveIds('users')
    case 'refreshToken':
      return newest('sessions', 'refreshToken')
    case 'token':
      return newest('passwordResets', 'token')
    case 'username':
    case 'email':
      return fc.constant(DEMO.email)
    case 'password':
      return fc.constant(DEMO.password)
    default:
      return undefined
  }
}

