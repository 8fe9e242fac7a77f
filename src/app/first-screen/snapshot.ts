import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { KeptPress } from './kept-press'
import type { KeptText } from './kept-text'

// The returning visit's first screen: what the capture (app side, capture.ts) writes and the restore (before the
// app, restore.ts) reads. Defined once here; keep this module free of anything heavier than the storage keys,
// because it is compiled into the script index.html runs before the app (scripts/vite-first-screen.ts).

export const FIRST_SCREEN_KEY = STORAGE_KEYS.homeSnapshot

/** Older snapshots are not restored: the feed data snapshot they stand in front of expires at the same age. */
export const FIRST_SCREEN_MAX_AGE_MS = 24 * 60 * 60_000

/** A larger snapshot costs more to parse than it saves; the home screen is a few tens of KB. */
export const FIRST_SCREEN_MAX_CHARS = 200_000

export interface FirstScreenSnapshot {
  /** The build that rendered it: markup is only restored in front of the same CSS and the same app. */
  build: string
  viewerId: number | null
  /** The window width it was laid out for: the masonry's absolute positions only fit that width. */
  width: number
  savedAt: number
  /** The header's and the home screen's markup, as React rendered it (text escaped by the serialiser). */
  html: string
}

/** What the page loading now is; a snapshot is restored only if it was taken in the same situation. */
export interface Visit {
  build: string
  viewerId: number | null
  width: number
  now: number
  pathname: string
  search: string
  /** The app's base path (`/`, or `/demo/` under a sub-path). */
  base?: string
  /** The feed's data snapshot is there, so React's first render shows the same screen. */
  hasFeedData: boolean
}

/** Handed over by the script that runs before the app (hand-off.ts); the app reads it. */
export interface FirstScreenState {
  build: string
  /** The app's base path, as the build was made for. */
  base?: string
  /** A snapshot was put into #root. */
  restored: boolean
  /** The app path of the first screen the build put into the page, when it stays (ADR 015). */
  prerendered?: string | null
  /** Where a plain click on a restored link wanted to go, until the live app takes it. */
  tap: string | null
  /** The button a plain click on the first screen pressed last (instead of a link), until the live app presses it. */
  press?: KeptPress | null
  /** The script's own finder of the live button a press named (kept-press.ts), so the app's bundle need not carry it. */
  findPressed?: (screen: ParentNode, press: KeptPress) => HTMLButtonElement | null
  /** The text last typed into a field of the first screen (kept-text.ts), until the live app's field takes it. */
  typed?: KeptText | null
  /** The script's own filler of the live field (kept-text.ts), so the app's bundle need not carry it. */
  refill?: (screen: ParentNode, text: KeptText) => void
  /** The app path (no base, no query) the app opened first because of that click (first-routes.ts). */
  opened?: string | null
}

/** The home screen only: the app's base (`/`, `/demo/`) with no query (a category or a search is another screen). */
export const isHomeScreen = (pathname: string, search: string, base = '/'): boolean =>
  (pathname === base || `${pathname}/` === base) && search === ''

/** The screen the build rendered for app path `path` (ADR 015) is this page's: the same path under the base, no query. */
export const isPrerenderedFor = (path: string, pathname: string, search: string, base = '/'): boolean =>
  search === '' &&
  path !== '' &&
  (path === '/' ? isHomeScreen(pathname, search, base) : pathname === `${base.replace(/\/+$/, '')}${path}`)

export function isRestorable(value: unknown, visit: Visit): value is FirstScreenSnapshot {
  if (!value || typeof value !== 'object') return false
  const snap = value as Partial<FirstScreenSnapshot>
  return (
    visit.build !== '' &&
    snap.build === visit.build &&
    snap.viewerId === visit.viewerId &&
    snap.width === visit.width &&
    typeof snap.savedAt === 'number' &&
    snap.savedAt <= visit.now &&
    visit.now - snap.savedAt < FIRST_SCREEN_MAX_AGE_MS &&
    typeof snap.html === 'string' &&
    snap.html.length <= FIRST_SCREEN_MAX_CHARS &&
    isHomeScreen(visit.pathname, visit.search, visit.base) &&
    visit.hasFeedData
  )
}

/** The signed-in user's id as the app caches it (STORAGE_KEYS.cachedUser), or null. */
export function viewerIdIn(store: Pick<Storage, 'getItem'>): number | null {
  try {
    const user = JSON.parse(store.getItem(STORAGE_KEYS.cachedUser) ?? 'null') as { id?: unknown } | null
    return user && typeof user.id === 'number' ? user.id : null
  } catch {
    return null
  }
}
