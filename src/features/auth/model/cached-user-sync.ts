import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { User } from '@/schemas/user.schema'

/** The part of the session this needs: who is signed in, and how to give it a newer copy of that user. */
export interface SessionLike {
  getSnapshot(): { hasTag(tag: 'authenticated'): boolean; context: { user: User | null } }
  send(event: { type: 'auth.userUpdated'; user: User }): void
}

/** Where `storage` events come from: the window in a page, a fake in tests. */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

const sameUser = (a: User | null, b: User) => a !== null && JSON.stringify(a) === JSON.stringify(b)

function readUser(raw: string): User | null {
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { id, username, displayName } = value as Partial<User>
    if (typeof id !== 'number' || typeof username !== 'string' || typeof displayName !== 'string') return null
    return value as User
  } catch {
    return null
  }
}

/**
 * Another tab saved a new copy of the signed-in user (profile edit, avatar upload): this tab's session takes it,
 * so its header shows the new name and avatar without a reload. Only the same user while signed in; a login or a
 * logout elsewhere is the token's business, not this. Returns the unsubscribe.
 */
export function followCachedUser(
  session: SessionLike,
  source: StorageEventSource | undefined = globalThis.window,
): () => void {
  if (!source) return () => {}
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    if (key !== STORAGE_KEYS.cachedUser || !newValue) return
    const snapshot = session.getSnapshot()
    const current = snapshot.context.user
    if (!snapshot.hasTag('authenticated') || !current) return
    const next = readUser(newValue)
    if (!next || next.id !== current.id || sameUser(current, next)) return
    session.send({ type: 'auth.userUpdated', user: next })
  }
  source.addEventListener('storage', onStorage)
  return () => source.removeEventListener('storage', onStorage)
}

/** The part of the session `followSignOutElsewhere` needs. */
export interface SignedInSession {
  getSnapshot(): { hasTag(tag: 'authenticated'): boolean }
  send(event: { type: 'auth.expired' }): void
}

/**
 * Another tab signed out (its logout, a failed refresh, 重置演示数据): the tokens all tabs share are gone, so this
 * tab's session ends too, rather than showing a user whose requests now go out anonymous. `onSignedOut` then
 * drops what this tab holds for the user and shows the login page. Returns the unsubscribe.
 */
export function followSignOutElsewhere(
  session: SignedInSession,
  onSignedOut: () => void,
  source: StorageEventSource | undefined = globalThis.window,
): () => void {
  if (!source) return () => {}
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    // key null: the other tab cleared all of its storage.
    if ((key !== STORAGE_KEYS.accessToken && key !== null) || newValue !== null) return
    if (!session.getSnapshot().hasTag('authenticated')) return
    session.send({ type: 'auth.expired' })
    onSignedOut()
  }
  source.addEventListener('storage', onStorage)
  return () => source.removeEventListener('storage', onStorage)
}
