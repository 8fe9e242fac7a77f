import { clearSession, saveSession } from '@/api/token-store'
import { withBase } from '@/lib/app-base'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { ScenarioOutcome } from '@/schemas/scenario.schema'
import type { User } from '@/schemas/user.schema'
import { resetGlobalState } from '@/services/global-state'

// After a scenario or a bug report changed the mock's data or account, the page takes the new session and starts
// afresh, as a new visit would: the auth session, the query cache and every screen read the new state from the
// start, and nothing the app kept for the old data (the feed's snapshot, the restored home screen, queued offline
// operations) is shown over it. What it has to say comes back as a one-time note in sessionStorage.

export interface RestartEnv {
  /** A full page load of this app path. */
  go(path: string): void
  notes: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export const browserRestartEnv = (): RestartEnv => ({
  go: (path) => location.assign(withBase(path)),
  notes: sessionStorage,
})

const NOTE_KEY = 'lemon.qa.note'

/** What the developer pages say once they are back. */
export interface RestartNote {
  text: string
  /** ISO time. */
  at: string
}

/** Keeps the session the mock handed out (or none); 'keep' leaves the page's tokens as they are. */
export function takeSession(session: ScenarioOutcome['session']): void {
  if (session === 'keep') return
  if (session === null) clearSession()
  else saveSession({ token: session.token, refreshToken: session.refreshToken, user: session.user as unknown as User })
}

/** Forgets what the app kept for the data it had: it would show old posts or replay old operations over the new data. */
export function forgetLocalData(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(STORAGE_KEYS.feedSnapshot)
  storage.removeItem(STORAGE_KEYS.homeSnapshot)
  resetGlobalState()
}

/** Takes the session, forgets the old data's leftovers, leaves `note` (for the developer pages) and loads `path` afresh. */
export function restartApp(
  { session, note, path }: { session: ScenarioOutcome['session']; note?: string; path: string },
  env: RestartEnv,
): void {
  takeSession(session)
  forgetLocalData()
  if (note)
    env.notes.setItem(NOTE_KEY, JSON.stringify({ text: note, at: new Date().toISOString() } satisfies RestartNote))
  env.go(path)
}

/** The note left before the restart, once (it is removed as it is read). */
export function takeRestartNote(notes: RestartEnv['notes'] = sessionStorage): RestartNote | null {
  const raw = notes.getItem(NOTE_KEY)
  if (raw === null) return null
  notes.removeItem(NOTE_KEY)
  try {
    const note = JSON.parse(raw) as Partial<RestartNote>
    return typeof note.text === 'string' && typeof note.at === 'string' ? { text: note.text, at: note.at } : null
  } catch {
    return null
  }
}
