import { AlertIcon } from '@/components/ui/icons'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** R2.26: more than 10 posts earns the celebratory ending. */
export const endOfListMessage = (loaded: number) => (loaded > 10 ? '🎉 太棒了，你已经看完所有笔记啦！' : '没有更多内容了')

/** R2.23: a list that failed to load, with a retry. */
export function PostListError({ message, onRetry }: { message: string; onRetry: () => void }) {
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

/** R2.25 / R2.26 / R2.80 */
export function PostListFooter({ loadingMore, hasMore, loaded, onLoadMore }: { loadingMore: boolean; hasMore: boolean; loaded: number; onLoadMore: () => void }) {
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
