import { lazy, Suspense, useEffect } from 'react'
import { themeMode } from '@/services/theme-mode'
import { markToastHostReady, toastHostWanted } from '@/services/toast'

// sonner's host is a lazy chunk, mounted at the first toast (services/toast.ts): nothing is shown before it anyway.
// Toasts raised before it listens wait there until HostListens, mounted after it, says so (sibling effects run in
// order: sonner's first).
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

function HostListens() {
  useEffect(markToastHostReady, [])
  return null
}

export function Toaster() {
  if (!toastHostWanted.value) return null
  return (
    <Suspense fallback={null}>
      <Sonner position="top-center" theme={themeMode.value} richColors closeButton duration={3000} toastOptions={{ className: 'rounded-2xl!' }} />
      <HostListens />
    </Suspense>
  )
}
