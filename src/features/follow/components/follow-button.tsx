import { useQuery } from '@tanstack/react-query'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/services/toast'
import { followStatusQueryOptions } from '../api/get-follow-status'
import { useFollowToggle } from '../model/use-follow-toggle'

export interface FollowButtonProps {
  userId: number
  isFollowing: boolean
  followersCount: number
  signedIn: boolean
  /** Whose name the button reads out (关注 小鹿). */
  name: string
  size?: 'sm' | 'md'
}

/** R4.19: 关注, or 已关注 in the outline style when following; a spinner while the change is on its way. */
export function FollowButton({ userId, isFollowing, followersCount, signedIn, name, size = 'md' }: FollowButtonProps) {
  const { active, pending, flip } = useFollowToggle(userId, { isFollowing, followersCount })
  const onClick = () => {
    // R5.24, R6.2: visitors are asked to log in and nothing is sent.
    if (!signedIn) return void toast.signIn('登录后即可关注')
    flip()
  }
  const box = size === 'sm' ? 'h-8 px-3.5 text-[13px] min-w-[72px]' : 'h-10 px-6 text-sm min-w-[96px]'
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-busy={pending || undefined}
      aria-label={`${active ? '已关注' : '关注'} ${name}`}
      className={`inline-flex items-center justify-center gap-1.5 rounded-full font-medium transition-colors keyboard-ring ${box} ${
        active
          ? 'border border-line bg-bg-card text-fg-muted hover:text-fg'
          : 'bg-primary text-primary-fg hover:bg-primary-dark'
      }`}
    >
      {pending && <Spinner className="w-3.5 h-3.5" />}
      {active ? '已关注' : '关注'}
    </button>
  )
}

/**
 * 关注 beside a post's author, for a signed-in reader of someone else's post: shown once the viewer's status is known
 * (R5.24's query), so it never shows 关注 for someone already followed. The post page shows no follower count.
 */
export function AuthorFollowButton({
  userId,
  viewerId,
  name,
}: {
  userId: number
  viewerId: number | null
  name: string
}) {
  const status = useQuery(followStatusQueryOptions(userId, viewerId))
  if (viewerId === null || userId === viewerId || status.data === undefined) return null
  return <FollowButton userId={userId} isFollowing={status.data} followersCount={0} signedIn name={name} size="sm" />
}

/**
 * The follow button of a profile: the viewer's status comes from the follow-status query (R5.24: it runs
 * only for a valid numeric id and a logged-in viewer), the profile's own flag until it answers.
 */
export function ProfileFollowButton({
  viewerId,
  ...props
}: Omit<FollowButtonProps, 'signedIn'> & { viewerId: number | null }) {
  const status = useQuery(followStatusQueryOptions(props.userId, viewerId))
  return <FollowButton {...props} isFollowing={status.data ?? props.isFollowing} signedIn={viewerId !== null} />
}
