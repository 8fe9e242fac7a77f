import { lazy, Suspense } from 'react'
import { toastHostWanted } from '@/services/toast'

// sonner's host is a chunk of its own (toaster-host.tsx), mounted at the first toast (services/toast.ts): nothing is
// shown before it anyway, and a visit that raises none never fetches it.
const ToasterHost = lazy(() => import('./toaster-host').then((m) => ({ default: m.ToasterHost })))

export function Toaster() {
  if (!toastHostWanted.value) return null
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  )
}
