import { Suspense, useEffect, useRef, useState } from 'react'
import { MachineIcon } from '@/components/ui/icons-more'
import { lazyWithPreload } from '@/components/ui/lazy-with-preload'

// The live machines' way in on every screen, shown while the developer switch is on (开发者工具 › 实时状态机,
// live-machines-entry.tsx): a small tab low on the screen's left edge, above the bottom bars and across from the
// home screen's round buttons. The panel is its own chunk, fetched on hover or focus and shown on the first press.

const LiveMachinesFloating = lazyWithPreload(() =>
  import('./live-machines-floating').then((m) => m.LiveMachinesFloating),
)

export function LiveMachinesLauncher({ testApiHref }: { testApiHref: string }) {
  const [open, setOpen] = useState(false)
  const tab = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // Closing gives the focus back to the tab that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) tab.current?.focus()
    wasOpen.current = open
  }, [open])
  if (open) {
    return (
      <Suspense fallback={null}>
        <LiveMachinesFloating testApiHref={testApiHref} onClose={() => setOpen(false)} />
      </Suspense>
    )
  }
  return (
    <button
      ref={tab}
      type="button"
      aria-label="实时状态机"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={LiveMachinesFloating.prefetch}
      onFocus={LiveMachinesFloating.prefetch}
      onClick={() => setOpen(true)}
      className="fixed z-45 left-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] md:bottom-8 w-7 h-11 rounded-r-xl bg-bg-card text-fg-muted border border-l-0 border-line shadow-[var(--shadow-pop)] flex items-center justify-center hover:(text-fg w-8) transition-[width,color] keyboard-ring"
    >
      <MachineIcon size={16} />
    </button>
  )
}
