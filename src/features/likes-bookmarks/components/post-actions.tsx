import { CountToggleButton } from '@/components/ui/count-toggle-button'
import { HeartIcon, StarIcon } from '@/components/ui/icons'
import { toast } from '@/services/toast'
import type { Post } from '@/schemas/post.schema'
import { usePostToggle } from '../model/use-post-toggle'

const KINDS = {
  like: { icon: HeartIcon, pressedClassName: 'text-like', labels: { on: '取消点赞', off: '点赞' } },
  bookmark: { icon: StarIcon, pressedClassName: 'text-bookmark', labels: { on: '取消收藏', off: '收藏' } },
} as const

/** One post's like or bookmark: the toggle's state and call (usePostToggle) drawn by the shared CountToggleButton. */
function PostToggle({
  kind,
  post,
  signedIn,
  compact,
}: {
  kind: keyof typeof KINDS
  post: Post
  signedIn: boolean
  compact: boolean
}) {
  const { active, count, pending, flip } = usePostToggle(kind, post)
  const { icon, pressedClassName, labels } = KINDS[kind]
  const onClick = () => {
    // R5.23/R6.2: visitors are asked to log in and nothing is sent.
    if (!signedIn) return void toast.signIn('登录后即可点赞和收藏')
    flip()
  }
  return (
    <CountToggleButton
      icon={icon}
      pressed={active}
      count={count}
      label={active ? labels.on : labels.off}
      pressedClassName={pressedClassName}
      pending={pending}
      compact={compact}
      // R2.28 asks a card for a like with its count and a bookmark: on a phone's two columns the author's name needs
      // the room more than the bookmark's count (its accessible name keeps it).
      countOnWideOnly={compact && kind === 'bookmark'}
      onClick={onClick}
    />
  )
}

/** R2.28/R2.30: like with count and bookmark, optimistic (R4.7), with a spinner while pending (R4.11). */
export function PostActions({ post, signedIn, compact = false }: { post: Post; signedIn: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center">
      <PostToggle kind="like" post={post} signedIn={signedIn} compact={compact} />
      <PostToggle kind="bookmark" post={post} signedIn={signedIn} compact={compact} />
    </span>
  )
}
