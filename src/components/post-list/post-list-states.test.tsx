import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PostListFooter } from './post-list-states'

describe('post list footer', () => {
  it('R2.25 shows an indicator while the next page loads', () => {
    render(<PostListFooter loadingMore hasMore loaded={20} onLoadMore={() => {}} />)
    expect(screen.getByText('正在加载更多...').closest('[role="status"]')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument()
  })

  it('R2.80 offers 加载更多 when more pages exist', async () => {
    const onLoadMore = vi.fn()
    render(<PostListFooter loadingMore={false} hasMore loaded={20} onLoadMore={onLoadMore} />)
    await userEvent.setup().click(screen.getByRole('button', { name: '加载更多' }))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('R2.26 a short list ends with the milder message', () => {
    render(<PostListFooter loadingMore={false} hasMore={false} loaded={4} onLoadMore={() => {}} />)
    expect(screen.getByText('没有更多内容了')).toBeInTheDocument()
  })
})
