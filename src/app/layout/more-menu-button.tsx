import { MoreIcon } from '@/components/ui/icons'
import { lazyWithPreload } from '@/components/ui/lazy-with-preload'
import { MenuButton } from '@/components/ui/menu-button'

// The menu (and Base UI with its positioning code) is a chunk of its own, loaded and mounted at the button's first
// use (menu-button.tsx): the header is on every screen of a signed-in visitor.
const MoreMenu = lazyWithPreload(() => import('./more-menu').then((m) => m.MoreMenu))

const triggerClassName =
  'w-10 h-10 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring data-[popup-open]:bg-bg-soft'

/** The header's 更多 button (R2.19). */
export function MoreMenuButton({ onLogout }: { onLogout: () => void }) {
  return (
    <MenuButton label="更多" className={triggerClassName} icon={<MoreIcon />} prefetch={MoreMenu.prefetch}>
      <MoreMenu onLogout={onLogout} triggerClassName={triggerClassName} />
    </MenuButton>
  )
}
