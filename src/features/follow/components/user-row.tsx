import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { buttonClass } from '@/components/ui/button'
import { ChatIcon } from '@/components/ui/icons'
import { formatCount } from '@/lib/format'
import type { FollowUser } from '@/schemas/follow.schema'
import { FollowButton } from './follow-button'

export interface UserRowProps {
  user: FollowUser
  viewerId: number | null
  userHref: (id: number) => string
  messageHref: (id: number) => string
}

/** R2.7, R2.8, R3.10: avatar, name, ✓ 认证, @username, bio, followers and posts, follow and message. */
export function UserRow({ user, viewerId, userHref, messageHref }: UserRowProps) {
  const self = viewerId === user.id
  return (
    <article
      aria-label={user.displayName}
      className="flex items-start gap-3 rounded-2xl bg-bg-card border border-line p-4 transition-shadow hover:shadow-[var(--shadow-card)]"
    >
      <Link href={userHref(user.id)} className="shrink-0 rounded-full keyboard-ring" tabIndex={-1} aria-hidden="true">
        <Avatar src={user.avatar} name={user.displayName} size={52} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5 min-w-0">
          <Link
            href={userHref(user.id)}
            className="font-semibold text-fg truncate hover:underline keyboard-ring rounded"
          >
            {user.displayName}
          </Link>
          {user.verified && (
            <span
              className="shrink-0 rounded-full bg-secondary text-secondary-fg text-[11px] px-1.5 py-px"
              title="认证用户"
            >
              ✓ 认证
            </span>
          )}
        </div>
        <p className="text-xs text-fg-soft truncate">@{user.username}</p>
        {user.bio && <p className="mt-1 text-sm text-fg-muted line-clamp-2 break-words">{user.bio}</p>}
        <p className="mt-1.5 text-xs text-fg-soft">
          <span className="tabular-nums">{formatCount(user.followersCount)}</span> 粉丝 ·{' '}
          <span className="tabular-nums">{formatCount(user.postsCount)}</span> 笔记
        </p>
      </div>
      {!self && (
        <div className="flex flex-col sm:flex-row items-end sm:items-center gap-2 shrink-0">
          <FollowButton
            userId={user.id}
            isFollowing={user.isFollowing}
            followersCount={user.followersCount}
            signedIn={viewerId !== null}
            name={user.displayName}
            size="sm"
          />
          {viewerId !== null && (
            <Link
              href={messageHref(user.id)}
              aria-label={`私信 ${user.displayName}`}
              className={`${buttonClass({ variant: 'outline', size: 'sm' })} !px-2.5`}
            >
              <ChatIcon size={16} />
            </Link>
          )}
        </div>
      )}
    </article>
  )
}
