import fc from 'fast-check'
import type { Collection, LiveValues } from './generate/live-values'
import type { Sessions } from './sessions'

// The records a run has seen in the backend's answers — posts, users, comments, with their authors — so that
// generated requests name records that exist (and their authors), as a client would, without reading storage.

type Json = Record<string, unknown>
const MAX_KEPT = 400

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

export class ObservedValues implements LiveValues {
  readonly #ids: Record<Collection, number[]> = { posts: [], users: [], comments: [] }
  readonly #authors: Record<Collection, Map<number, number>> = {
    posts: new Map(),
    users: new Map(),
    comments: new Map(),
  }
  readonly #gone: Record<Collection, Set<number>> = { posts: new Set(), users: new Set(), comments: new Set() }

  constructor(
    private readonly sessions: Sessions,
    /** Accounts whose emails and passwords reach the success paths of the generated requests. */
    private readonly fuzzUserIds: () => readonly number[],
  ) {}

  ids(collection: Collection): readonly number[] {
    return this.#ids[collection]
  }

  authorOf(collection: Collection, id: number): number | undefined {
    return this.#authors[collection].get(id)
  }

  add(collection: Collection, id: number, authorId?: number): void {
    if (this.#gone[collection].has(id)) return
    const ids = this.#ids[collection]
    const at = ids.indexOf(id)
    if (at >= 0) ids.splice(at, 1)
    ids.push(id)
    if (ids.length > MAX_KEPT) ids.splice(0, ids.length - MAX_KEPT)
    if (authorId !== undefined) this.#authors[collection].set(id, authorId)
  }

  /** A record the API said is gone (deleted, or 404): later requests may still name it, but not as a live one. */
  remove(collection: Collection, id: number): void {
    this.#gone[collection].add(id)
    const ids = this.#ids[collection]
    const at = ids.indexOf(id)
    if (at >= 0) ids.splice(at, 1)
  }

  /** Learns the records an answer shows: posts (title + author), comments (content + postId), users (username). */
  learn(json: unknown, depth = 0): void {
    if (depth > 6 || !json || typeof json !== 'object') return
    if (Array.isArray(json)) {
      for (const item of json.slice(0, 200)) this.learn(item, depth + 1)
      return
    }
    const o = json as Json
    const author = o.author as Json | undefined
    if (isId(o.id) && typeof o.title === 'string' && isId(author?.id)) this.add('posts', o.id, author.id)
    else if (isId(o.id) && typeof o.content === 'string' && isId(o.postId))
      this.add('comments', o.id, isId(author?.id) ? author.id : undefined)
    else if (isId(o.id) && typeof o.username === 'string') this.add('users', o.id)
    if (isId(author?.id)) this.add('users', author.id)
    for (const value of Object.values(o)) if (value && typeof value === 'object') this.learn(value, depth + 1)
  }

  field(key: string): fc.Arbitrary<unknown> | undefined {
    const accounts = this.fuzzUserIds().flatMap((id) => {
      const a = this.sessions.account(id)
      return a ? [a] : []
    })
    switch (key) {
      case 'refreshToken': {
        const tokens = this.sessions.refreshTokens()
        return tokens.length ? fc.constantFrom(...tokens) : undefined
      }
      case 'token': {
        const tokens = [...this.sessions.resetTokens.keys()].slice(-20)
        return tokens.length ? fc.constantFrom(...tokens) : undefined
      }
      // Sign-in carries the email in `username` (R7.2); register's username fails the pattern and is not used.
      case 'username':
      case 'email':
        return accounts.length ? fc.constantFrom(...accounts.map((a) => a.email)) : undefined
      case 'password':
        return accounts.length ? fc.constantFrom(...accounts.map((a) => a.password)) : undefined
      default:
        return undefined
    }
  }
}
