import { Suspense, useState } from 'react'
import { PaletteIcon } from '@/components/ui/icons'
import { lazyWithPreload } from '@/components/ui/lazy-with-preload'

// The floating theme button is on the home screen from its first frame, but its popover (@base-ui) is needed only
// once somebody opens it: rendering it at start cost the phone's first seconds a long task of its own. So the
// button is a plain one until the first press, which loads the switcher (already fetched on hover or focus) and
// shows it open.

const QuickThemeSwitcher = lazyWithPreload(() => import('./quick-theme-switcher').then((m) => m.QuickThemeSwitcher))

/** The round button's look, shared by the stand-in and the switcher's trigger. */
export const THEME_BUTTON_CLASS =
  'w-10 h-10 md:w-12 md:h-12 rounded-full bg-bg-card text-fg border border-line shadow-[var(--shadow-pop)] flex items-center justify-center hover:scale-105 transition keyboard-ring'

/** R2.27: the quick theme switcher, loaded on the first press. */
export function QuickThemeLauncher({ settingsHref }: { settingsHref: string }) {
  const [pressed, setPressed] = useState(false)
  const standIn = (
    <button
      type="button"
      aria-label="切换主题"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={QuickThemeSwitcher.prefetch}
      onFocus={QuickThemeSwitcher.prefetch}
      onClick={() => setPressed(true)}
      className={THEME_BUTTON_CLASS}
    >
      <PaletteIcon size={20} />
    </button>
  )
  if (!pressed) return standIn
  return (
    <Suspense fallback={standIn}>
      <QuickThemeSwitcher settingsHref={settingsHref} defaultOpen />
    </Suspense>
  )
}
