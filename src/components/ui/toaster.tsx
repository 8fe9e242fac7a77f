import { lazy, Suspense } from 'react'
import { themeMode } from '@/lib/theme-mode'

// sonner's host is a lazy chunk: nothing is shown before the first toast anyway, and sonner replays toasts
// raised before its host subscribed.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <Sonner position="top-center" theme={themeMode.value} richColors closeButton duration={3000} toastOptions={{ className: 'rounded-2xl!' }} />
    </Suspense>
  )
}
