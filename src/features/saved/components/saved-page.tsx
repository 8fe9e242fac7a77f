import type { ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { retryViewMessage } from '@/api/errors'
import { PostList } from '@/components/post-list/post-list'
import { buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorView } from '@/components/ui/error-screen'
import { StarIcon } from '@/components/ui/icons'
import { RefreshIcon } from '@/components/ui/icons-more'
import { PageHeader } from '@/components/ui/page-header'
import { Spinner } from '@/components/ui/spinner'
import { formatCount } from '@/lib/format'
import { mergePages } from '@/lib/post-pages'
import { toast } from '@/services/toast'
import type { Post } from '@/schemas/post.schema'
import { WIDE_PAGE } from '@/components/ui/page-width'
import { bookmarksQueryOptions } from '../api/get-bookmarks'

/** R8.25 */
export const BOOKMARKS_FAILED = '获取收藏失败'

export interface SavedPageProps {
  viewerId: number
  postHref: (postId: number) => string
  userHref: (userId: number) => string
  /** Like and bookmark controls, composed by the route (stable: cards are memoised on it). */
  renderActions?: (post: Post) => ReactNode
  /** Opens a post in the dialog (stable). */
  onOpenPost?: (post: Post) => void
  /** Where the empty state sends the viewer to find something to keep. */
  discoverHref: string
}

/**
 * R2.12, R7.24, R8.25, R2.77: the viewer's bookmarks. A header with the count and a refresh, the shared masonry
 * of cards (a card opens the post dialog), the error with a reload, and the empty state that points to discovery.
 */
export function SavedPage({ viewerId, postHref, userHref, renderActions, onOpenPost, discoverHref }: SavedPageProps) {
  const query = useInfiniteQuery(bookmarksQueryOptions(viewerId))
  const pages = query.data?.pages ?? []
  const total = pages[0]?.total ?? (query.data ? mergePages(pages).length : null)
  const refreshing = query.isRefetching && !query.isFetchingNextPage

  const refresh = async () => {
    const result = await query.refetch()
    if (result.isError && result.data) toast.error(BOOKMARKS_FAILED, retryViewMessage(result.error))
  }

  const failed = query.isError && pages.length === 0
  return (
    <>
      <PageHeader
        title="我的收藏"
        actions={
          <div className="flex items-center gap-1">
            {total !== null && (
              <span className="text-sm text-fg-muted tabular-nums" aria-live="polite">
                共 {formatCount(total)} 篇
              </span>
            )}
            <button
              type="button"
              onClick={() => void refresh()}
              disabled={query.isPending || refreshing}
              aria-label="刷新"
              aria-busy={refreshing || undefined}
              className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) disabled:opacity-60 keyboard-ring"
            >
              {refreshing ? <Spinner className="w-5 h-5" /> : <RefreshIcon size={20} />}
            </button>
          </div>
        }
      />
      <div className={`${WIDE_PAGE} pt-1`}>
        {failed ? (
          // R8.25: with the reason and a reload.
          <ErrorView
            error={query.error}
            title={BOOKMARKS_FAILED}
            retryLabel="重新加载"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PostList
            query={query}
            postHref={postHref}
            userHref={userHref}
            renderActions={renderActions}
            onOpenPost={onOpenPost}
            priorityCount={4}
            empty={
              <EmptyState
                icon={<StarIcon size={34} />}
                title="还没有收藏任何帖子"
                description="看到喜欢的笔记，点一下星标就能收藏到这里"
                action={
                  <Link href={discoverHref} className={buttonClass({ size: 'lg' })}>
                    去发现好内容
                  </Link>
                }
              />
            }
          />
        )}
      </div>
    </>
  )
}
