import { useEffect, type ReactNode } from 'react'
import { PostList } from '@/components/post-list/post-list'
import type { Post } from '@/schemas/post.schema'
import type { FeedFilter } from '../api/get-posts'
import { saveFeedSnapshot } from '../model/feed-snapshot'
import { useFeed } from '../model/use-feed'
import { CategoryTabs } from './category-tabs'
import { FeedEmpty } from './feed-empty'

/** The cards of the first screen (4 columns × 2 rows at 1280 px): their covers load at once, with high priority. */
const FIRST_SCREEN_COVERS = 8

export interface HomeFeedProps extends FeedFilter {
  viewerId: number | null
  onCategoryChange: (category: string | null) => void
  postHref: (id: number) => string
  userHref: (id: number) => string
  createHref: string
  renderActions?: (post: Post) => ReactNode
  /** Told each time the unfiltered feed shows a freshly fetched first page (the app snapshots it). */
  onFreshFirstPage?: () => void
  /** The widest the feed can get on its page (px). */
  maxWidth?: number
}

/** R2.20–R2.28, R4.22: the category tabs, the search heading and the shared list of posts. */
export function HomeFeed({
  category,
  search,
  viewerId,
  onCategoryChange,
  postHref,
  userHref,
  createHref,
  renderActions,
  onFreshFirstPage,
  maxWidth,
}: HomeFeedProps) {
  const isDefaultFeed = category === null && !search.trim()
  const query = useFeed({ category, search }, viewerId)
  const firstPage = query.data?.pages[0]
  const fresh = isDefaultFeed && !!firstPage && query.dataUpdatedAt > 0 && !query.isFetching
  useEffect(() => {
    if (!fresh || !firstPage) return
    saveFeedSnapshot(viewerId, firstPage)
    onFreshFirstPage?.()
  }, [fresh, firstPage, viewerId, onFreshFirstPage])

  return (
    <>
      <CategoryTabs active={category} searching={search.trim() !== ''} onSelect={onCategoryChange} />
      {search.trim() && (
        <p className="mt-1 mb-3 text-sm text-fg-muted">
          “<span className="text-fg font-medium">{search.trim()}</span>”的搜索结果
        </p>
      )}
      <div className="mt-2">
        <PostList
          query={query}
          postHref={postHref}
          userHref={userHref}
          renderActions={renderActions}
          empty={<FeedEmpty search={search} createHref={createHref} />}
          priorityCount={FIRST_SCREEN_COVERS}
          maxWidth={maxWidth}
        />
      </div>
    </>
  )
}
