import { signal, effect } from '@preact/signals-react'
import { getTheme, ThemeIdSchema, ThemeModeSchema, type ThemeColorSet, type ThemeId, type ThemeMode } from '@/schemas/theme.schema'
import * as v from 'valibot'
import { STORAGE_KEYS } from './storage-keys'

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
const systemMode = (): ThemeMode =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

const storedMode = v.safeParse(ThemeModeSchema, read(STORAGE_KEYS.themeMode))
const storedColor = v.safeParse(ThemeIdSchema, read(STORAGE_KEYS.themeColor))

// R4.34/R9.42: a stored choice wins; without one the mode follows the system and the colour is lemon.
export const themeMode = signal<ThemeMode>(storedMode.success ? storedMode.output : systemMode())
export const themeColor = signal<ThemeId>(storedColor.success ? storedColor.output : 'lemon')

export function setThemeMode(mode: ThemeMode) {
  themeMode.value = mode
  write(STORAGE_KEYS.themeMode, mode)
}
export const toggleThemeMode = () => setThemeMode(themeMode.value === 'dark' ? 'light' : 'dark')

export function setThemeColor(color: ThemeId) {
  themeColor.value = color
  write(STORAGE_KEYS.themeColor, color)
}

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

/** Mirrors the signals onto <html>: the dark class, data-theme and the colour variables. Call once at start-up. */
export function applyThemeToDocument() {
  if (typeof document === 'undefined') return () => {}
  return effect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', themeMode.value === 'dark')
    root.dataset.theme = themeColor.value
    for (const [name, value] of Object.entries(themeVariables(themeColor.value, themeMode.value))) root.style.setProperty(name, value)
  })
}
