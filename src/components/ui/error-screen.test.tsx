import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, networkError, timeoutError } from '@/api/errors'
import { ErrorBoundary } from './error-boundary'
import { ERROR_SCREENS, ErrorScreen, ErrorView, errorKindOf } from './error-screen'

const status = (s: number, message = '') =>
  new ApiError({ type: s >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR', status: s, message })

describe('generic error screens', () => {
  it('R2.78 the six screens and their titles, and ours for a full or unreadable store', () => {
    expect(Object.values(ERROR_SCREENS).map((s) => s.title)).toEqual([
      '网络连接问题',
      '服务器错误',
      '访问受限',
      '内容不存在',
      '系统维护中',
      '组件加载失败',
      '数据无法读取或保存',
    ])
  })

  it.each([
    ['a network failure', networkError(), '网络连接问题', '网络请求失败，请检查网络连接'],
    ['a timeout', timeoutError(15000), '网络连接问题', '请求超时，请重试'],
    ['503', status(503, '服务暂时不可用'), '系统维护中', '服务暂时不可用'],
    ['500', status(500, '服务器内部错误'), '服务器错误', '服务器内部错误'],
    ['502', status(502, '网关错误'), '服务器错误', '网关错误'],
    ['403', status(403, '权限不足'), '访问受限', '没有权限访问此内容'],
    ['404', status(404, '帖子不存在'), '内容不存在', '请求的内容不存在'],
    ['401', status(401, '认证失败'), '加载失败', '登录已过期，请重新登录'],
    ['anything else', new Error('奇怪的错误'), '加载失败', '奇怪的错误'],
    [
      'a store that cannot be read (503 STORAGE_002)',
      new ApiError({ type: 'SERVER_ERROR', status: 503, code: 'STORAGE_002', message: '保存的数据已损坏，无法读取' }),
      '数据无法读取或保存',
      '保存的数据已损坏，无法读取',
    ],
    [
      'a full store (507 STORAGE_001)',
      new ApiError({
        type: 'SERVER_ERROR',
        status: 507,
        code: 'STORAGE_001',
        message: '存储空间已满，这次更改没有保存',
      }),
      '数据无法读取或保存',
      '存储空间已满，这次更改没有保存',
    ],
  ])('R2.78 R8.13 %s shows its screen and message', (_, error, title, message) => {
    render(<ErrorView error={error} onRetry={() => {}} />)
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('R2.78 a lazy screen whose code cannot be fetched shows 组件加载失败 with a retry', () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/post.route-abc.js')
    expect(errorKindOf(chunk)).toBe('chunk')
    const Broken = () => {
      throw chunk
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: '组件加载失败' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('R2.78 R8.13 a screen’s own title stays whatever the error, with R8.13’s message, its own retry label and actions', async () => {
    const retry = vi.fn()
    render(
      <ErrorView
        error={status(500, '服务器内部错误')}
        title="获取收藏失败"
        retryLabel="重新加载"
        onRetry={retry}
        action={<button type="button">返回</button>}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: '获取收藏失败' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('服务器内部错误')
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('button', { name: '返回' })).toBeInTheDocument()
  })

  it('R2.78 with no error to read, a screen names the problem in its own title and offers only its own way out', () => {
    render(<ErrorScreen kind={null} title="用户不存在或加载失败" />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: '用户不存在或加载失败' })).toBeInTheDocument()
    expect(alert.querySelector('p')).toBeNull()
    expect(within(alert).queryByRole('button')).toBeNull()
  })
})
