import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { setThemeColor, setThemeMode, themeColor, themeMode } from '@/services/theme-mode'
import { ThemeSettings } from './theme-settings'
import { SWITCHER_CLOSE_DELAY_MS } from './quick-theme-switcher'
import { QuickThemeLauncher } from './quick-theme-launcher'

describe('theme settings', () => {
  beforeEach(() => {
    act(() => {
      setThemeMode('light')
      setThemeColor('lemon')
    })
  })

  it('R2.15 R3.12 lists the three colour themes with name and description, and a light/dark choice', () => {
    render(<ThemeSettings />)
    for (const name of ['柠檬黄', '潮流青', '浅粉'])
      expect(screen.getByRole('radio', { name: new RegExp(name) })).toBeInTheDocument()
    expect(screen.getByText('明亮清新的柠檬黄，元气满满')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /浅色模式/ })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('article', { name: '卡片预览' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '主要按钮' })).toBeInTheDocument()
  })

  it('R1.10 R4.34 choosing dark mode and a colour theme applies and persists them', async () => {
    const user = userEvent.setup()
    render(<ThemeSettings />)
    await user.click(screen.getByRole('radio', { name: /深色模式/ }))
    await user.click(screen.getByRole('radio', { name: /浅粉/ }))
    expect(themeMode.value).toBe('dark')
    expect(themeColor.value).toBe('peach')
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark')
    expect(localStorage.getItem(STORAGE_KEYS.themeColor)).toBe('peach')
    expect(screen.getByRole('radio', { name: /浅粉/ })).toHaveAttribute('aria-checked', 'true')
  })

  it('R2.27 the quick switcher lists the three themes, closes shortly after a choice and links to the settings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <QuickThemeLauncher settingsHref="/theme-settings" />
      </Router>,
    )
    await user.click(screen.getByRole('button', { name: '切换主题' }))
    expect(await screen.findByRole('link', { name: /更多主题设置/ })).toHaveAttribute('href', '/theme-settings')
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2)
    // The three themes, by name, in the switcher's popup (the current one marked).
    const popup = screen.getByRole('dialog', { name: '主题配色' })
    const themes = within(popup).getAllByRole('button')
    expect(themes).toHaveLength(3)
    for (const [i, name] of ['柠檬黄', '潮流青', '浅粉'].entries())
      expect(themes[i]).toHaveAccessibleName(new RegExp(`^${name}`))
    expect(within(popup).getByRole('button', { name: /^柠檬黄/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: /潮流青/ }))
    expect(themeColor.value).toBe('green-apple')
    expect(screen.getByRole('button', { name: /潮流青/ })).toHaveAttribute('aria-pressed', 'true')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SWITCHER_CLOSE_DELAY_MS + 300)
    })
    // Closed by then; the popup leaves once its exit has run (a frame or two on a busy machine).
    await waitFor(() => expect(screen.queryByRole('link', { name: /更多主题设置/ })).not.toBeInTheDocument())
    vi.useRealTimers()
  })
})
