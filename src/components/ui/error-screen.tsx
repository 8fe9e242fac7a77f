import type { ReactNode } from 'react'
import { isStorageCode, retryViewMessage } from '@/api/errors'
import { Button } from './button'
import { AlertIcon, LockIcon, SearchIcon, WifiOffIcon } from './icons'

export type ErrorKind = 'network' | 'server' | 'forbidden' | 'notFound' | 'maintenance' | 'chunk' | 'storage'

/** R2.78: the generic screens. */
export const ERROR_SCREENS: Record<ErrorKind, { title: string; text: string }> = {
  network: { title: '网络连接问题', text: '网络好像断开了，请检查网络设置后重试。' },
  server: { title: '服务器错误', text: '服务器开小差了，请稍后重试。' },
  forbidden: { title: '访问受限', text: '你没有权限查看这里的内容。' },
  notFound: { title: '内容不存在', text: '你要找的内容不存在或已被删除。' },
  maintenance: { title: '系统维护中', text: '我们正在升级服务，请稍后再来。' },
  chunk: { title: '组件加载失败', text: '页面的一部分没能加载，可能是网络不稳定或应用刚刚更新。' },
  // Issue 23: the backend's store is full or unreadable (its message says which; the storage alert offers the way out).
  storage: { title: '数据无法读取或保存', text: '保存数据的地方出了问题，页面顶部的提示说明了怎么处理。' },
}

interface ErrorLike {
  type?: unknown
  code?: unknown
  status?: unknown
  name?: unknown
  message?: unknown
}

/** A lazy chunk that could not be fetched (the browsers word it differently). */
export const isChunkLoadError = (error: unknown): boolean => {
  const e = (error ?? {}) as ErrorLike
  const text = typeof e.message === 'string' ? e.message : ''
  return (
    e.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(text)
  )
}

/** Which generic screen an error calls for, if any: the network, 503 maintenance, other 5xx, 403, 404, a chunk. */
export function errorKindOf(error: unknown): ErrorKind | null {
  if (isChunkLoadError(error)) return 'chunk'
  const e = (error ?? {}) as ErrorLike
  if (e.type === 'NETWORK_ERROR' || e.type === 'TIMEOUT_ERROR') return 'network'
  if (isStorageCode(e.code)) return 'storage'
  if (e.status === 503) return 'maintenance'
  if (e.status === 403) return 'forbidden'
  if (e.status === 404) return 'notFound'
  if (typeof e.status === 'number' && e.status >= 500) return 'server'
  return null
}

const ICONS: Record<ErrorKind, ReactNode> = {
  network: <WifiOffIcon size={28} />,
  server: <AlertIcon size={28} />,
  forbidden: <LockIcon size={28} />,
  notFound: <SearchIcon size={28} />,
  maintenance: <AlertIcon size={28} />,
  chunk: <AlertIcon size={28} />,
  storage: <AlertIcon size={28} />,
}

export interface ErrorScreenProps {
  /** The generic screen the error calls for: its icon, and its title and text unless the screen gives its own. */
  kind: ErrorKind | null
  /** The screen's own title, whatever the error (a spec string such as 获取收藏失败). */
  title?: string
  /** The title when no generic screen applies (e.g. 加载失败). */
  fallbackTitle?: string
  message?: string
  onRetry?: () => void
  retryLabel?: string
  /** Beside the retry, or alone (e.g. a 返回 button). */
  action?: ReactNode
  compact?: boolean
}

/** R2.78 with a retry (R2.23): one look for every error a screen can show. */
export function ErrorScreen({
  kind,
  title,
  fallbackTitle = '加载失败',
  message,
  onRetry,
  retryLabel = '重试',
  action,
  compact = false,
}: ErrorScreenProps) {
  const screen = kind ? ERROR_SCREENS[kind] : null
  return (
    <div
      role="alert"
      className={`mx-auto max-w-md text-center rounded-3xl border border-line bg-bg-card ${compact ? 'my-4 p-6' : 'my-12 p-8'}`}
    >
      <div className="mx-auto mb-4 w-14 h-14 rounded-full bg-bg-soft text-danger flex items-center justify-center">
        {ICONS[kind ?? 'server']}
      </div>
      <h2 className="text-lg font-semibold">{title ?? screen?.title ?? fallbackTitle}</h2>
      {(message ?? screen?.text) && <p className="mt-1 text-sm text-fg-muted">{message ?? screen?.text}</p>}
      {(onRetry || action) && (
        <div className="mt-5 flex justify-center gap-2">
          {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
          {action}
        </div>
      )}
    </div>
  )
}

/**
 * An error a screen got from the API: the matching generic screen with the R8.13 message and a retry. A screen with
 * its own title (R8.25's 获取收藏失败, R8.32's 获取粉丝列表失败 …) gives it as `title`; `message` replaces R8.13's text.
 */
export function ErrorView({ error, message, ...props }: { error: unknown } & Omit<ErrorScreenProps, 'kind'>) {
  return <ErrorScreen kind={errorKindOf(error)} message={message ?? retryViewMessage(error)} {...props} />
}
