import { useCallback, useEffect } from 'react'
import { useLocation } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { navigateInApp, withoutBase } from '@/lib/app-base'
import { lazyWithPreload } from '@/components/ui/lazy-with-preload'
import { paths } from '../paths'

// R2.39–R2.41: a post opened from a list (the saved page, a user's page) shows in a dialog over the list.
// Opening pushes /post/{id} (the address names the open post, Back closes it) and remembers, in memory only,
// the location behind it. The history entry carries a key into that memory: an entry reached by Back or
// Forward in this page's life is a dialog again, while a reload (memory empty), a link or a typed address
// to /post/{id} is the post page.

export interface PostDialogEntry {
  /** The history entry's key into the memory. */
  key: string
  postId: number
  /** The path the dialog opened over (rendered behind it). */
  background: string
  /** The element that opened it, to take focus back on close. */
  opener: HTMLElement | null
}

const STATE_KEY = 'lemonPostDialog'
/** Entries of this page's life; a handful at most in a session (each open is one history entry). */
const entries = new Map<string, PostDialogEntry>()
const MAX_ENTRIES = 100
let seq = 0

/** The dialog: its chunk is loaded by the router when a dialog shows, and early by screens that can open one. */
export const PostDialogScreen = lazyWithPreload(() => import('./post-dialog-route').then((m) => m.PostDialogRoute))
export const loadPostDialog = () => PostDialogScreen.preload()

/** Opens post `postId` in the dialog over the current page. */
export function openPostDialog(postId: number, opener: HTMLElement | null = null): void {
  const key = `${Date.now().toString(36)}-${++seq}`
  const active =
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
      ? document.activeElement
      : null
  entries.set(key, { key, postId, background: withoutBase(location.pathname), opener: opener ?? active })
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  navigateInApp(paths.post.href(postId), { state: { [STATE_KEY]: key } })
}

/** Forgets every dialog (tests; a reload does it for the app). */
export function forgetPostDialogs(): void {
  entries.clear()
}

const keyOf = (state: unknown): string | null => {
  const key = state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_KEY] : null
  return typeof key === 'string' ? key : null
}

/** The dialog the current history entry shows, or null (the location is a page of its own). */
export function usePostDialogEntry(): PostDialogEntry | null {
  const [path] = useLocation()
  const key = keyOf(useHistoryState())
  const entry = key ? entries.get(key) : undefined
  return entry && path === paths.post.href(entry.postId) ? entry : null
}

/**
 * For PostList's onOpenPost: a stable opener of the post dialog. It also fetches the dialog's code while the
 * list is on screen, so the first tap opens at once.
 */
export function useOpenPostDialog(): (post: { id: number }) => void {
  useEffect(() => {
    void loadPostDialog()
  }, [])
  return useCallback((post: { id: number }) => openPostDialog(post.id), [])
}
