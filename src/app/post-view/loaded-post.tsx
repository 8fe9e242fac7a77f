import { useId, useState, type ComponentType } from 'react'
import { useLocation } from 'wouter'
import { CommentPanel } from '@/features/comments/components/comment-panel'
import { AuthorFollowButton } from '@/features/follow/components/follow-button'
import { useCommentCount } from '@/features/comments/model/use-comments'
import { PostMenuActions } from '@/features/post/components/post-menu-actions'
import { PostView, type PostViewProps, type PostViewVariant } from '@/features/post/components/post-view'
import { PostActions } from '@/features/likes-bookmarks/components/post-actions'
import type { Post } from '@/schemas/post.schema'
import type { User } from '@/schemas/user.schema'
import { paths } from '../paths'

export interface LoadedPostProps {
  post: Post
  user: User | null
  variant: PostViewVariant
  /** Where the author goes once the post is deleted (the page: home; the dialog: back to its list). */
  onDeleted: () => void
  /**
   * The view the post is shown in: the page's by default; the dialog passes its own, titled by the dialog's title
   * (its Base UI code is the dialog route's, never the page's).
   */
  view?: ComponentType<Omit<PostViewProps, 'variant' | 'title'>>
}

/**
 * A loaded post with what the app composes into it, the same on its page and in its dialog (R2.29–R2.41): like
 * and bookmark, the author's or the reader's menu, and the real comments with their count.
 */
export function LoadedPost({ post, user, variant, onDeleted, view: View = PostView }: LoadedPostProps) {
  const [, navigate] = useLocation()
  const commentCount = useCommentCount(post.id, post.commentsCount)
  const headingId = useId()
  // The dialog keeps its comment input at the bottom, outside the scrolling text: the panel renders into it.
  const [composer, setComposer] = useState<HTMLDivElement | null>(null)
  const inDialog = variant === 'dialog'
  // The page's 说点什么… bar and 💬 ask the comment panel to open its form (the dialog's input is always there).
  const [writeRequest, setWriteRequest] = useState(0)
  const viewer = user
    ? { id: user.id, username: user.username, email: user.email, displayName: user.displayName, avatar: user.avatar }
    : null
  return (
    <View
      post={post}
      authorHref={paths.user.href(post.author.id)}
      fullPostHref={inDialog ? paths.post.href(post.id) : undefined}
      actions={<PostActions post={post} signedIn={!!user} />}
      follow={<AuthorFollowButton userId={post.author.id} viewerId={user?.id ?? null} name={post.author.displayName} />}
      onWriteComment={user && !inDialog ? () => setWriteRequest((n) => n + 1) : undefined}
      menu={
        <PostMenuActions
          post={post}
          viewerId={user?.id ?? null}
          onEdit={() => navigate(paths.editPost.href(post.id))}
          onDeleted={onDeleted}
        />
      }
      commentCount={commentCount}
      commentsHeadingId={headingId}
      composerRef={inDialog ? setComposer : undefined}
      comments={
        <CommentPanel
          postId={post.id}
          viewer={viewer}
          count={commentCount}
          userHref={paths.user.href}
          loginHref={paths.login.href()}
          headingId={headingId}
          variant={variant}
          composerTarget={inDialog ? composer : null}
          writeRequest={writeRequest}
        />
      }
    />
  )
}
