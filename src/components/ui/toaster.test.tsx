import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toast, toastHostWanted } from '@/services/toast'
import { Toaster } from './toaster'

describe('Toaster', () => {
  it('mounts sonner’s host at the first toast, and the toast shows', async () => {
    const { container } = render(<Toaster />)
    expect(toastHostWanted.value).toBe(false)
    expect(container).toBeEmptyDOMElement()
    act(() => toast.info('举报功能正在开发中'))
    expect(await screen.findByText('举报功能正在开发中', {}, { timeout: 5000 })).toBeInTheDocument()
  })
})
