import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeMockHandle, installMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { toast } from '@/services/toast'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { SettingsRoute } = await import('./settings.route')

let handle: FakeMockHandle
let uninstall: () => void = () => {}

beforeEach(() => {
  auth = signedInAuth()
  handle = fakeMockHandle()
})
afterEach(() => uninstall())

describe('settings › 重置演示数据', () => {
  it('with the mock backend: confirm resets the data, signs out everywhere, says 演示数据已重置 and lands on /login', async () => {
    uninstall = installMockHandle(handle)
    const user = userEvent.setup()
    const { location } = renderRoute(<SettingsRoute />, { path: '/settings' })
    await user.click(await screen.findByRole('button', { name: /重置演示数据/ }))
    const dialog = await screen.findByRole('alertdialog', { name: '重置演示数据？' })
    expect(handle.resetData).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(handle.resetData).toHaveBeenCalledOnce()
    expect(auth.signOutEverywhere).toHaveBeenCalledOnce()
    // The data first, then the session: a reset that failed leaves the user signed in.
    expect(vi.mocked(handle.resetData).mock.invocationCallOrder[0]).toBeLessThan(
      auth.signOutEverywhere.mock.invocationCallOrder[0]!,
    )
    expect(auth.logout).not.toHaveBeenCalled()
    expect(toast.success).toHaveBeenCalledWith('演示数据已重置', expect.any(String))
  })

  it('取消 neither resets nor signs out', async () => {
    uninstall = installMockHandle(handle)
    const user = userEvent.setup()
    const { location } = renderRoute(<SettingsRoute />, { path: '/settings' })
    await user.click(await screen.findByRole('button', { name: /重置演示数据/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(handle.resetData).not.toHaveBeenCalled()
    expect(auth.signOutEverywhere).not.toHaveBeenCalled()
    expect(location.history?.at(-1)).toBe('/settings')
  })

  it('a failed reset keeps the session', async () => {
    handle.resetData = vi.fn(async () => Promise.reject(new Error('数据库忙')))
    uninstall = installMockHandle(handle)
    const user = userEvent.setup()
    renderRoute(<SettingsRoute />, { path: '/settings' })
    await user.click(await screen.findByRole('button', { name: /重置演示数据/ }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('重置失败', '数据库忙'))
    expect(auth.signOutEverywhere).not.toHaveBeenCalled()
  })

  it('against a real backend (no mock) there is no demo reset', async () => {
    uninstall = installMockHandle(undefined)
    renderRoute(<SettingsRoute />, { path: '/settings' })
    expect(await screen.findByRole('switch', { name: '公开个人主页' })).toBeInTheDocument()
    // Let the mock check settle, then the row is still absent.
    await new Promise((r) => setTimeout(r, 0))
    expect(screen.queryByRole('button', { name: /重置演示数据/ })).toBeNull()
  })
})

describe('settings › the route wires real targets', () => {
  it('R2.67 privacy, help, about, theme settings and the developer tools lead to their own routes', async () => {
    renderRoute(<SettingsRoute />, { path: '/settings' })
    const hrefs = Object.fromEntries(
      ['隐私政策', '帮助中心', '关于柠檬笔记', '主题设置', '开发者工具'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    )
    expect(hrefs).toEqual({
      隐私政策: '/privacy',
      帮助中心: '/help',
      关于柠檬笔记: '/about',
      主题设置: '/theme-settings',
      开发者工具: '/test-api',
    })
  })

  it('离线使用 off is kept for this device; on again keeps the whole app at once', async () => {
    uninstall = installMockHandle(handle)
    const user = userEvent.setup()
    renderRoute(<SettingsRoute />, { path: '/settings' })
    const toggle = await screen.findByRole('switch', { name: '离线使用' })
    await user.click(toggle)
    expect(localStorage.getItem('lemon.keepOffline')).toBe('off')
    expect(handle.offlineReady).not.toHaveBeenCalled()
    await user.click(screen.getByRole('switch', { name: '离线使用' }))
    expect(localStorage.getItem('lemon.keepOffline')).toBeNull()
    await waitFor(() => expect(handle.offlineReady).toHaveBeenCalledOnce())
    await waitFor(() => expect(toast.brief).toHaveBeenCalledWith('已可离线使用'))
  })
})
