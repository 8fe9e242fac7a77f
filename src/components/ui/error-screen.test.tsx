import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, networkError, timeoutError } from '@/api/errors'
import { ErrorBoundary } from './error-boundary'
import { ERROR_SCREENS, ErrorView, errorKindOf } from './error-screen'

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
})
