import { getTheme, THEME_IDS, THEME_MODES, type ThemeColorSet, type ThemeId, type ThemeMode } from '../schemas/theme.schema' // relative: uno.config.ts loads this file without Vite's aliases

// The theme colours as CSS custom properties. Pure (no signals, no DOM) so that uno.config.ts can emit the
// same variables as static CSS for every theme and mode: a screen painted before the app's code has run
// (index.html's restored home screen) then already has its colours.

const VAR_NAMES: Record<keyof ThemeColorSet, string> = {
  primary: '--c-primary',
  primaryLight: '--c-primary-light',
  primaryDark: '--c-primary-dark',
  primaryGlow: '--c-primary-glow',
  primaryForeground: '--c-primary-fg',
  accent: '--c-accent',
  accentForeground: '--c-accent-fg',
  secondary: '--c-secondary',
  secondaryForeground: '--c-secondary-fg',
}

/** CSS custom properties of one theme in one mode (the glow is blended so shadows stay soft). */
export function themeVariables(id: ThemeId, mode: ThemeMode): Record<string, string> {
  const set = getTheme(id).colors[mode]
  const out: Record<string, string> = {}
  for (const key of Object.keys(VAR_NAMES) as (keyof ThemeColorSet)[]) {
    out[VAR_NAMES[key]] = key === 'primaryGlow' ? `color-mix(in srgb, ${set[key]} 32%, transparent)` : set[key]
  }
  return out
}

/** Every theme × mode as CSS rules keyed by <html>'s data-theme and dark class (index.html sets both first). */
export function themeVariablesCss(): string {
  const rules: string[] = []
  for (const id of THEME_IDS) {
    for (const mode of THEME_MODES) {
      const vars = Object.entries(themeVariables(id, mode)).map(([name, value]) => `${name}:${value}`)
      rules.push(`:root${mode === 'dark' ? '.dark' : ':not(.dark)'}[data-theme="${id}"]{${vars.join(';')}}`)
    }
  }
  return rules.join('\n')
}
