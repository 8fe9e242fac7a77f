import { useEffect, useRef, useState } from 'react'
import { Popover } from '@base-ui/react/popover'
import { Link } from 'wouter'
import { PaletteIcon } from '@/components/ui/icons'
import { THEMES } from '@/schemas/theme.schema'
import { setThemeColor, themeColor, themeMode } from '@/services/theme-mode'
import { ThemeSwatch } from './theme-swatch'
import { THEME_BUTTON_CLASS } from './quick-theme-launcher'

export const SWITCHER_CLOSE_DELAY_MS = 400

/** R2.27: floating quick switcher: the three themes, closes shortly after a choice, links to the settings. */
export function QuickThemeSwitcher({
  settingsHref,
  defaultOpen = false,
}: {
  settingsHref: string
  defaultOpen?: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const choose = (id: (typeof THEMES)[number]['id']) => {
    setThemeColor(id)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(false), SWITCHER_CLOSE_DELAY_MS)
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label="切换主题" className={THEME_BUTTON_CLASS}>
        <PaletteIcon size={20} className="max-md:w-4 max-md:h-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner side="top" align="end" sideOffset={10} className="z-70">
          <Popover.Popup className="w-64 rounded-2xl bg-bg-card border border-line p-2 shadow-[var(--shadow-pop)] outline-none origin-[var(--transform-origin)] transition-[transform,opacity] duration-150 data-[starting-style]:(opacity-0 scale-95) data-[ending-style]:(opacity-0 scale-95)">
            <Popover.Title className="px-2 pt-1 pb-2 text-xs font-medium text-fg-soft">主题配色</Popover.Title>
            <ul className="space-y-1">
              {THEMES.map((t) => {
                const active = themeColor.value === t.id
                return (
                  <li key={t.id}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => choose(t.id)}
                      className={`w-full flex items-center gap-3 rounded-xl px-2 py-2 text-left transition keyboard-ring ${active ? 'bg-secondary' : 'hover:bg-bg-soft'}`}
                    >
                      <ThemeSwatch id={t.id} mode={themeMode.value} size={32} />
                      <span className="flex-1 min-w-0">
                        <span className="block text-sm font-medium text-fg">{t.name}</span>
                        <span className="block text-xs text-fg-soft truncate">{t.description}</span>
                      </span>
                      {active && <span className="text-xs text-secondary-fg">使用中</span>}
                    </button>
                  </li>
                )
              })}
            </ul>
            <Link
              href={settingsHref}
              onClick={() => setOpen(false)}
              className="mt-1 block rounded-xl px-2 py-2 text-sm text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
            >
              更多主题设置 →
            </Link>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  )
}
