import type { ReactNode } from 'react'
import { useInfiniteScroll } from '@/components/post-list/use-infinite-scroll'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorView } from '@/components/ui/error-screen'
import { UserIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import type { FollowListKind } from '../api/get-follow-list'
import { emptyListTexts, useFollowList } from '../model/use-follow-list'
import { UserRow } from './user-row'

export interface FollowListProps {
  kind: FollowListKind
  userId: number
  viewerId: number | null
  userHref: (id: number) => string
  messageHref: (id: number) => string
  /** What an empty list offers (a link to discover people). */
  emptyAction?: ReactNode
  /** Whose list it is when not the viewer's own: an empty one speaks of them in the third person. */
  ownerName?: string
}

function RowsSkeleton() {
  return (
    <div role="status" aria-label="正在加载" className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-2xl border border-line bg-bg-card p-4">
          <div className="w-13 h-13 rounded-full bg-bg-soft" />
          <div className="flex-1 space-y-2">
            <div className="h-3.5 w-28 rounded-full bg-bg-soft" />
            <div className="h-3 w-44 rounded-full bg-bg-soft" />
          </div>
          <div className="h-8 w-18 rounded-full bg-bg-soft" />
        </div>
      ))}
    </div>
  )
}

/** R2.7, R2.8, R9.27: a user's followers or following, 20 a page with 加载更多 and infinite scroll. */
export function FollowList({ kind, userId, viewerId, userHref, messageHref, emptyAction, ownerName }: FollowListProps) {
  const { query, users, failure, loadMore } = useFollowList(kind, userId, viewerId)
  useInfiniteScroll({
    hasMore: !!query.hasNextPage && !query.isError,
    loading: query.isFetchingNextPage || query.isPending,
    onLoadMore: loadMore,
  })

  if (query.isPending) return <RowsSkeleton />
  if (failure) return <ErrorView error={query.error} title={failure} onRetry={() => void query.refetch()} />
  if (users.length === 0) {
    const empty = emptyListTexts(kind, ownerName)
    return (
      <EmptyState icon={<UserIcon size={32} />} title={empty.title} description={empty.hint} action={emptyAction} />
    )
  }
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2" aria-label={kind === 'following' ? '关注列表' : '粉丝列表'}>
        {users.map((u) => (
          <li key={u.id}>
            <UserRow user={u} viewerId={viewerId} userHref={userHref} messageHref={messageHref} />
          </li>
        ))}
      </ul>
      <div className="flex justify-center py-6">
        {query.isFetchingNextPage ? (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-fg-muted">
            <Spinner /> 正在加载更多...
          </span>
        ) : query.hasNextPage ? (
          <Button variant="outline" onClick={loadMore}>
            加载更多
          </Button>
        ) : (
          <p className="text-sm text-fg-soft">共 {query.data?.pages[0]?.total ?? users.length} 人</p>
        )}
      </div>
    </>
  )
}
