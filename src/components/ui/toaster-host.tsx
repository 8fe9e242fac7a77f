import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { themeMode } from '@/services/theme-mode'
import { markToastHostReady } from '@/services/toast'

// Toasts raised before sonner's host listens wait in services/toast.ts until HostListens, mounted after it, says so
// (sibling effects run in order: sonner's first).
function HostListens() {
  useEffect(markToastHostReady, [])
  return null
}

/** sonner's host, with the app's look: a chunk of its own, mounted at the first toast (toaster.tsx). */
export function ToasterHost() {
  return (
    <>
      <Sonner position="top-center" theme={themeMode.value} richColors closeButton duration={3000} toastOptions={{ className: 'rounded-2xl!' }} />
      <HostListens />
    </>
  )
}
