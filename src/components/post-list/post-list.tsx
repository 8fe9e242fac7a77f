import { useCallback, type ReactNode } from 'react'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { ErrorView } from '@/components/ui/error-screen'
import { mergePages, type PostPages } from '@/lib/post-pages'
import type { Post } from '@/schemas/post.schema'
import { Masonry, laneCount } from './masonry'
import { PostCard, estimateCardHeight } from './post-card'
import { PostListSkeleton } from './post-list-skeleton'
import { PostListFooter } from './post-list-states'
import { useInfiniteScroll } from './use-infinite-scroll'
import { useSameItems } from './use-same-items'

const NO_POSTS: readonly Post[] = []

export interface PostListProps {
  query: UseInfiniteQueryResult<PostPages, Error>
  postHref: (postId: number) => string
  userHref: (userId: number) => string
  /** Like and bookmark controls, composed by the route (keep it stable: cards are memoised on it). */
  renderActions?: (post: Post) => ReactNode
  /** Opens a post in place (the post dialog) instead of going to its page; keep it stable. */
  onOpenPost?: (post: Post) => void
  /** What an empty list says (R2.77). */
  empty: ReactNode
  /** The first covers load eagerly with high priority (the first screen). */
  priorityCount?: number
  /** The card titles' level under the list's heading. */
  headingLevel?: 2 | 3
  /** The widest the list can get on its page (px), for the layouts the build prerenders (ADR 015). */
  maxWidth?: number
}

/**
 * Any list of posts (R2.21–R2.26, R2.28, R2.80, R4.23–R4.25): skeletons while the first page loads, an
 * error with retry, the empty state, then the virtualised masonry of cards with infinite scroll, a
 * load-more control and the end-of-list message.
 */
export function PostList({
  query,
  postHref,
  userHref,
  renderActions,
  onOpenPost,
  empty,
  priorityCount = 0,
  headingLevel = 2,
  maxWidth,
}: PostListProps) {
  const posts = useSameItems(query.data ? mergePages(query.data.pages) : NO_POSTS)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  useInfiniteScroll({
    hasMore: !!hasNextPage && !query.isError,
    loading: isFetchingNextPage || query.isPending,
    onLoadMore: loadMore,
  })

  const renderCard = useCallback(
    (p: Post, i: number) => (
      <PostCard
        post={p}
        postHref={postHref(p.id)}
        authorHref={userHref(p.author.id)}
        actions={renderActions?.(p)}
        priority={i < priorityCount}
        onOpen={onOpenPost && (() => onOpenPost(p))}
        headingLevel={headingLevel}
      />
    ),
    [postHref, userHref, renderActions, onOpenPost, priorityCount, headingLevel],
  )

  if (query.isPending)
    return <PostListSkeleton lanes={laneCount(typeof window === 'undefined' ? 390 : window.innerWidth)} />
  // R2.23, R2.78, R8.13: the generic screen the error calls for, with its message and a retry.
  if (query.isError && posts.length === 0) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  if (posts.length === 0) return <>{empty}</>
  return (
    <>
      <Masonry
        items={posts}
        getKey={(p) => p.id}
        estimateHeight={estimateCardHeight}
        renderItem={renderCard}
        maxWidth={maxWidth}
      />
      {query.isFetchNextPageError ? (
        <ErrorView error={query.error} onRetry={loadMore} compact />
      ) : (
        // A placeholder (the build's page 1 until the live answer, ADR 015) has no next page yet: it is loading,
        // not at its end (it said 🎉 太棒了，你已经看完所有笔记啦！ under the build's first 20 posts).
        <PostListFooter
          loadingMore={isFetchingNextPage || query.isPlaceholderData}
          hasMore={!!hasNextPage}
          loaded={posts.length}
          onLoadMore={loadMore}
        />
      )}
    </>
  )
}
