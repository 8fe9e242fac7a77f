import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { firstScreen } from '@/lib/first-screen'

/**
 * Renders `children` (typically a React.lazy control) only once the first screen is painted, showing
 * `fallback` — an inert look-alike of the same size — until then, so secondary chunks never compete
 * with the feed's first frame.
 */
export function AfterFirstScreen({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void firstScreen.settled.then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [])
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
