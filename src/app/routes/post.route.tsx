import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { PostViewSkeleton } from '@/features/post/components/post-view-skeleton'
import { PostNotFound, postFailureMessage } from '@/features/post/components/post-not-found'
import { postQueryOptions, isValidPostId } from '@/features/post/api/get-post'
import { useRecordView } from '@/features/history/model/use-record-view'
import { postCache } from '@/services/post-cache'
import { postInFeedSnapshot } from '@/features/feed/model/feed-snapshot'
import { openedFromFirstScreen, prerenderedFeedPost, prerenderedPost } from '../first-screen'
import { LoadedPost } from '../post-view/loaded-post'
import { WIDE_PAGE_EDGE } from '@/components/ui/page-width'
import { paths } from '../paths'

/** R2.11, R2.29–R2.33 */
export function PostRoute() {
  const { postId = '' } = useParams<{ postId: string }>()
  const id = /^\d+$/.test(postId) ? Number(postId) : NaN
  const { user } = useAuth()
  const [, navigate] = useLocation()
  // At once: the post this page was built with (a first visit, ADR 015), else the card's copy from the list it was
  // opened from (as the post dialog does), or, when the card was tapped on the page's first screen, from the data that
  // screen was drawn from: the feed's snapshot (a restored screen: the app then renders this page first,
  // first-screen/first-routes.ts) or the build's 推荐 page (a first visit: its backend is still starting); a reload
  // of this address does not start from such a copy. A placeholder, never cached as an
  // answer: the detail is asked for at once, and if it fails (deleted, a server error) the page says so rather than
  // keep showing the copy.
  const viewerId = user?.id ?? null
  const query = useQuery({
    ...postQueryOptions(id),
    placeholderData: () =>
      prerenderedPost(id) ??
      postCache.get().find(id) ??
      (openedFromFirstScreen(paths.post.href(id))
        ? (postInFeedSnapshot(id, viewerId) ?? prerenderedFeedPost(id))
        : null) ??
      undefined,
  })
  useRecordView(user?.id ?? null, query.data)

  let body
  if (!isValidPostId(id)) body = <PostNotFound homeHref={paths.home.href()} message="无效的帖子ID" />
  else if (query.isPending) body = <PostViewSkeleton />
  else if (query.isError) body = <PostNotFound homeHref={paths.home.href()} message={postFailureMessage(query.error)} />
  else body = <LoadedPost post={query.data} user={user} variant="page" onDeleted={() => navigate(paths.home.href())} />
  return (
    <main>
      <PageHeader title="笔记详情" />
      <div className={`${WIDE_PAGE_EDGE} sm:pb-6`}>{body}</div>
    </main>
  )
}
