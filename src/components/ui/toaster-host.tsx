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

// Where a toast covers no control: at the bottom centre, above a phone's bottom navigation (4rem) or a post's
// action bar, and between the floating buttons' column on the right and its mirror on the left (sonner stretches a
// toast to the phone's width otherwise). On a desktop, low in the middle, away from the header's search.
const PHONE_OFFSET = { bottom: 'calc(5.25rem + env(safe-area-inset-bottom))', left: '4rem', right: '4rem' }
const DESKTOP_OFFSET = { bottom: '2rem' }

/** sonner's host, with the app's look: a chunk of its own, mounted at the first toast (toaster.tsx). */
export function ToasterHost() {
  return (
    <>
      <Sonner
        position="bottom-center"
        offset={DESKTOP_OFFSET}
        mobileOffset={PHONE_OFFSET}
        theme={themeMode.value}
        visibleToasts={2}
        closeButton
        duration={3000}
        toastOptions={{ className: 'lemon-toast' }}
      />
      <HostListens />
    </>
  )
}
