import { CountToggleButton } from '@/components/ui/count-toggle-button'
import { HeartIcon } from '@/components/ui/icons'
import { toast } from '@/services/toast'
import type { Comment } from '@/schemas/comment.schema'
import { useCommentLike } from '../model/comment-likes'

/** The heart and count of a comment or reply: optimistic, with a spinner while the call runs; visitors are asked to log in. */
export function CommentLikeButton({
  comment,
  signedIn,
}: {
  comment: Pick<Comment, 'id' | 'isLiked' | 'likeCount'>
  signedIn: boolean
}) {
  const { active, count, pending, flip } = useCommentLike(comment)
  const onClick = () => {
    // R6.2: visitors cannot like; nothing is sent.
    if (!signedIn) return void toast.signIn('登录后即可给评论点赞')
    flip()
  }
  return (
    <CountToggleButton
      icon={HeartIcon}
      pressed={active}
      count={count}
      label={active ? '取消点赞评论' : '点赞评论'}
      pressedClassName="text-like"
      pending={pending}
      compact
      onClick={onClick}
    />
  )
}
