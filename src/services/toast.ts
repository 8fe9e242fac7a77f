// The one toast API the app uses. sonner and its host are loaded at the first toast (<Toaster/> mounts its host once
// asked to), so a visit that shows none never fetches it, and a first visit's start-up does not insert its styles
// (a style recalculation of the whole page). sonner does not replay a toast raised before its host listens, so calls
// wait for both: the library and the host (a redirect's reason on a first visit, 发布帖子需要登录账户).
import { signal } from '@preact/signals-react'
import type { toast as sonnerToast } from 'sonner'

type Sonner = typeof sonnerToast

let loading: Promise<Sonner> | null = null
const sonner = () => (loading ??= import('sonner').then((m) => m.toast))

let hostListens = () => {}
const host = new Promise<void>((resolve) => (hostListens = resolve))
/** Called by the app's <Toaster/> once sonner's host has subscribed. */
export const markToastHostReady = (): void => hostListens()

/** A toast has been raised: the app's <Toaster/> mounts sonner's host from then on. */
export const toastHostWanted = signal(false)

const show = (fn: (s: Sonner) => unknown) => {
  toastHostWanted.value = true
  void Promise.all([sonner(), host]).then(([s]) => fn(s))
}

export const toast = {
  success: (title: string, description?: string) => show((s) => s.success(title, description ? { description } : undefined)),
  error: (title: string, description?: string) => show((s) => s.error(title, description ? { description } : undefined)),
  info: (title: string, description?: string) => show((s) => s(title, description ? { description } : undefined)),
  /** A short confirmation that does not stay in the way (R8.34: login, like and bookmark succeeded…). */
  brief: (title: string) => show((s) => s.success(title, { duration: 1500 })),
  /** Stays until acted on or closed: a choice the user makes (a new version to switch to). */
  action: (title: string, label: string, onClick: () => void) =>
    show((s) => s(title, { duration: Infinity, action: { label, onClick } })),
  /** Closes every toast shown; before the first toast there is none (and no host to load for it). */
  dismissAll: () => {
    if (toastHostWanted.peek()) show((s) => s.dismiss())
  },
}
