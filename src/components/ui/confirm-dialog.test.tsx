import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

function Example({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        删除
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="删除这篇笔记？"
        confirmLabel="删除"
        onConfirm={onConfirm}
      />
    </>
  )
}

describe('ConfirmDialog', () => {
  it('renders nothing while it has never been opened', () => {
    const { container } = render(
      <ConfirmDialog open={false} onOpenChange={() => undefined} title="删除这篇笔记？" onConfirm={() => undefined} />,
    )
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('opens labelled, confirms, and closes on 取消 with the focus back on what opened it', async () => {
    const onConfirm = vi.fn()
    const user = userEvent.setup()
    render(<Example onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog', { name: '删除这篇笔记？' }, { timeout: 5000 })
    await user.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!)
    expect(onConfirm).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: '删除' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: '删除' }))
    expect(await screen.findByRole('alertdialog', { name: '删除这篇笔记？' })).toBeInTheDocument()
  })
})
