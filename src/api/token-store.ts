import type { User } from '@/schemas/user.schema'
import { STORAGE_KEYS } from '@/lib/storage-keys'

// Session persistence (R3.16, R4.1). Node (unit tests, standalone tools) has no localStorage,
// so fall back to an in-memory store instead of making every caller check.
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const memory = new Map<string, string>()
const memoryStore: KeyValueStore = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
}

// Resolved on each call: the test environment installs localStorage after this module may have been imported.
const store = (): KeyValueStore => (globalThis.localStorage as Storage | undefined) ?? memoryStore

export const getAccessToken = (): string | null => store().getItem(STORAGE_KEYS.accessToken)
export const getRefreshToken = (): string | null => store().getItem(STORAGE_KEYS.refreshToken)

export function setTokens(accessToken: string, refreshToken: string): void {
  store().setItem(STORAGE_KEYS.accessToken, accessToken)
  store().setItem(STORAGE_KEYS.refreshToken, refreshToken)
}

export function getCachedUser(): User | null {
  const raw = store().getItem(STORAGE_KEYS.cachedUser)
  if (!raw) return null
  try {
    return JSON.parse(raw) as User
  } catch {
    // A corrupted entry must not break start-up; the profile check will restore it.
    store().removeItem(STORAGE_KEYS.cachedUser)
    return null
  }
}

export function setCachedUser(user: User): void {
  store().setItem(STORAGE_KEYS.cachedUser, JSON.stringify(user))
}

/** R4.1: login and register store both tokens and the user. */
export function saveSession(session: { token: string; refreshToken: string; user: User }): void {
  setTokens(session.token, session.refreshToken)
  setCachedUser(session.user)
}

export function clearSession(): void {
  store().removeItem(STORAGE_KEYS.accessToken)
  store().removeItem(STORAGE_KEYS.refreshToken)
  store().removeItem(STORAGE_KEYS.cachedUser)
}

const authClearedListeners = new Set<() => void>()

/** The client clears auth on its own when a refresh fails (R4.2); the app learns it here. */
export function subscribeAuthCleared(listener: () => void): () => void {
  authClearedListeners.add(listener)
  return () => authClearedListeners.delete(listener)
}

export function clearSessionAndNotify(): void {
  clearSession()
  for (const listener of [...authClearedListeners]) listener()
}
