import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  DEFAULT_THEME_ID,
  DEFAULT_THEME_MODE,
  getTheme,
  THEME_COLOR_KEYS,
  THEMES,
  ThemeModeSchema,
  ThemeSchema,
} from './theme.schema'

describe('themes', () => {
  it('R3.12 three themes lemon, green-apple, peach named 柠檬黄, 潮流青, 浅粉', () => {
    expect(THEMES.map((t) => [t.id, t.name])).toEqual([
      ['lemon', '柠檬黄'],
      ['green-apple', '潮流青'],
      ['peach', '浅粉'],
    ])
  })
  it('R3.12 each theme has a description, preview colour and the nine colour keys for light and dark', () => {
    expect(THEME_COLOR_KEYS.sort()).toEqual(
      [
        'accent',
        'accentForeground',
        'primary',
        'primaryDark',
        'primaryForeground',
        'primaryGlow',
        'primaryLight',
        'secondary',
        'secondaryForeground',
      ].sort(),
    )
    for (const t of THEMES) {
      expect(v.safeParse(ThemeSchema, t).success, t.id).toBe(true)
      expect(t.description.length).toBeGreaterThan(0)
    }
  })
  it('R3.12 a colour set missing a key is rejected', () => {
    const { accent: _a, ...rest } = THEMES[0].colors.light
    expect(v.safeParse(ThemeSchema, { ...THEMES[0], colors: { ...THEMES[0].colors, light: rest } }).success).toBe(false)
  })
  // The defaults as the app applies them (R3.16, R9.42) are proven where it reads them: src/services/theme-mode.test.ts.
  it('the default constants are lemon and light; the mode is light or dark; an unknown theme id gives lemon', () => {
    expect(DEFAULT_THEME_ID).toBe('lemon')
    expect(DEFAULT_THEME_MODE).toBe('light')
    expect(v.safeParse(ThemeModeSchema, 'dark').success).toBe(true)
    expect(v.safeParse(ThemeModeSchema, 'sepia').success).toBe(false)
    expect(getTheme('unknown').id).toBe('lemon')
  })
})
