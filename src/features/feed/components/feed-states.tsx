import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { AlertIcon, SearchIcon, SparkleIcon } from '@/components/ui/icons'
import { Button, buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { endOfListMessage } from '../model/feed-pages'

/** R2.23 */
export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md my-12 rounded-3xl border border-line bg-bg-card p-8 text-center">
      <div className="mx-auto mb-4 w-14 h-14 rounded-full bg-[#fff0f2] dark:bg-[#3a1820] text-danger flex items-center justify-center">
        <AlertIcon size={26} />
      </div>
      <h2 className="text-lg font-semibold">加载失败</h2>
      <p className="mt-1 text-sm text-fg-muted">{message}</p>
      <Button className="mt-5" onClick={onRetry}>
        重试
      </Button>
    </div>
  )
}

/** R2.24: nothing found while searching; otherwise nobody has posted yet, with a publish-first-post button. */
export function FeedEmpty({ search, createHref }: { search: string; createHref: string }): ReactNode {
  if (search.trim()) {
    return <EmptyState icon={<SearchIcon size={34} />} title="没有找到相关内容" description={`换个关键词试试？没有找到与“${search.trim()}”相关的笔记`} />
  }
  return (
    <EmptyState
      icon={<SparkleIcon size={34} />}
      title="还没有人发布笔记"
      description="成为第一个分享生活的人吧"
      action={
        <Link href={createHref} className={buttonClass({ size: 'lg' })}>
          发布第一篇帖子
        </Link>
      }
    />
  )
}

/** R2.25 / R2.26 / R2.80 */
export function FeedFooter({ loadingMore, hasMore, loaded, onLoadMore }: { loadingMore: boolean; hasMore: boolean; loaded: number; onLoadMore: () => void }) {
  if (loadingMore) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-fg-muted">
        <Spinner /> 正在加载更多...
      </div>
    )
  }
  if (hasMore) {
    return (
      <div className="flex justify-center py-8">
        <Button variant="outline" onClick={onLoadMore}>
          加载更多
        </Button>
      </div>
    )
  }
  return <p className="py-10 text-center text-sm text-fg-soft">{endOfListMessage(loaded)}</p>
}
