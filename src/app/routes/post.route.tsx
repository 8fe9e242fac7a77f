import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { isApiError } from '@/api/errors'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { CommentPanel } from '@/features/comments/components/comment-panel'
import { useCommentCount } from '@/features/comments/model/use-comments'
import { PostDetail } from '@/features/post/components/post-detail'
import { PostDetailSkeleton } from '@/features/post/components/post-detail-skeleton'
import { PostNotFound } from '@/features/post/components/post-not-found'
import { postQueryOptions, isValidPostId } from '@/features/post/api/get-post'
import { PostActions } from '@/features/social/components/post-actions'
import { useRecordView } from '@/features/history/model/use-record-view'
import type { Post } from '@/schemas/post.schema'
import type { User } from '@/schemas/user.schema'
import { paths } from '../paths'

const COMMENTS_HEADING = 'post-comments'

/** The loaded post with its actions and comments (R2.29–R2.38). */
function PostView({ post, user }: { post: Post; user: User | null }) {
  const [, navigate] = useLocation()
  const commentCount = useCommentCount(post.id, post.commentsCount)
  const viewer = user ? { id: user.id, username: user.username, email: user.email, displayName: user.displayName, avatar: user.avatar } : null
  return (
    <PostDetail
      post={post}
      viewerId={user?.id ?? null}
      authorHref={paths.user.href(post.author.id)}
      onEdit={() => navigate(paths.editPost.href(post.id))}
      onDeleted={() => navigate(paths.home.href())}
      actions={<PostActions post={post} signedIn={!!user} />}
      commentCount={commentCount}
      commentsHeadingId={COMMENTS_HEADING}
      comments={
        <CommentPanel
          postId={post.id}
          viewer={viewer}
          count={commentCount}
          userHref={paths.user.href}
          loginHref={paths.login.href()}
          headingId={COMMENTS_HEADING}
        />
      }
    />
  )
}

/** R2.11, R2.29–R2.33 */
export function PostRoute() {
  const { postId = '' } = useParams<{ postId: string }>()
  const id = /^\d+$/.test(postId) ? Number(postId) : NaN
  const { user } = useAuth()
  const query = useQuery(postQueryOptions(id))
  useRecordView(user?.id ?? null, query.data)

  let body
  if (!isValidPostId(id)) body = <PostNotFound homeHref={paths.home.href()} message="无效的帖子ID" />
  else if (query.isPending) body = <PostDetailSkeleton />
  else if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404
    body = <PostNotFound homeHref={paths.home.href()} message={missing ? '这篇笔记不存在或已被删除' : query.error.message} />
  } else body = <PostView post={query.data} user={user} />
  return (
    <main>
      <PageHeader title="笔记详情" />
      <div className="mx-auto max-w-[1200px] sm:px-6 sm:pb-6">{body}</div>
    </main>
  )
}
