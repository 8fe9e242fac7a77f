import {
  getTheme,
  THEME_IDS,
  THEME_MODES,
  type ThemeColorSet,
  type ThemeId,
  type ThemeMode,
  type ThemeTextSet,
} from '../schemas/theme.schema' // relative: uno.config.ts loads this file without Vite's aliases

// The colours as CSS custom properties. Pure (no signals, no DOM) so that uno.config.ts can emit the
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

const TEXT_VAR_NAMES: Record<keyof ThemeTextSet, string> = {
  primaryText: '--c-primary-text',
  primaryDisplay: '--c-primary-display',
  accentText: '--c-accent-text',
}

/**
 * The swatches of the two display modes on the theme settings (a sun on a pale yellow, a moon on a dark card): each
 * shows its mode whichever mode is on, so they have the same values in light and dark.
 */
const MODE_PREVIEWS = {
  previewLight: '#fff5c7',
  previewLightForeground: '#b07d00',
  previewDark: '#1c1c20',
  previewDarkForeground: '#ffd43b',
} as const

/**
 * The colours every theme shares, per mode: surfaces, text, lines and status colours. Text colours reach WCAG AA
 * (4.5:1) on every surface they are drawn on, in every theme (theme-contrast.test.ts).
 * like and bookmark are the active like and bookmark colours (the heart and the star with their counts); link is
 * the blue of a post's #tags.
 * The status colours come as a text colour and a soft background to put it on (an error box, the offline banner,
 * the QA console's badges): danger with dangerSoft, warning with warningSoft (and warningLine, its border), success
 * with successSoft. danger is also a fill (the danger button, with dangerForeground on it).
 */
export const NEUTRAL_COLORS = {
  light: {
    bg: '#ffffff',
    bgSoft: '#f6f6f7',
    card: '#ffffff',
    fg: '#222226',
    fgMuted: '#5f5f66',
    fgSoft: '#6e6e76',
    line: '#ececef',
    danger: '#d81834',
    dangerForeground: '#ffffff',
    dangerSoft: '#fff0f2',
    warning: '#8a4b00',
    warningSoft: '#fff4e5',
    warningLine: '#ffe0b3',
    success: '#14532d',
    successSoft: '#e3f4e8',
    brand: '#ff2e4d',
    like: '#d81834',
    bookmark: '#9b6308',
    link: '#2f62a8',
    ...MODE_PREVIEWS,
  },
  dark: {
    bg: '#0f0f11',
    bgSoft: '#18181b',
    card: '#1c1c20',
    fg: '#ededf0',
    fgMuted: '#a6a6ad',
    fgSoft: '#929299',
    line: '#2b2b31',
    danger: '#ff5a72',
    dangerForeground: '#2a0009',
    dangerSoft: '#3a1820',
    warning: '#ffd49a',
    warningSoft: '#3a2a12',
    warningLine: '#5a4320',
    success: '#8ce6ad',
    successSoft: '#133222',
    brand: '#ff5a72',
    like: '#ff2e4d',
    bookmark: '#f5a623',
    link: '#8ab4f8',
    ...MODE_PREVIEWS,
  },
} as const satisfies Record<ThemeMode, Record<string, string>>
export type NeutralColorSet = (typeof NEUTRAL_COLORS)[ThemeMode]

const NEUTRAL_VAR_NAMES: Record<keyof NeutralColorSet, string> = {
  bg: '--c-bg',
  bgSoft: '--c-bg-soft',
  card: '--c-card',
  fg: '--c-fg',
  fgMuted: '--c-fg-muted',
  fgSoft: '--c-fg-soft',
  line: '--c-line',
  danger: '--c-danger',
  dangerForeground: '--c-danger-fg',
  dangerSoft: '--c-danger-soft',
  warning: '--c-warning',
  warningSoft: '--c-warning-soft',
  warningLine: '--c-warning-line',
  success: '--c-success',
  successSoft: '--c-success-soft',
  brand: '--c-brand',
  like: '--c-like',
  bookmark: '--c-bookmark',
  link: '--c-link',
  previewLight: '--c-preview-light',
  previewLightForeground: '--c-preview-light-fg',
  previewDark: '--c-preview-dark',
  previewDarkForeground: '--c-preview-dark-fg',
}

/** CSS custom properties of one theme in one mode (the glow is blended so shadows stay soft). */
export function themeVariables(id: ThemeId, mode: ThemeMode): Record<string, string> {
  const theme = getTheme(id)
  const set = theme.colors[mode]
  const out: Record<string, string> = {}
  for (const key of Object.keys(VAR_NAMES) as (keyof ThemeColorSet)[]) {
    out[VAR_NAMES[key]] = key === 'primaryGlow' ? `color-mix(in srgb, ${set[key]} 32%, transparent)` : set[key]
  }
  const text = theme.text[mode]
  for (const key of Object.keys(TEXT_VAR_NAMES) as (keyof ThemeTextSet)[]) out[TEXT_VAR_NAMES[key]] = text[key]
  return out
}

/** CSS custom properties every theme shares in one mode. */
export function neutralVariables(mode: ThemeMode): Record<string, string> {
  const set = NEUTRAL_COLORS[mode]
  const out: Record<string, string> = {}
  for (const key of Object.keys(NEUTRAL_VAR_NAMES) as (keyof NeutralColorSet)[]) out[NEUTRAL_VAR_NAMES[key]] = set[key]
  return out
}

const declarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
const modeSelector = (mode: ThemeMode) => (mode === 'dark' ? '.dark' : ':not(.dark)')

/**
 * The shared colours per mode, then every theme × mode, as CSS rules keyed by <html>'s dark class and data-theme
 * (index.html sets both first).
 */
export function themeVariablesCss(): string {
  const rules: string[] = []
  for (const mode of THEME_MODES) rules.push(`:root${modeSelector(mode)}{${declarations(neutralVariables(mode))}}`)
  for (const id of THEME_IDS) {
    for (const mode of THEME_MODES)
      rules.push(`:root${modeSelector(mode)}[data-theme="${id}"]{${declarations(themeVariables(id, mode))}}`)
  }
  return rules.join('\n')
}
