import * as v from 'valibot'
import { ThemeIdSchema } from './theme-choice.schema'

export * from './theme-choice.schema'

const colour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))
/** R3.12: the nine tokens each theme defines per mode. */
export const ThemeColorSetSchema = v.strictObject({
  primary: colour,
  primaryLight: colour,
  primaryDark: colour,
  primaryGlow: colour,
  primaryForeground: colour,
  accent: colour,
  accentForeground: colour,
  secondary: colour,
  secondaryForeground: colour,
})
export type ThemeColorSet = v.InferOutput<typeof ThemeColorSetSchema>
export const THEME_COLOR_KEYS = Object.keys(ThemeColorSetSchema.entries) as (keyof ThemeColorSet)[]

/**
 * Not part of R3.12's nine keys: the theme's colours as *text* on the page's backgrounds (bg, bg-soft, card,
 * secondary, primaryLight), to WCAG AA in every mode (src/lib/theme-contrast.test.ts checks). In light mode they are
 * darker shades of the same hue as primary and accent, which stay the colours of fills (buttons, badges, the logo
 * mark); in dark mode the bright colours already pass.
 * - primaryText, accentText: any text, 4.5:1.
 * - primaryDisplay: large text only (≥ 24 px, or ≥ 18.66 px bold: the logo's 笔记, the 404), 3:1; lighter than
 *   primaryText, so the lemon wordmark still reads as yellow.
 */
export const ThemeTextSetSchema = v.strictObject({
  primaryText: colour,
  primaryDisplay: colour,
  accentText: colour,
})
export type ThemeTextSet = v.InferOutput<typeof ThemeTextSetSchema>

export const ThemeSchema = v.object({
  id: ThemeIdSchema,
  name: v.string(),
  description: v.string(),
  preview: colour,
  colors: v.object({ light: ThemeColorSetSchema, dark: ThemeColorSetSchema }),
  text: v.object({ light: ThemeTextSetSchema, dark: ThemeTextSetSchema }),
})
type Theme = v.InferOutput<typeof ThemeSchema>

/**
 * R3.12: 柠檬黄, 潮流青, 浅粉: the single source of the theme colours (applied as CSS variables).
 * primaryLight is a tint for backgrounds (dark in dark mode); primaryGlow is blended at 30% for shadows.
 * Every foreground reaches WCAG AA (4.5:1) on the colour it is drawn on, so green-apple and peach put dark labels
 * on their light-mode fills, as lemon does (white on #10b9a5 was 2.5:1, on #ff6b8b 2.7:1).
 */
export const THEMES = [
  {
    id: 'lemon',
    name: '柠檬黄',
    description: '明亮清新的柠檬黄，元气满满',
    preview: '#ffcf1a',
    colors: {
      light: {
        primary: '#ffcf1a',
        primaryLight: '#fff5c7',
        primaryDark: '#e0ac00',
        primaryGlow: '#ffcf1a',
        primaryForeground: '#2b2200',
        accent: '#ff7a45',
        accentForeground: '#2a1005',
        secondary: '#fffae3',
        secondaryForeground: '#6b5200',
      },
      dark: {
        primary: '#ffd43b',
        primaryLight: '#332b0c',
        primaryDark: '#ffe273',
        primaryGlow: '#ffd43b',
        primaryForeground: '#1d1700',
        accent: '#ff8d5c',
        accentForeground: '#1d0d05',
        secondary: '#27230f',
        secondaryForeground: '#ffe89a',
      },
    },
    text: {
      light: { primaryText: '#886b00', primaryDisplay: '#a98500', accentText: '#c23b05' },
      dark: { primaryText: '#ffd43b', primaryDisplay: '#ffd43b', accentText: '#ff8d5c' },
    },
  },
  {
    id: 'green-apple',
    name: '潮流青',
    description: '清爽潮流的青色，冷静有型',
    preview: '#10b9a5',
    colors: {
      light: {
        primary: '#10b9a5',
        primaryLight: '#d6f7f2',
        primaryDark: '#0a8f80',
        primaryGlow: '#10b9a5',
        primaryForeground: '#011714',
        accent: '#6d5dfc',
        accentForeground: '#ffffff',
        secondary: '#eafbf8',
        secondaryForeground: '#0b5e55',
      },
      dark: {
        primary: '#2dd4bf',
        primaryLight: '#0f3531',
        primaryDark: '#5eead4',
        primaryGlow: '#2dd4bf',
        primaryForeground: '#03211d',
        accent: '#8b7dff',
        accentForeground: '#0c0730',
        secondary: '#10302c',
        secondaryForeground: '#99f6e4',
      },
    },
    text: {
      light: { primaryText: '#0a786b', primaryDisplay: '#0a8f80', accentText: '#5646f0' },
      dark: { primaryText: '#2dd4bf', primaryDisplay: '#2dd4bf', accentText: '#9d91ff' },
    },
  },
  {
    id: 'peach',
    name: '浅粉',
    description: '温柔甜美的浅粉色，少女心满格',
    preview: '#ff6b8b',
    colors: {
      light: {
        primary: '#ff6b8b',
        primaryLight: '#ffe3ea',
        primaryDark: '#e6456b',
        primaryGlow: '#ff6b8b',
        primaryForeground: '#2a0912',
        accent: '#ff9f6b',
        accentForeground: '#2a1206',
        secondary: '#fff1f4',
        secondaryForeground: '#8a2a44',
      },
      dark: {
        primary: '#ff7f9c',
        primaryLight: '#3a1c25',
        primaryDark: '#ffa3b8',
        primaryGlow: '#ff7f9c',
        primaryForeground: '#2a0912',
        accent: '#ffb088',
        accentForeground: '#2a1206',
        secondary: '#2e1a20',
        secondaryForeground: '#ffc2d1',
      },
    },
    text: {
      light: { primaryText: '#c72347', primaryDisplay: '#e6456b', accentText: '#b44a0e' },
      dark: { primaryText: '#ff7f9c', primaryDisplay: '#ff7f9c', accentText: '#ffb088' },
    },
  },
] as const satisfies readonly Theme[]

export function getTheme(id: string): (typeof THEMES)[number] {
  return THEMES.find((t) => t.id === id) ?? THEMES[0]
}
