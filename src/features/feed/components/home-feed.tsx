import { useCallback, useEffect, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { retryViewMessage } from '@/api/errors'
import { Masonry, laneCount } from '@/components/ui/masonry'
import type { Post } from '@/schemas/post.schema'
import { feedQueryOptions, type FeedFilter } from '../api/get-posts'
import { readFeedSnapshot, saveFeedSnapshot } from '../model/feed-snapshot'
import { FIRST_SCREEN_COVERS, firstScreen, preloadImages } from '@/lib/first-screen'
import { mergePages } from '../model/feed-pages'
import { useInfiniteScroll } from '../model/use-infinite-scroll'
import { CategoryTabs } from './category-tabs'
import { FeedSkeleton } from './feed-skeleton'
import { FeedEmpty, FeedError, FeedFooter } from './feed-states'
import { PostCard, estimateCardHeight } from './post-card'

export interface HomeFeedProps extends FeedFilter {
  viewerId: number | null
  onCategoryChange: (category: string | null) => void
  postHref: (id: number) => string
  userHref: (id: number) => string
  createHref: string
  renderActions?: (post: Post) => ReactNode
  /** Told each time the unfiltered feed shows a freshly fetched first page (the app snapshots it). */
  onFreshFirstPage?: () => void
}

/** R2.20–R2.28, R4.22–R4.25: category tabs and the infinite, virtualised masonry of post cards. */
export function HomeFeed({ category, search, viewerId, onCategoryChange, postHref, userHref, createHref, renderActions, onFreshFirstPage }: HomeFeedProps) {
  const isDefaultFeed = category === null && !search.trim()
  const query = useInfiniteQuery({
    ...feedQueryOptions({ category, search }, viewerId),
    // A returning visitor's first screen: the last page 1 they saw, always refetched at once (updatedAt 0).
    initialData: () => {
      const page = isDefaultFeed ? readFeedSnapshot(viewerId) : null
      if (!page) return undefined
      // Its covers paint first; the mock backend's boot waits for them (src/lib/first-screen.ts).
      firstScreen.hold(preloadImages(page.items.slice(0, FIRST_SCREEN_COVERS).flatMap((p) => p.images[0]?.url ?? [])))
      return { pages: [page], pageParams: [1] }
    },
    initialDataUpdatedAt: 0,
  })
  const firstPage = query.data?.pages[0]
  const fetchedAt = query.dataUpdatedAt
  const fresh = isDefaultFeed && !!firstPage && fetchedAt > 0 && !query.isFetching
  useEffect(() => {
    if (!fresh || !firstPage) return
    saveFeedSnapshot(viewerId, firstPage)
    onFreshFirstPage?.()
  }, [fresh, firstPage, viewerId, onFreshFirstPage])
  const posts = query.data ? mergePages(query.data.pages) : []
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  useInfiniteScroll({ hasMore: !!hasNextPage && !query.isError, loading: isFetchingNextPage || query.isPending, onLoadMore: loadMore })

  const renderCard = useCallback(
    (p: Post, i: number) => (
      <PostCard post={p} postHref={postHref(p.id)} authorHref={userHref(p.author.id)} actions={renderActions?.(p)} priority={i < FIRST_SCREEN_COVERS} />
    ),
    [postHref, userHref, renderActions],
  )

  let body: ReactNode
  if (query.isPending) body = <FeedSkeleton lanes={laneCount(typeof window === 'undefined' ? 390 : window.innerWidth)} />
  else if (query.isError && posts.length === 0) body = <FeedError message={retryViewMessage(query.error)} onRetry={() => void query.refetch()} />
  else if (posts.length === 0) body = <FeedEmpty search={search} createHref={createHref} />
  else
    body = (
      <>
        <Masonry
          items={posts}
          getKey={(p) => p.id}
          estimateHeight={estimateCardHeight}
          renderItem={renderCard}
        />
        {query.isFetchNextPageError ? (
          <FeedError message={retryViewMessage(query.error)} onRetry={loadMore} />
        ) : (
          <FeedFooter loadingMore={isFetchingNextPage} hasMore={!!hasNextPage} loaded={posts.length} onLoadMore={loadMore} />
        )}
      </>
    )

  return (
    <>
      <CategoryTabs active={category} searching={search.trim() !== ''} onSelect={onCategoryChange} />
      {search.trim() && (
        <p className="mt-1 mb-3 text-sm text-fg-muted">
          “<span className="text-fg font-medium">{search.trim()}</span>”的搜索结果
        </p>
      )}
      <div className="mt-2">{body}</div>
    </>
  )
}
