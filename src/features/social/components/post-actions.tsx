import { HeartIcon, StarIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { formatCount } from '@/lib/format'
import { toast } from '@/lib/toast'
import type { Post } from '@/schemas/post.schema'
import { usePostToggle } from '../model/use-post-toggle'

function ToggleButton({
  kind,
  post,
  signedIn,
  compact,
}: {
  kind: 'like' | 'bookmark'
  post: Post
  signedIn: boolean
  compact: boolean
}) {
  const { active, count, pending, flip } = usePostToggle(kind, post)
  const label = kind === 'like' ? (active ? '取消点赞' : '点赞') : active ? '取消收藏' : '收藏'
  const Icon = kind === 'like' ? HeartIcon : StarIcon
  const activeColour = kind === 'like' ? 'text-like' : 'text-bookmark'
  const onClick = () => {
    // R5.23/R6.2: visitors are asked to log in and nothing is sent.
    if (!signedIn) return void toast.error('请先登录', '登录后即可点赞和收藏')
    flip()
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-busy={pending || undefined}
      aria-label={`${label} ${formatCount(count)}`}
      className={`inline-flex items-center gap-1 rounded-full focus-ring transition-colors ${compact ? 'h-7 px-1.5 text-xs' : 'h-10 px-3 text-sm'} ${
        active ? activeColour : 'text-fg-muted hover:text-fg'
      }`}
    >
      {pending ? (
        <Spinner className={compact ? 'w-3.5 h-3.5' : 'w-4 h-4'} />
      ) : (
        <Icon size={compact ? 16 : 20} fill={active ? 'currentColor' : 'none'} className={active ? 'animate-[lemon-pop_300ms_ease-out]' : ''} />
      )}
      <span className="tabular-nums">{formatCount(count)}</span>
    </button>
  )
}

/** R2.28/R2.30: like with count and bookmark, optimistic (R4.7), with a spinner while pending (R4.11). */
export function PostActions({ post, signedIn, compact = false }: { post: Post; signedIn: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center">
      <ToggleButton kind="like" post={post} signedIn={signedIn} compact={compact} />
      <ToggleButton kind="bookmark" post={post} signedIn={signedIn} compact={compact} />
    </span>
  )
}
