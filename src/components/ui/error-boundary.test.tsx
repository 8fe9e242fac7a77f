import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

function Boom(): never {
  throw new Error('kaboom')
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ErrorBoundary', () => {
  it('R2.75 R9.32 shows 页面出现错误 with refresh, home, copy and at most 3 retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    )
    // The full screen is a chunk of its own (the app fetches it ahead): here it arrives a moment later.
    expect(await screen.findByRole('button', { name: '复制错误详情' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '页面出现错误' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: '复制错误详情' })).toBeInTheDocument()
    for (const left of [3, 2, 1]) {
      await user.click(screen.getByRole('button', { name: `重试（剩余 ${left} 次）` }))
    }
    expect(screen.getByRole('button', { name: '已达到重试上限' })).toBeDisabled()
  })

  it('R2.75 刷新页面 reloads the page; 复制错误详情 copies the error to the clipboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const reload = vi.fn()
    // The test DOM's location.reload is not a spy; the page's location is stood in for.
    vi.stubGlobal('location', { href: 'http://localhost/broken', reload })
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    )
    await screen.findByRole('button', { name: '复制错误详情' })
    await user.click(screen.getByRole('button', { name: '刷新页面' }))
    expect(reload).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: '复制错误详情' }))
    expect(writeText).toHaveBeenCalledOnce()
    const copied = writeText.mock.calls[0]![0]
    expect(copied).toContain('Error: kaboom')
    expect(copied).toContain('http://localhost/broken')
    expect(await screen.findByRole('button', { name: '已复制' })).toBeInTheDocument()
  })

  it('R2.75 renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>正常内容</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('正常内容')).toBeInTheDocument()
  })
})
