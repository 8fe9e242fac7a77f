// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { themeVariablesCss } from '@/lib/theme-variables'
import { getTheme } from '@/schemas/theme.schema'

async function load() {
  vi.resetModules()
  return import('./theme-mode')
}

/** The theme as the app puts it on <html> at start-up (applyThemeToDocument), with the static theme rules present. */
function onTheDocument(t: Awaited<ReturnType<typeof load>>) {
  const root = document.documentElement
  root.className = ''
  delete root.dataset.theme
  // The variables come from the static theme rules (uno.config.ts emits themeVariablesCss()).
  const style = document.createElement('style')
  style.textContent = themeVariablesCss()
  document.head.append(style)
  const stop = t.applyThemeToDocument()
  return () => {
    stop()
    style.remove()
  }
}
const primary = () => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim()

describe('theme', () => {
  beforeEach(() => localStorage.clear())

  it('R4.34 R9.42 R3.16 defaults to lemon and follows the system mode when nothing is stored: a dark system gets the lemon theme, dark, on the document', async () => {
    window.matchMedia = vi.fn().mockReturnValue({
      matches: true,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }) as unknown as typeof window.matchMedia
    const t = await load()
    expect(t.themeColor.value).toBe('lemon')
    expect(t.themeMode.value).toBe('dark')
    const stop = onTheDocument(t)
    expect(document.documentElement.dataset.theme).toBe('lemon')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(primary()).toBe(getTheme('lemon').colors.dark.primary)
    stop()
  })

  it('R4.34 R9.42 without a stored mode, a change of the system setting is followed at once; a chosen mode is kept', async () => {
    const listeners: (() => void)[] = []
    const query = {
      matches: false,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: vi.fn(),
    }
    window.matchMedia = vi.fn().mockReturnValue(query) as unknown as typeof window.matchMedia
    const t = await load()
    const stop = t.applyThemeToDocument()
    expect(t.themeMode.value).toBe('light')
    query.matches = true
    listeners.forEach((fn) => fn())
    expect(t.themeMode.value).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    t.setThemeMode('light')
    listeners.forEach((fn) => fn())
    expect(t.themeMode.value).toBe('light')
    stop()
    expect(query.removeEventListener).toHaveBeenCalled()
  })

  it('R4.34 a stored choice wins and a toggle is persisted', async () => {
    localStorage.setItem(STORAGE_KEYS.themeMode, 'light')
    localStorage.setItem(STORAGE_KEYS.themeColor, 'peach')
    const t = await load()
    expect(t.themeMode.value).toBe('light')
    expect(t.themeColor.value).toBe('peach')
    t.toggleThemeMode()
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark')
    t.setThemeColor('green-apple')
    expect(localStorage.getItem(STORAGE_KEYS.themeColor)).toBe('green-apple')
  })

  it('R3.16 R9.42 with nothing stored (a light system) the theme is lemon and light; a choice is written under lemon.themeColor and lemon.themeMode and read back on the next visit', async () => {
    window.matchMedia = vi.fn().mockReturnValue({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }) as unknown as typeof window.matchMedia
    const first = await load()
    expect([first.themeColor.value, first.themeMode.value]).toEqual(['lemon', 'light'])
    // What the start-up puts on the document: the lemon theme's light colours.
    const stop = onTheDocument(first)
    expect(document.documentElement.dataset.theme).toBe('lemon')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(primary()).toBe(getTheme('lemon').colors.light.primary)
    stop()
    // Nothing is written until the user chooses.
    expect(Object.keys(localStorage)).toEqual([])
    first.setThemeColor('peach')
    first.setThemeMode('dark')
    expect(Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))).toEqual({
      'lemon.themeColor': 'peach',
      'lemon.themeMode': 'dark',
    })
    const next = await load()
    expect([next.themeColor.value, next.themeMode.value]).toEqual(['peach', 'dark'])
  })

  it('R4.34 ignores a corrupted stored value', async () => {
    localStorage.setItem(STORAGE_KEYS.themeColor, '<script>')
    const t = await load()
    expect(t.themeColor.value).toBe('lemon')
  })

  it('R1.10 R3.12 applies the chosen theme to the document as CSS variables', async () => {
    window.matchMedia = vi.fn().mockReturnValue({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }) as unknown as typeof window.matchMedia
    const t = await load()
    // The variables come from the static theme rules (uno.config.ts emits themeVariablesCss()).
    const style = document.createElement('style')
    style.textContent = themeVariablesCss()
    document.head.append(style)
    const stop = t.applyThemeToDocument()
    const root = document.documentElement
    const primary = () => getComputedStyle(root).getPropertyValue('--c-primary').trim()
    t.setThemeMode('dark')
    t.setThemeColor('green-apple')
    expect(root.classList.contains('dark')).toBe(true)
    expect(root.dataset.theme).toBe('green-apple')
    expect(primary()).toBe('#2dd4bf')
    t.setThemeMode('light')
    expect(root.classList.contains('dark')).toBe(false)
    expect(primary()).toBe('#10b9a5')
    // One source of truth: nothing written inline that the rules already give.
    expect(root.getAttribute('style') ?? '').not.toContain('--c-')
    stop()
    style.remove()
  })
})
