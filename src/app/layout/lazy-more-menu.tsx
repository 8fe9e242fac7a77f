import { lazy, Suspense } from 'react'
import { MoreIcon } from '@/components/ui/icons'

// The menu (and @base-ui with its positioning code) is its own chunk; while it loads the same button is shown,
// inert, so the header does not shift.
const MoreMenu = lazy(() => import('./more-menu').then((m) => ({ default: m.MoreMenu })))

export function LazyMoreMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted">
          <MoreIcon />
        </span>
      }
    >
      <MoreMenu onLogout={onLogout} />
    </Suspense>
  )
}
