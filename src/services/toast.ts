// The one toast API the app uses. sonner is loaded on first use (and by the lazy <Toaster/>), so it
// stays out of the first bundle. sonner does not replay a toast raised before its host listens, so calls wait
// for both: the library and the host (a redirect's reason on a first visit, 发布帖子需要登录账户, came before it).
import type { toast as sonnerToast } from 'sonner'

type Sonner = typeof sonnerToast

let loading: Promise<Sonner> | null = null
const sonner = () => (loading ??= import('sonner').then((m) => m.toast))

let hostListens = () => {}
const host = new Promise<void>((resolve) => (hostListens = resolve))
/** Called by the app's <Toaster/> once sonner's host has subscribed. */
export const markToastHostReady = (): void => hostListens()

const show = (fn: (s: Sonner) => unknown) => void Promise.all([sonner(), host]).then(([s]) => fn(s))

export const toast = {
  success: (title: string, description?: string) => show((s) => s.success(title, description ? { description } : undefined)),
  error: (title: string, description?: string) => show((s) => s.error(title, description ? { description } : undefined)),
  info: (title: string, description?: string) => show((s) => s(title, description ? { description } : undefined)),
  /** A short confirmation that does not stay in the way (R8.34: login, like and bookmark succeeded…). */
  brief: (title: string) => show((s) => s.success(title, { duration: 1500 })),
  /** Stays until acted on or closed: a choice the user makes (a new version to switch to). */
  action: (title: string, label: string, onClick: () => void) =>
    show((s) => s(title, { duration: Infinity, action: { label, onClick } })),
  dismissAll: () => show((s) => s.dismiss()),
}
