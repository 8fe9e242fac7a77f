import { Menu } from '@base-ui/react/menu'
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { MoreIcon, PaletteIcon, ShieldIcon, StarIcon } from '@/components/ui/icons'
import {
  CheckIcon,
  ChevronRightIcon,
  HelpIcon,
  HistoryIcon,
  InfoIcon,
  LogoutIcon,
  MoonIcon,
  SettingsIcon,
  SunIcon,
} from '@/components/ui/icons-more'
import { ThemeSwatch } from '@/features/theme/components/theme-swatch'
import { setThemeColor, themeColor, themeMode, toggleThemeMode } from '@/services/theme-mode'
import { THEMES } from '@/schemas/theme.schema'
import { paths } from '../paths'

/** R9.34: how long a pointer rests on a sub-menu's item before the sub-menu opens. */
export const SUBMENU_OPEN_DELAY_MS = 100

const popupClass =
  'rounded-2xl bg-bg-card border border-line p-1.5 shadow-[var(--shadow-pop)] outline-none origin-[var(--transform-origin)] transition-[transform,opacity] duration-150 data-[starting-style]:(opacity-0 scale-95) data-[ending-style]:(opacity-0 scale-95)'

const itemClass =
  'flex items-center gap-3 px-3 h-10 rounded-xl text-sm text-fg cursor-pointer select-none outline-none data-[highlighted]:bg-bg-soft'

function Item({
  icon,
  label,
  onClick,
  danger = false,
}: {
  icon: ReactNode
  label: string
  onClick: () => void
  danger?: boolean
}) {
  return (
    <Menu.Item className={`${itemClass} ${danger ? 'text-danger' : ''}`} onClick={onClick}>
      <span className={danger ? 'text-danger' : 'text-fg-muted'}>{icon}</span>
      {label}
    </Menu.Item>
  )
}

/** 主题设置 opens the three themes to pick from at once, and the full theme settings. */
function ThemeSubmenu({ onSettings }: { onSettings: () => void }) {
  return (
    <Menu.SubmenuRoot>
      <Menu.SubmenuTrigger delay={SUBMENU_OPEN_DELAY_MS} className={`${itemClass} data-[popup-open]:bg-bg-soft`}>
        <span className="text-fg-muted">
          <PaletteIcon size={18} />
        </span>
        主题设置
        <ChevronRightIcon size={16} className="ml-auto text-fg-soft" />
      </Menu.SubmenuTrigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} alignOffset={-6} className="z-70 outline-none">
          <Menu.Popup aria-label="主题设置" className={`min-w-56 ${popupClass}`}>
            <Menu.RadioGroup
              value={themeColor.value}
              onValueChange={(id: (typeof THEMES)[number]['id']) => setThemeColor(id)}
            >
              {THEMES.map((t) => (
                <Menu.RadioItem key={t.id} value={t.id} closeOnClick className={itemClass}>
                  <ThemeSwatch id={t.id} mode={themeMode.value} size={22} />
                  {t.name}
                  <Menu.RadioItemIndicator className="ml-auto text-primary-dark">
                    <CheckIcon size={16} />
                  </Menu.RadioItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            <Menu.Separator className="my-1 h-px bg-line mx-2" />
            <Menu.Item className={`${itemClass} text-fg-muted`} onClick={onSettings}>
              更多主题设置
            </Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.SubmenuRoot>
  )
}

/**
 * R2.19: my bookmarks, history, light/dark, theme settings, settings, privacy, help, about, logout. Mounted open at
 * the header's button's first click (lazy-more-menu.tsx), with its trigger in that button's place.
 */
export function MoreMenu({ onLogout, triggerClassName }: { onLogout: () => void; triggerClassName: string }) {
  const [, navigate] = useLocation()
  const dark = themeMode.value === 'dark'
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger aria-label="更多" className={triggerClassName}>
        <MoreIcon />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={8} align="end" className="z-70 outline-none">
          <Menu.Popup className={`min-w-52 ${popupClass}`}>
            <Item icon={<StarIcon size={18} />} label="我的收藏" onClick={() => navigate(paths.saved.href())} />
            <Item icon={<HistoryIcon size={18} />} label="浏览历史" onClick={() => navigate(paths.history.href())} />
            <Item
              icon={dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
              label={dark ? '切换到浅色模式' : '切换到深色模式'}
              onClick={toggleThemeMode}
            />
            <ThemeSubmenu onSettings={() => navigate(paths.themeSettings.href())} />
            <Item icon={<SettingsIcon size={18} />} label="设置" onClick={() => navigate(paths.settings.href())} />
            <Menu.Separator className="my-1 h-px bg-line mx-2" />
            <Item icon={<ShieldIcon size={18} />} label="隐私政策" onClick={() => navigate(paths.privacy.href())} />
            <Item icon={<HelpIcon size={18} />} label="帮助中心" onClick={() => navigate(paths.help.href())} />
            <Item icon={<InfoIcon size={18} />} label="关于" onClick={() => navigate(paths.about.href())} />
            <Menu.Separator className="my-1 h-px bg-line mx-2" />
            <Item icon={<LogoutIcon size={18} />} label="退出登录" onClick={onLogout} danger />
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
