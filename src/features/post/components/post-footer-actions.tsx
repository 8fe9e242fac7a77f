import type { ReactNode } from 'react'
import { ChatIcon } from '@/components/ui/icons'
import { ShareButton } from '@/components/ui/share-button'
import { formatCount } from '@/lib/format'
import type { Post } from '@/schemas/post.schema'

/**
 * The row under a post, on its page and in its dialog: the route's like and bookmark controls, the comment count
 * (a tap scrolls to the comments' heading) and 分享.
 */
export function PostFooterActions({
  post,
  actions,
  commentCount,
  commentsHeadingId,
  onComment,
}: {
  post: Post
  actions?: ReactNode
  commentCount: number
  commentsHeadingId?: string
  /** What 💬 does for a signed-in reader on the page: opens the comment form (else it scrolls to the comments). */
  onComment?: () => void
}) {
  return (
    <>
      {actions}
      <button
        type="button"
        onClick={
          onComment ??
          (() =>
            document.getElementById(commentsHeadingId ?? '')?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
        }
        aria-label={`评论 ${commentCount}`}
        className="inline-flex items-center gap-1 h-10 px-3 rounded-full text-sm text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
      >
        <ChatIcon size={20} /> <span className="tabular-nums">{formatCount(commentCount)}</span>
      </button>
      {/* With the 说点什么… bar, the bar takes the row's free room. */}
      {!onComment && <span className="flex-1" />}
      <ShareButton title={post.title} />
    </>
  )
}
