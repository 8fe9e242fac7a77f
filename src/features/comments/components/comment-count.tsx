import { ChatIcon } from '@/components/ui/icons'
import { formatCount } from '@/lib/format'
import { useCommentCount } from '../model/use-comments'

/** A post's comment count on its card (wide cards only): the cached post's, with the comments being sent. */
export function CommentCount({ postId, cached }: { postId: number; cached: number }) {
  const count = useCommentCount(postId, cached)
  return (
    <span aria-label={`评论 ${count}`} className="hidden sm:inline-flex items-center gap-1 h-7 px-1.5 text-xs text-fg-muted">
      <ChatIcon size={16} />
      <span className="tabular-nums">{formatCount(count)}</span>
    </span>
  )
}
