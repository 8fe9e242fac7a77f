import * as v from 'valibot'

export const THEME_IDS = ['lemon', 'green-apple', 'peach'] as const
export const ThemeIdSchema = v.picklist(THEME_IDS)
export type ThemeId = v.InferOutput<typeof ThemeIdSchema>

export const THEME_MODES = ['light', 'dark'] as const
export const ThemeModeSchema = v.picklist(THEME_MODES)
export type ThemeMode = v.InferOutput<typeof ThemeModeSchema>

/** R3.16, R9.42 */
export const DEFAULT_THEME_ID: ThemeId = 'lemon'
export const DEFAULT_THEME_MODE: ThemeMode = 'light'

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

export const ThemeSchema = v.object({
  id: ThemeIdSchema,
  name: v.string(),
  description: v.string(),
  preview: colour,
  colors: v.object({ light: ThemeColorSetSchema, dark: ThemeColorSetSchema }),
})
export type Theme = v.InferOutput<typeof ThemeSchema>

/**
 * R3.12: 柠檬黄, 潮流青, 浅粉. Foregrounds are chosen for ≥ 4.5:1 contrast on their
 * background so buttons stay readable in both modes.
 */
export const THEMES = [
  {
    id: 'lemon',
    name: '柠檬黄',
    description: '明亮清新的柠檬黄，元气满满',
    preview: '#facc15',
    colors: {
      light: {
        primary: '#facc15', primaryLight: '#fef08a', primaryDark: '#ca8a04', primaryGlow: '#fde047',
        primaryForeground: '#422006', accent: '#fb923c', accentForeground: '#431407',
        secondary: '#fefce8', secondaryForeground: '#713f12',
      },
      dark: {
        primary: '#eab308', primaryLight: '#fde047', primaryDark: '#a16207', primaryGlow: '#facc15',
        primaryForeground: '#1c1917', accent: '#f97316', accentForeground: '#1c1917',
        secondary: '#292524', secondaryForeground: '#fef9c3',
      },
    },
  },
  {
    id: 'green-apple',
    name: '潮流青',
    description: '清爽潮流的青色，冷静有型',
    preview: '#14b8a6',
    colors: {
      light: {
        primary: '#0d9488', primaryLight: '#99f6e4', primaryDark: '#0f766e', primaryGlow: '#2dd4bf',
        primaryForeground: '#ffffff', accent: '#06b6d4', accentForeground: '#083344',
        secondary: '#f0fdfa', secondaryForeground: '#134e4a',
      },
      dark: {
        primary: '#2dd4bf', primaryLight: '#5eead4', primaryDark: '#14b8a6', primaryGlow: '#99f6e4',
        primaryForeground: '#042f2e', accent: '#22d3ee', accentForeground: '#083344',
        secondary: '#1e293b', secondaryForeground: '#ccfbf1',
      },
    },
  },
  {
    id: 'peach',
    name: '浅粉',
    description: '温柔甜美的浅粉色，少女心满格',
    preview: '#f9a8d4',
    colors: {
      light: {
        primary: '#ec4899', primaryLight: '#fbcfe8', primaryDark: '#be185d', primaryGlow: '#f9a8d4',
        primaryForeground: '#ffffff', accent: '#fb7185', accentForeground: '#4c0519',
        secondary: '#fdf2f8', secondaryForeground: '#831843',
      },
      dark: {
        primary: '#f472b6', primaryLight: '#f9a8d4', primaryDark: '#db2777', primaryGlow: '#fbcfe8',
        primaryForeground: '#500724', accent: '#fb7185', accentForeground: '#4c0519',
        secondary: '#2a1a24', secondaryForeground: '#fce7f3',
      },
    },
  },
] as const satisfies readonly Theme[]

export function getTheme(id: string): (typeof THEMES)[number] {
  return THEMES.find((t) => t.id === id) ?? THEMES[0]
}
