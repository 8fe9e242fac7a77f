import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CountToggleButton } from './count-toggle-button'
import { HeartIcon } from './icons'

const props = { icon: HeartIcon, label: '点赞', pressedClassName: 'text-like', onClick: () => {} }

describe('CountToggleButton', () => {
  it('is named by its action and its count, and says whether it is pressed', () => {
    const { rerender } = render(<CountToggleButton {...props} pressed={false} count={4} />)
    const button = screen.getByRole('button', { name: '点赞 4' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveTextContent('4')
    expect(button).toHaveClass('text-fg-muted')
    rerender(<CountToggleButton {...props} label="取消点赞" pressed count={5} />)
    expect(screen.getByRole('button', { name: '取消点赞 5' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button')).toHaveClass('text-like')
    expect(screen.getByRole('button').querySelector('svg')).toHaveAttribute('fill', 'currentColor')
  })

  it('shows the count as the app formats counts (10,000 and over in k)', () => {
    render(<CountToggleButton {...props} pressed={false} count={12_345} />)
    expect(screen.getByRole('button', { name: '点赞 12.3k' })).toHaveTextContent('12.3k')
  })

  it('while pending, a spinner stands in for the icon and the button is busy', () => {
    render(<CountToggleButton {...props} pressed count={5} pending />)
    const button = screen.getByRole('button', { name: '点赞 5' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(within(button).getByRole('status', { name: '加载中' })).toBeInTheDocument()
    expect(button.querySelector('svg')).toBeNull()
  })

  it('a press calls onClick; the icon is hidden from assistive technology', () => {
    const onClick = vi.fn()
    render(<CountToggleButton {...props} pressed={false} count={0} onClick={onClick} />)
    fireEvent.click(screen.getByRole('button', { name: '点赞 0' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByRole('button').querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('compact is the small size of cards (16 px icon), the default the action bar’s (20 px)', () => {
    const { rerender } = render(<CountToggleButton {...props} pressed={false} count={1} compact />)
    expect(screen.getByRole('button')).toHaveClass('h-7')
    expect(screen.getByRole('button').querySelector('svg')).toHaveAttribute('width', '16')
    rerender(<CountToggleButton {...props} pressed={false} count={1} />)
    expect(screen.getByRole('button')).toHaveClass('h-10')
    expect(screen.getByRole('button').querySelector('svg')).toHaveAttribute('width', '20')
  })
})
