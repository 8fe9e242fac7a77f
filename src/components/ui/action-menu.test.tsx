import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ActionMenu } from './action-menu'

function Example({
  onReport = () => undefined,
  onDelete = () => undefined,
}: {
  onReport?: () => void
  onDelete?: () => void
}) {
  return (
    <ActionMenu
      label="更多"
      triggerClassName="trigger"
      icon={<span>⋯</span>}
      popupWidthClass="min-w-40"
      sideOffset={6}
      items={[
        { label: '举报帖子', onSelect: onReport },
        { label: '删除帖子', onSelect: onDelete, danger: true },
      ]}
    />
  )
}

// The menu's chunk is a lazy import: the first test to open it also waits for vitest to transform it.
const LAZY = { timeout: 5000 }

describe('ActionMenu', () => {
  it('reads as a collapsed menu button and mounts no menu until it is clicked', () => {
    render(<Example />)
    const button = screen.getByRole('button', { name: '更多' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveClass('trigger')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens its menu at the first click, in order, the destructive item in the danger colour, and an item acts', async () => {
    const onReport = vi.fn()
    const user = userEvent.setup()
    render(<Example onReport={onReport} />)
    await user.click(screen.getByRole('button', { name: '更多' }))
    const menu = await screen.findByRole('menu', {}, LAZY)
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent)).toEqual(['举报帖子', '删除帖子'])
    expect(screen.getByRole('menuitem', { name: '删除帖子' })).toHaveClass('text-danger')
    expect(screen.getByRole('button', { name: '更多' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('menuitem', { name: '举报帖子' }))
    expect(onReport).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('closes on Escape with the focus back on its button, and opens again at the next click', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: '更多' }))
    await screen.findByRole('menu', {}, LAZY)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(screen.getByRole('button', { name: '更多' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })
})
