import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { themeColor, themeMode } from '@/services/theme-mode'
import { anonymousAuth, signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
const { AppHeader } = await import('./app-header')
const { SUBMENU_OPEN_DELAY_MS } = await import('./more-menu')

const server = setupTestServer()
let unread = 0

// The more menu is a lazy chunk (after the first screen): the first test to show it also waits for vitest to
// transform and import it, over a second on a busy CI machine.
const LAZY = { timeout: 5000 }

describe('AppHeader', () => {
  beforeEach(() => {
    auth = anonymousAuth()
    unread = 0
    server.use(http.get('*/api/messages/unread/count', () => HttpResponse.json(ok({ count: unread }))))
  })

  it('R7.33 the messages button shows the unread total', async () => {
    auth = signedInAuth()
    unread = 3
    renderRoute(<AppHeader />)
    expect(await screen.findByRole('link', { name: '消息，3条未读' }, LAZY)).toHaveAttribute('href', '/messages')
  })

  it('R9.36 an unread total above 99 reads 99+', async () => {
    auth = signedInAuth()
    unread = 120
    renderRoute(<AppHeader />)
    const link = await screen.findByRole('link', { name: '消息，120条未读' }, LAZY)
    expect(within(link).getByText('99+')).toBeInTheDocument()
  })

  it('R2.18 R6.1 visitors see the logo, the search box, home and a login button', () => {
    renderRoute(<AppHeader />)
    expect(screen.getByRole('link', { name: '柠檬笔记首页' })).toHaveAttribute('href', '/')
    expect(screen.getByPlaceholderText('搜索你感兴趣的内容')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '首页' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: '我的主页' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '更多' })).not.toBeInTheDocument()
  })

  it('R2.18 R6.1 signed-in users get create, messages, saved, avatar → /profile and the more menu', async () => {
    auth = signedInAuth()
    renderRoute(<AppHeader />)
    const nav = screen.getByRole('navigation', { name: '主导航' })
    expect(within(nav).getAllByRole('link', { name: '发布笔记' })[0]).toHaveAttribute('href', '/create')
    expect(within(nav).getByRole('link', { name: '消息' })).toHaveAttribute('href', '/messages')
    expect(within(nav).getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/saved')
    expect(within(nav).getByRole('link', { name: '我的主页' })).toHaveAttribute('href', '/profile')
    expect(await within(nav).findByRole('button', { name: '更多' }, LAZY)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument()
  })

  it('R2.19 the more menu has all nine items in order, and logout calls the auth flow', async () => {
    auth = signedInAuth()
    const user = userEvent.setup()
    renderRoute(<AppHeader />)
    await user.click(await screen.findByRole('button', { name: '更多' }, LAZY))
    await screen.findByRole('menuitem', { name: '我的收藏' })
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      '我的收藏',
      '浏览历史',
      expect.stringMatching(/切换到(深色|浅色)模式/),
      '主题设置',
      '设置',
      '隐私政策',
      '帮助中心',
      '关于',
      '退出登录',
    ])
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }))
    expect(auth.logout).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['设置', '/settings'],
    ['隐私政策', '/privacy'],
    ['帮助中心', '/help'],
    ['关于', '/about'],
    ['浏览历史', '/history'],
  ])('R2.19 the menu item %s goes to %s', async (label, path) => {
    auth = signedInAuth()
    const user = userEvent.setup()
    const { location } = renderRoute(<AppHeader />)
    await user.click(await screen.findByRole('button', { name: '更多' }, LAZY))
    await user.click(await screen.findByRole('menuitem', { name: label }))
    expect(location.history.at(-1)).toBe(path)
  })

  it('R2.19 主题设置 opens the three themes, picks one at once, and 更多主题设置 goes to /theme-settings', async () => {
    auth = signedInAuth()
    const user = userEvent.setup()
    const { location } = renderRoute(<AppHeader />)
    await user.click(await screen.findByRole('button', { name: '更多' }, LAZY))
    await user.click(await screen.findByRole('menuitem', { name: '主题设置' }))
    const themes = await screen.findByRole('menu', { name: '主题设置' })
    expect(
      within(themes)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['柠檬黄', '潮流青', '浅粉'])
    fireEvent.click(within(themes).getByRole('menuitemradio', { name: '浅粉' }))
    await waitFor(() => expect(themeColor.value).toBe('peach'))
    await user.click(screen.getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '主题设置' }))
    // happy-dom has no layout, so the pointer's path from the trigger into the sub-menu cannot be followed: click directly.
    fireEvent.click(await screen.findByRole('menuitem', { name: '更多主题设置' }))
    expect(location.history.at(-1)).toBe('/theme-settings')
  })

  it('R2.19 the light/dark item switches the mode and names the other one next time', async () => {
    auth = signedInAuth()
    const user = userEvent.setup()
    renderRoute(<AppHeader />)
    const before = themeMode.value
    await user.click(await screen.findByRole('button', { name: '更多' }, LAZY))
    await user.click(
      await screen.findByRole('menuitem', { name: before === 'dark' ? '切换到浅色模式' : '切换到深色模式' }),
    )
    const after = before === 'dark' ? 'light' : 'dark'
    expect(themeMode.value).toBe(after)
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(
      await screen.findByRole('menuitem', { name: after === 'dark' ? '切换到浅色模式' : '切换到深色模式' }),
    ).toBeInTheDocument()
  })

  it('R9.34 the theme sub-menu opens after the pointer rests 100 ms on 主题设置', async () => {
    auth = signedInAuth()
    const user = userEvent.setup()
    renderRoute(<AppHeader />)
    await user.click(await screen.findByRole('button', { name: '更多' }, LAZY))
    const trigger = await screen.findByRole('menuitem', { name: '主题设置' })
    expect(SUBMENU_OPEN_DELAY_MS).toBe(100)
    vi.useFakeTimers()
    try {
      fireEvent.mouseEnter(trigger)
      fireEvent.mouseMove(trigger)
      await act(() => vi.advanceTimersByTimeAsync(SUBMENU_OPEN_DELAY_MS - 10))
      expect(screen.queryByRole('menu', { name: '主题设置' })).not.toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(20))
      expect(screen.getByRole('menu', { name: '主题设置' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('R2.18 submitting a search puts the text in the address', async () => {
    const user = userEvent.setup()
    const { location } = renderRoute(<AppHeader />)
    await user.type(screen.getByPlaceholderText('搜索你感兴趣的内容'), '咖啡{Enter}')
    expect(location.history?.at(-1)).toBe('/?q=%E5%92%96%E5%95%A1')
  })
})
