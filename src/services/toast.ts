// The one toast API the app uses. sonner and its host are loaded at the first toast (<Toaster/> mounts its host once
// asked to), so a visit that shows none never fetches it, and a first visit's start-up does not insert its styles
// (a style recalculation of the whole page). sonner does not replay a toast raised before its host listens, so calls
// wait for both: the library and the host (a redirect's reason on a first visit, 发布帖子需要登录账户). Both are the
// toasts service's (./toasts.ts), created by the app's wiring: a toast raised before it is connected throws.
import { signal } from '@preact/signals-react'
import type { toast as sonnerToast } from 'sonner'
import { toasts } from './toasts'

type Sonner = typeof sonnerToast

/** Called by the app's <Toaster/> once sonner's host has subscribed. */
export const markToastHostReady = (): void => toasts.get().hostReady()

/** A toast has been raised: the app's <Toaster/> mounts sonner's host from then on. */
export const toastHostWanted = signal(false)

const show = (fn: (s: Sonner) => unknown) => {
  toasts.get().show(fn)
  toastHostWanted.value = true
}

// Success and information are quiet (the app's own surface, a small coloured icon); only a failure takes its colour.
export const toast = {
  success: (title: string, description?: string) => show((s) => s.success(title, { description, duration: 2500 })),
  error: (title: string, description?: string) => show((s) => s.error(title, { description, richColors: true })),
  info: (title: string, description?: string) => show((s) => s(title, description ? { description } : undefined)),
  /**
   * A short confirmation that does not stay in the way (R8.34: login, like and bookmark succeeded…): one at a time,
   * the next replacing the last, so a row of likes never stacks toasts.
   */
  brief: (title: string) => show((s) => s.success(title, { id: 'brief', duration: 1500 })),
  /** R5.23: an action that needs an account, asked of a visitor: a neutral prompt with the way to sign in. */
  signIn: (description?: string) =>
    show((s) =>
      s('请先登录', {
        id: 'sign-in',
        description,
        duration: 4000,
        action: { label: '去登录', onClick: () => toasts.get().openSignIn() },
      }),
    ),
  /** Stays until acted on or closed: a choice the user makes (a new version to switch to). */
  action: (title: string, label: string, onClick: () => void) =>
    show((s) => s(title, { duration: Infinity, action: { label, onClick } })),
  /** Closes every toast shown; before the first toast there is none (and no host to load for it). */
  dismissAll: () => {
    if (toastHostWanted.peek()) show((s) => s.dismiss())
  },
}
