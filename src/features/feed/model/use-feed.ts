import { useInfiniteQuery } from '@tanstack/react-query'
import { feedQueryOptions, type FeedFilter } from '../api/get-posts'
import { prerenderedFeedPage } from '@/services/prerendered-data'
import { readFeedSnapshot } from './feed-snapshot'

/**
 * R4.22: the home feed's pages. Its key holds the category, the search text and who is logged in, so a change
 * of any starts again from page 1. A returning visitor's first screen is the last page 1 they saw, refetched at once
 * (updatedAt 0); a first visitor's is the seed's page 1 the page was built with (ADR 015), shown until the answer.
 */
export function useFeed(filter: FeedFilter, viewerId: number | null) {
  const isDefaultFeed = filter.category === null && !filter.search.trim()
  return useInfiniteQuery({
    ...feedQueryOptions(filter, viewerId),
    initialData: () => {
      const page = isDefaultFeed ? readFeedSnapshot(viewerId) : null
      return page ? { pages: [page], pageParams: [1] } : undefined
    },
    initialDataUpdatedAt: 0,
    // The build's page 1 is the seed's, not this browser's data: a placeholder until the live answer, so a failed
    // first fetch shows the feed's error view rather than posts that may no longer exist.
    placeholderData: () => {
      const page = isDefaultFeed && viewerId === null ? prerenderedFeedPage() : null
      return page ? { pages: [page], pageParams: [1] } : undefined
    },
  })
}
