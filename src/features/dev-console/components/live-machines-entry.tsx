import { lazy, Suspense } from 'react'
import { liveMachinesLauncher } from '../model/live-machines-preference'

// In the first bundle, only this: while the developer switch is off, nothing of the live machines is fetched.
const LiveMachinesLauncher = lazy(() =>
  import('./live-machines-launcher').then((m) => ({ default: m.LiveMachinesLauncher })),
)

/** Issue 24: the live machines' way in on every screen, while the developer switch is on. */
export function LiveMachinesEntry({ testApiHref }: { testApiHref: string }) {
  if (!liveMachinesLauncher.value) return null
  return (
    <Suspense fallback={null}>
      <LiveMachinesLauncher testApiHref={testApiHref} />
    </Suspense>
  )
}
