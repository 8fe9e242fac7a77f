import { getTheme, type ThemeId, type ThemeMode } from '@/schemas/theme.schema'

/** A small preview of a theme: its primary colour with the foreground and accent it pairs with. */
export function ThemeSwatch({ id, mode, size = 40 }: { id: ThemeId; mode: ThemeMode; size?: number }) {
  const c = getTheme(id).colors[mode]
  return (
    <span
      aria-hidden="true"
      className="relative inline-flex items-center justify-center rounded-full shrink-0 shadow-inner"
      style={{ width: size, height: size, background: `linear-gradient(135deg, ${c.primary}, ${c.primaryDark})` }}
    >
      <span
        className="absolute right-0 bottom-0 w-[38%] h-[38%] rounded-full border-2 border-[var(--c-card)]"
        style={{ background: c.accent }}
      />
    </span>
  )
}
