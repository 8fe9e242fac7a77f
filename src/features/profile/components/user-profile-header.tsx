import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import type { PublicProfileResponse } from '@/schemas/user.schema'
import { ProfileStats } from './profile-stats'

export interface UserProfileHeaderProps {
  profile: PublicProfileResponse
  followersHref: string
  followingHref: string
  /** Follow and 私信, composed by the route (only for a logged-in viewer looking at someone else). */
  actions?: ReactNode
}

/** R2.49: avatar, name, ✓ 认证, @username, bio, and the counts of posts, 关注者 and 关注中 (the last two link to the lists). */
export function UserProfileHeader({ profile, followersHref, followingHref, actions }: UserProfileHeaderProps) {
  const { user, stats } = profile
  return (
    <section
      aria-label="用户资料"
      className="flex flex-col sm:flex-row items-center sm:items-start gap-5 sm:gap-8 px-4 sm:px-8 py-6 sm:py-8"
    >
      <Avatar
        src={user.avatar}
        name={user.displayName}
        size={112}
        className="ring-4 ring-bg-card shadow-[var(--shadow-card)]"
      />
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <div className="flex items-center justify-center sm:justify-start gap-2 flex-wrap">
          <h1 className="text-2xl font-bold text-fg break-all">{user.displayName}</h1>
          {user.verified && (
            <span className="rounded-full bg-secondary text-secondary-fg text-xs px-2 py-0.5">✓ 认证</span>
          )}
        </div>
        <p className="mt-1 text-sm text-fg-soft break-all">@{user.username}</p>
        <p className="mt-3 text-[15px] leading-relaxed text-fg whitespace-pre-wrap break-words">
          {user.bio || '这个人很懒，还没有写简介～'}
        </p>
        <div className="mt-4 flex flex-col sm:flex-row items-center gap-4 sm:gap-8">
          <ProfileStats
            stats={[
              { label: '笔记', value: stats.postsCount },
              { label: '关注者', value: user.followersCount, href: followersHref },
              { label: '关注中', value: user.followingCount, href: followingHref },
            ]}
          />
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      </div>
    </section>
  )
}
