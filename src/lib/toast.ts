// The one toast API the app uses. sonner is loaded on first use (and by the lazy <Toaster/>), so it
// stays out of the first bundle; calls made before it arrives are shown as soon as it has loaded.
import type { toast as sonnerToast } from 'sonner'

type Sonner = typeof sonnerToast

let loading: Promise<Sonner> | null = null
const sonner = () => (loading ??= import('sonner').then((m) => m.toast))

const show = (fn: (s: Sonner) => unknown) => void sonner().then(fn)

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
