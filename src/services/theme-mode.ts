import { signal, effect } from '@preact/signals-react'
import {
  DEFAULT_THEME_ID,
  DEFAULT_THEME_MODE,
  ThemeIdSchema,
  ThemeModeSchema,
  type ThemeId,
  type ThemeMode,
} from '@/schemas/theme-choice.schema'
import * as v from 'valibot'
import { STORAGE_KEYS } from '@/lib/storage-keys'

export type { ThemeId, ThemeMode }

const read = (key: string) => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value)
  } catch {
    /* storage full or blocked: the choice still applies for this visit */
  }
}
/** The system's mode; the default (R9.42) where the browser cannot tell. */
const systemMode = (): ThemeMode =>
  typeof matchMedia === 'undefined'
    ? DEFAULT_THEME_MODE
    : matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : 'light'

const storedMode = v.safeParse(ThemeModeSchema, read(STORAGE_KEYS.themeMode))
const storedColor = v.safeParse(ThemeIdSchema, read(STORAGE_KEYS.themeColor))

// R4.34/R9.42: a stored choice wins; without one the mode follows the system and the colour is lemon.
export const themeMode = signal<ThemeMode>(storedMode.success ? storedMode.output : systemMode())
export const themeColor = signal<ThemeId>(storedColor.success ? storedColor.output : DEFAULT_THEME_ID)

export function setThemeMode(mode: ThemeMode) {
  themeMode.value = mode
  write(STORAGE_KEYS.themeMode, mode)
}
export const toggleThemeMode = () => setThemeMode(themeMode.value === 'dark' ? 'light' : 'dark')

export function setThemeColor(color: ThemeId) {
  themeColor.value = color
  write(STORAGE_KEYS.themeColor, color)
}

/**
 * Mirrors the signals onto <html>: the dark class and data-theme. The colour variables follow from the static
 * CSS rules keyed by both (theme-variables.ts, emitted by uno.config.ts), as on a screen painted before the
 * app's code runs. Call once at start-up.
 */
export function applyThemeToDocument() {
  if (typeof document === 'undefined') return () => {}
  const stop = effect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', themeMode.value === 'dark')
    root.dataset.theme = themeColor.value
  })
  const stopFollowing = followSystemMode()
  return () => {
    stop()
    stopFollowing()
  }
}

/** R4.34: until a mode is chosen, the app follows the system setting as it changes (the OS switching at dusk). */
function followSystemMode(): () => void {
  if (typeof matchMedia === 'undefined') return () => {}
  const query = matchMedia('(prefers-color-scheme: dark)')
  const onChange = () => {
    if (!v.is(ThemeModeSchema, read(STORAGE_KEYS.themeMode))) themeMode.value = query.matches ? 'dark' : 'light'
  }
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
