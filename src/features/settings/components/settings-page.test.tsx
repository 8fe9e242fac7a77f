import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setThemeMode, themeMode } from '@/services/theme-mode'
import { toast } from '@/services/toast'
import { settingsKey } from '../model/settings-store'
import { SettingsPage } from './settings-page'

const links = {
  privacy: '/privacy',
  help: '/help',
  about: '/about',
  themeSettings: '/theme-settings',
  devTools: '/test-api',
}
const renderPage = (userId = 1, onLogout = vi.fn(), onResetDemo?: () => Promise<void>) =>
  render(
    <Router hook={memoryLocation({ path: '/settings' }).hook}>
      <SettingsPage userId={userId} links={links} onLogout={onLogout} loggingOut={false} onResetDemo={onResetDemo} />
    </Router>,
  )
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
afterEach(() => setThemeMode('light'))

describe('settings', () => {
  it('R2.63 R2.64 R2.65 R2.66 the account, notification, appearance and content toggles, each in its section', () => {
    renderPage()
    const sections: Record<string, string[]> = {
      账号: ['公开个人主页', '显示在线状态'],
      通知: ['推送通知', '允许评论'],
      外观: ['深色模式'],
      内容: ['自动播放视频', '保存到设备'],
    }
    for (const [title, names] of Object.entries(sections)) {
      const section = screen.getByRole('region', { name: title })
      expect(within(section).getAllByRole('switch')).toHaveLength(names.length)
      for (const name of names) expect(within(section).getByRole('switch', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('switch', { name: '公开个人主页' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('switch', { name: '自动播放视频' })).toHaveAttribute('aria-checked', 'false')
  })

  it('R2.69 (the working version) a toggle is kept per user across remounts, reloads and tabs', async () => {
    const user = userEvent.setup()
    const first = renderPage(1)
    await user.click(screen.getByRole('switch', { name: '推送通知' }))
    expect(screen.getByRole('switch', { name: '推送通知' })).toHaveAttribute('aria-checked', 'false')
    expect(JSON.parse(localStorage.getItem(settingsKey(1))!)).toMatchObject({ pushNotifications: false })
    first.unmount()
    const again = renderPage(1)
    expect(screen.getByRole('switch', { name: '推送通知' })).toHaveAttribute('aria-checked', 'false')
    again.unmount()
    // Another user has their own.
    const other = renderPage(2)
    expect(screen.getByRole('switch', { name: '推送通知' })).toHaveAttribute('aria-checked', 'true')
    other.unmount()
    // Another tab writes: this one follows without reload.
    renderPage(1)
    act(() => {
      localStorage.setItem(settingsKey(1), JSON.stringify({ pushNotifications: true, saveToDevice: true }))
      window.dispatchEvent(new StorageEvent('storage', { key: settingsKey(1) }))
    })
    expect(screen.getByRole('switch', { name: '推送通知' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('switch', { name: '保存到设备' })).toHaveAttribute('aria-checked', 'true')
  })

  it('R2.65 R2.69 dark mode changes the theme', async () => {
    renderPage()
    await userEvent.setup().click(screen.getByRole('switch', { name: '深色模式' }))
    expect(themeMode.value).toBe('dark')
    expect(screen.getByRole('switch', { name: '深色模式' })).toHaveAttribute('aria-checked', 'true')
  })

  it('R2.69 only dark mode changes the theme: the other toggles leave it as it is', async () => {
    const user = userEvent.setup()
    const others = ['公开个人主页', '显示在线状态', '推送通知', '允许评论', '自动播放视频', '保存到设备']
    for (const mode of ['light', 'dark'] as const) {
      act(() => setThemeMode(mode))
      const { unmount } = renderPage(7)
      for (const name of others) {
        const toggle = screen.getByRole('switch', { name })
        const before = toggle.getAttribute('aria-checked')
        await user.click(toggle)
        // The toggle itself works, and the theme does not move.
        expect(toggle).not.toHaveAttribute('aria-checked', before!)
        expect(themeMode.value).toBe(mode)
      }
      expect(screen.getByRole('switch', { name: '深色模式' })).toHaveAttribute('aria-checked', String(mode === 'dark'))
      unmount()
    }
  })

  it('R2.67 R2.68 R9.40 language shows 简体中文; privacy, help and about link out; version 1.0.0; logout', async () => {
    const onLogout = vi.fn()
    renderPage(1, onLogout)
    expect(screen.getByText('语言').parentElement).toHaveTextContent('简体中文')
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help')
    expect(screen.getByRole('link', { name: '关于柠檬笔记' })).toHaveAttribute('href', '/about')
    expect(screen.getByRole('link', { name: '开发者工具' })).toHaveAttribute('href', '/test-api')
    expect(screen.getByText('版本 1.0.0')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: '退出登录' }))
    expect(onLogout).toHaveBeenCalledOnce()
    expect(within(screen.getByRole('region', { name: '通用' })).getAllByRole('link')).toHaveLength(4)
  })

  describe('离线使用', () => {
    it("shows this device's choice beside the reset, and reports a switch", async () => {
      const user = userEvent.setup()
      const onKeepOffline = vi.fn()
      render(
        <Router hook={memoryLocation({ path: '/settings' }).hook}>
          <SettingsPage
            userId={1}
            links={links}
            onLogout={vi.fn()}
            loggingOut={false}
            onResetDemo={vi.fn(async () => {})}
            onKeepOffline={onKeepOffline}
          />
        </Router>,
      )
      const toggle = within(screen.getByRole('region', { name: '演示数据' })).getByRole('switch', { name: '离线使用' })
      expect(toggle).toHaveAccessibleDescription(
        '提前保存应用和全部演示图片（约 5 MB），断网也能浏览；关闭后只保留看过的内容',
      )
      expect(toggle).toBeChecked()
      await user.click(toggle)
      expect(onKeepOffline).toHaveBeenCalledExactlyOnceWith(false)
    })

    it('is not offered without the bundled backend', () => {
      renderPage(1)
      expect(screen.queryByRole('switch', { name: '离线使用' })).toBeNull()
    })
  })

  describe('重置演示数据', () => {
    it('is there only when the page is given a reset (the bundled mock backend runs)', () => {
      renderPage(1)
      expect(screen.queryByRole('button', { name: /重置演示数据/ })).toBeNull()
      expect(screen.queryByRole('region', { name: '演示数据' })).toBeNull()
    })

    it('asks first, saying what will happen; 取消 does nothing', async () => {
      const user = userEvent.setup()
      const onResetDemo = vi.fn(async () => {})
      const onLogout = vi.fn()
      renderPage(1, onLogout, onResetDemo)
      // Its name is its visible text: the action, then what it means.
      const row = within(screen.getByRole('region', { name: '演示数据' })).getByRole('button', {
        name: /^重置演示数据\s*恢复初始数据，所有标签页需重新登录$/,
      })
      await user.click(row)
      const dialog = await screen.findByRole('alertdialog', { name: '重置演示数据？' })
      expect(dialog).toHaveAccessibleDescription(
        '将恢复初始演示数据，并在所有标签页退出登录。你发布的内容、点赞、评论和消息都会被清除。',
      )
      await user.click(within(dialog).getByRole('button', { name: '取消' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      expect(onResetDemo).not.toHaveBeenCalled()
      expect(onLogout).not.toHaveBeenCalled()
    })

    it('Esc closes the question without resetting', async () => {
      const user = userEvent.setup()
      const onResetDemo = vi.fn(async () => {})
      renderPage(1, vi.fn(), onResetDemo)
      await user.click(screen.getByRole('button', { name: /重置演示数据/ }))
      await screen.findByRole('alertdialog', { name: '重置演示数据？' })
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
      expect(onResetDemo).not.toHaveBeenCalled()
    })

    it('重置 runs the reset once and closes the question', async () => {
      const user = userEvent.setup()
      const onResetDemo = vi.fn(async () => {})
      renderPage(1, vi.fn(), onResetDemo)
      await user.click(screen.getByRole('button', { name: /重置演示数据/ }))
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '重置' }))
      expect(onResetDemo).toHaveBeenCalledOnce()
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    })

    it('a failed reset keeps the question open and says so', async () => {
      const user = userEvent.setup()
      const onResetDemo = vi.fn(async () => Promise.reject(new Error('未启用模拟后端')))
      renderPage(1, vi.fn(), onResetDemo)
      await user.click(screen.getByRole('button', { name: /重置演示数据/ }))
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '重置' }))
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('重置失败', '未启用模拟后端'))
      expect(screen.getByRole('alertdialog', { name: '重置演示数据？' })).toBeInTheDocument()
    })
  })
})
