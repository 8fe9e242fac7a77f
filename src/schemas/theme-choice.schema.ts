// The theme choices alone (R3.12, R4.34, R9.42): what the app reads at start-up, without the colour table.
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
