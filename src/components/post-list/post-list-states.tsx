import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** R2.26: more than 10 posts earns the celebratory ending. */
export const endOfListMessage = (loaded: number) =>
  loaded > 10 ? '🎉 太棒了，你已经看完所有笔记啦！' : '没有更多内容了'

/** R2.25 / R2.26 / R2.80 */
export function PostListFooter({
  loadingMore,
  hasMore,
  loaded,
  onLoadMore,
}: {
  loadingMore: boolean
  hasMore: boolean
  loaded: number
  onLoadMore: () => void
}) {
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
