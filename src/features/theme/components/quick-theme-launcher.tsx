import { Suspense, useState } from 'react'
import { PaletteIcon } from '@/components/ui/icons'
import { lazyWithPreload } from '@/components/ui/lazy-with-preload'

// The floating theme button is on the home screen from its first frame, but its popover (@base-ui) is needed only
// once somebody opens it: rendering it at start cost the phone's first seconds a long task of its own. So the
// button is a plain one until the first press, which loads the switcher (already fetched on hover or focus) and
// shows it open.

const QuickThemeSwitcher = lazyWithPreload(() => import('./quick-theme-switcher').then((m) => m.QuickThemeSwitcher))

/**
 * The button's look, shared by the stand-in and the switcher's trigger: round in the desktop's gutter; on a phone a
 * handle docked on the screen's right edge, narrower than the feed's 12 px margin plus a card's padding, so it never
 * sits on a card's like or bookmark (tests/layout.spec.ts holds it there).
 */
export const THEME_BUTTON_CLASS =
  'max-md:(w-[22px] h-11 rounded-l-full border-r-0 pl-px) md:(w-12 h-12 rounded-full hover:scale-105) bg-bg-card text-fg border border-line shadow-[var(--shadow-pop)] flex items-center justify-center transition keyboard-ring'

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
      <PaletteIcon size={20} className="max-md:w-4 max-md:h-4" />
    </button>
  )
  if (!pressed) return standIn
  return (
    <Suspense fallback={standIn}>
      <QuickThemeSwitcher settingsHref={settingsHref} defaultOpen />
    </Suspense>
  )
}
