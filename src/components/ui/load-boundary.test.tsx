import { lazy } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { toast } from '@/services/toast'
import { MenuButton } from './menu-button'

const Unloadable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/open-action-menu.js')),
)

describe('a part loaded at its first use that cannot be loaded', () => {
  it('a menu says 组件加载失败 (the chunk screen’s words) and gives its button back, instead of the error screen', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(
      <MenuButton label="更多" className="trigger" icon="⋯" prefetch={() => undefined}>
        <Unloadable />
      </MenuButton>,
    )
    await user.click(screen.getByRole('button', { name: '更多' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('组件加载失败', expect.stringContaining('网络不稳定')))
    expect(screen.getByRole('button', { name: '更多' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('a confirmation says 组件加载失败 and counts as closed', async () => {
    vi.resetModules()
    vi.doMock('./confirm-dialog-popup', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/confirm-dialog-popup.js')),
    )
    const { ConfirmDialog: Fresh } = await import('./confirm-dialog')
    const { toast: freshToast } = await import('@/services/toast')
    const error = vi.spyOn(freshToast, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onOpenChange = vi.fn()
    render(<Fresh open onOpenChange={onOpenChange} title="删除这篇笔记？" onConfirm={() => undefined} />)
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(error).toHaveBeenCalledWith('组件加载失败', expect.any(String))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    vi.doUnmock('./confirm-dialog-popup')
  })
})
