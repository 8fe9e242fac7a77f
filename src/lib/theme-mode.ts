import { signal, effect } from '@preact/signals-react'
import { STORAGE_KEYS } from './storage-keys'

export type ThemeMode = 'light' | 'dark'
export type ThemeColor = 'lemon' | 'green-apple' | 'peach'

const read = (key: string) => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}
const systemMode = (): ThemeMode =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'

// R4.34/R9.42: the stored choice wins; without one the system preference is followed.
const storedMode = read(STORAGE_KEYS.themeMode)
export const themeMode = signal<ThemeMode>(storedMode === 'dark' || storedMode === 'light' ? storedMode : systemMode())
const storedColor = read(STORAGE_KEYS.themeColor)
export const themeColor = signal<ThemeColor>(
  storedColor === 'green-apple' || storedColor === 'peach' || storedColor === 'lemon' ? storedColor : 'lemon',
)

export function setThemeMode(mode: ThemeMode) {
  themeMode.value = mode
  try {
    localStorage.setItem(STORAGE_KEYS.themeMode, mode)
  } catch {
    /* storage full or blocked: the choice still applies for this visit */
  }
}
export const toggleThemeMode = () => setThemeMode(themeMode.value === 'dark' ? 'light' : 'dark')

export function setThemeColor(color: ThemeColor) {
  themeColor.value = color
  try {
    localStorage.setItem(STORAGE_KEYS.themeColor, color)
  } catch {
    /* as above */
  }
}

/** Mirrors the signals onto <html>; call once at start-up. */
export function applyThemeToDocument() {
  if (typeof document === 'undefined') return () => {}
  return effect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', themeMode.value === 'dark')
    root.dataset.theme = themeColor.value
  })
}
