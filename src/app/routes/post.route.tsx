import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { isApiError } from '@/api/errors'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { PostDetail } from '@/features/post/components/post-detail'
import { PostDetailSkeleton } from '@/features/post/components/post-detail-skeleton'
import { PostNotFound } from '@/features/post/components/post-not-found'
import { postQueryOptions, isValidPostId } from '@/features/post/api/get-post'
import { PostActions } from '@/features/social/components/post-actions'
import { recordView } from '@/features/history/model/history-store'
import { paths } from '../paths'

/** R2.11, R2.29–R2.33 */
export function PostRoute() {
  const { postId = '' } = useParams<{ postId: string }>()
  const id = /^\d+$/.test(postId) ? Number(postId) : NaN
  const { user } = useAuth()
  const [, navigate] = useLocation()
  const query = useQuery(postQueryOptions(id))
  const viewed = query.data
  // R4.26: a signed-in view puts the post on top of the local history.
  useEffect(() => {
    if (user && viewed) recordView(user.id, viewed)
  }, [user, viewed?.id]) // eslint-disable-line react-hooks/exhaustive-deps

  let body
  if (!isValidPostId(id)) body = <PostNotFound homeHref={paths.home.href()} message="无效的帖子ID" />
  else if (query.isPending) body = <PostDetailSkeleton />
  else if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404
    body = <PostNotFound homeHref={paths.home.href()} message={missing ? '这篇笔记不存在或已被删除' : query.error.message} />
  } else {
    const post = query.data
    body = (
      <PostDetail
        post={post}
        viewerId={user?.id ?? null}
        authorHref={paths.user.href(post.author.id)}
        onEdit={() => navigate(paths.editPost.href(post.id))}
        onDeleted={() => navigate(paths.home.href())}
        actions={<PostActions post={post} signedIn={!!user} />}
      />
    )
  }
  return (
    <main className="mx-auto max-w-[1200px] sm:px-6 py-2 sm:py-4">
      <div className="px-4 sm:px-0">
        <PageHeader title="笔记详情" />
      </div>
      {body}
    </main>
  )
}
