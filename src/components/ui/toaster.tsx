import { lazy, Suspense } from 'react'
import { toastHostWanted } from '@/services/toast'

// sonner's host is a chunk of its own (toaster-host.tsx), mounted at the first toast (services/toast.ts): nothing is
// shown before it anyway, and a visit that raises none never fetches it.
const ToasterHost = lazy(() => retriedOnline(() => import('./toaster-host')).then((m) => ({ default: m.ToasterHost })))

/**
 * `load`, tried again once the browser is back online when it failed offline. A first toast raised offline (R4.41's
 * 已加入队列) where no service worker keeps the host's chunk (a build for a real backend, or 离线使用 off) failed its
 * import, and the failed lazy component blanked the whole page; now the toasts wait for the network instead.
 */
export function retriedOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error
    return new Promise<T>((resolve) =>
      window.addEventListener('online', () => resolve(retriedOnline(load)), { once: true }),
    )
  })
}

export function Toaster() {
  if (!toastHostWanted.value) return null
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  )
}
