import { lazy, Suspense } from 'react'
import { MoreIcon } from '@/components/ui/icons'

// The button is a chunk of its own, like the menu it opens (more-menu-button.tsx): only a signed-in visitor's header
// has it, and the home route's first JS is kept for what every visitor needs. While it loads the same icon is shown,
// inert, so the header does not shift.
const MoreMenuButton = lazy(() => import('./more-menu-button').then((m) => ({ default: m.MoreMenuButton })))

export function LazyMoreMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted">
          <MoreIcon />
        </span>
      }
    >
      <MoreMenuButton onLogout={onLogout} />
    </Suspense>
  )
}
