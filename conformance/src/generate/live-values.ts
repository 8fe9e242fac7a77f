import fc from 'fast-check'

// "Live" values for generated requests: an existing post id, a refresh token, an account's email. A black-box kit
// cannot read the backend's storage, so these are what the backend itself answered during the run (ids of listed
// and created records, tokens it issued), kept by the caller and read when fast-check generates a run.

export type Collection = 'posts' | 'users' | 'comments'

export interface LiveValues {
  /** Ids of a collection the run has seen, newest last. */
  ids(collection: Collection): readonly number[]
  /** The author of a record, when the run has seen it. */
  authorOf(collection: Collection, id: number): number | undefined
  /** Values that reach the success paths of a field by its name (refreshToken, email…), or undefined. */
  field(key: string): fc.Arbitrary<unknown> | undefined
}

const pick = <T>(all: readonly T[], n: number): T | undefined => (all.length ? all[n % all.length] : undefined)

/** Which collection an id parameter names: by its name, else by the path it is in. */
export function collectionOf(path: string, name: string): Collection {
  if (name === 'postId') return 'posts'
  if (name === 'userId' || name === 'receiverId') return 'users'
  if (path.startsWith('/api/posts/')) return 'posts'
  if (path.startsWith('/api/comments/')) return 'comments'
  return 'users' // /users/{id}…, /messages/conversations/{id} (the other user's id)
}

export const liveId = (live: LiveValues, collection: Collection) =>
  fc.nat().map((n) => pick(live.ids(collection), n) ?? 1)
const liveIds = (live: LiveValues, collection: Collection) =>
  fc.array(liveId(live, collection), { minLength: 1, maxLength: 8 })

/** Values that reach the success paths, by field name; used only where the contract accepts them. */
export function liveHint(live: LiveValues, path: string, key: string): fc.Arbitrary<unknown> | undefined {
  switch (key) {
    case 'postId':
    case 'userId':
    case 'receiverId':
    case 'parentId':
      return liveId(live, key === 'parentId' ? 'comments' : collectionOf(path, key))
    case 'postIds':
      return liveIds(live, 'posts')
    case 'userIds':
      return liveIds(live, 'users')
    default:
      return live.field(key)
  }
}
