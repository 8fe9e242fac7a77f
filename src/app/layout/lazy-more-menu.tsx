import { lazy } from 'react'
import { AfterFirstScreen } from '@/components/ui/after-first-screen'
import { MoreIcon } from '@/components/ui/icons'

// The menu (and @base-ui with its positioning code) loads after the first screen is painted; until then the same
// button is shown, inert, so the header does not shift.
const MoreMenu = lazy(() => import('./more-menu').then((m) => ({ default: m.MoreMenu })))

export function LazyMoreMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <AfterFirstScreen
      fallback={
        <span aria-hidden="true" className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted">
          <MoreIcon />
        </span>
      }
    >
      <MoreMenu onLogout={onLogout} />
    </AfterFirstScreen>
  )
}
