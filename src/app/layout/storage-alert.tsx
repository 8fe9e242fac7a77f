import { lazy, Suspense } from 'react'
import { storageProblem } from '@/services/storage-problem'

// In the first bundle, only this: the panel (its dialog, the mock's export and restore) loads when a problem comes.
const StorageAlertPanel = lazy(() => import('./storage-alert-panel').then((m) => ({ default: m.StorageAlertPanel })))

/** Issue 23: the backend's storage full or unreadable, said above every screen with the way out. */
export function StorageAlert() {
  const problem = storageProblem.value
  if (!problem) return null
  return (
    <Suspense fallback={null}>
      <StorageAlertPanel problem={problem} />
    </Suspense>
  )
}
