import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { buttonClass } from '@/components/ui/button'
import { ChatIcon, UserIcon } from '@/components/ui/icons'
import { CameraIcon } from '@/components/ui/icons-more'
import { GENDER_LABELS, ageFromBirthDate, type ProfileResponse } from '@/schemas/user.schema'
import { ProfileStats } from './profile-stats'

export interface OwnProfileCardProps {
  profile: ProfileResponse
  editHref: string
  followersHref: string
  followingHref: string
  messagesHref: string
  onChangeAvatar: () => void
  /** The website as a safe link (only http and https), composed by the route. */
  website?: ReactNode
}

/** R2.44: gender (男/女/其他/不愿透露) and age (the field, else from birthDate); @username when neither is set. */
export function profileFacts(user: ProfileResponse['user'], now = new Date()): string {
  const age = user.age ?? (user.birthDate ? ageFromBirthDate(user.birthDate, now) : null)
  const facts = [user.gender ? GENDER_LABELS[user.gender] : null, age !== null ? `${age}岁` : null].filter(Boolean)
  return facts.length ? facts.join(' · ') : `@${user.username}`
}

/**
 * R2.44, R2.45 (the working version: real follower and following counts, where the original always
 * showed 0), R2.47: the own profile's card.
 */
export function OwnProfileCard({
  profile,
  editHref,
  followersHref,
  followingHref,
  messagesHref,
  onChangeAvatar,
  website,
}: OwnProfileCardProps) {
  const { user, stats } = profile
  return (
    <section
      aria-label="我的资料"
      className="rounded-3xl bg-bg-card border border-line p-6 sm:p-8 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-col sm:flex-row items-center sm:items-start gap-5 sm:gap-8">
        <div className="relative shrink-0">
          <Avatar src={user.avatar} name={user.displayName} size={104} className="ring-4 ring-bg-card" />
          <button
            type="button"
            onClick={onChangeAvatar}
            aria-label="更换头像"
            className="absolute -bottom-1 -right-1 w-9 h-9 rounded-full bg-primary text-primary-fg border-2 border-bg-card flex items-center justify-center shadow keyboard-ring"
          >
            <CameraIcon size={16} strokeWidth={2} />
          </button>
        </div>
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <div className="flex items-center justify-center sm:justify-start gap-2 flex-wrap">
            <h1 className="text-2xl font-bold text-fg break-all">{user.displayName}</h1>
            <span className="text-[11px] px-2 py-0.5 rounded-full bg-secondary text-secondary-fg">用户</span>
          </div>
          <p className="mt-1 text-sm text-fg-muted break-all">{profileFacts(user)}</p>
          <p className="mt-1 text-sm text-fg-soft break-all">{user.email}</p>
          <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-wrap break-words">
            {user.bio || '这个人很懒，还没有写简介～'}
          </p>
          {(user.location || website) && (
            <p className="mt-2 text-sm text-fg-muted flex flex-wrap justify-center sm:justify-start gap-x-4 gap-y-1">
              {user.location && <span className="min-w-0 wrap-anywhere">📍 {user.location}</span>}
              {website}
            </p>
          )}
          <div className="mt-4 flex flex-col sm:flex-row items-center gap-4 sm:gap-8">
            <ProfileStats
              stats={[
                { label: '笔记', value: stats.postsCount },
                { label: '关注者', value: stats.followersCount, href: followersHref },
                { label: '关注中', value: stats.followingCount, href: followingHref },
              ]}
            />
          </div>
          <div className="mt-5 flex flex-wrap items-center justify-center sm:justify-start gap-2">
            <Link href={editHref} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              编辑资料
            </Link>
            <Link href={followingHref} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <UserIcon size={16} /> 关注
            </Link>
            <Link href={messagesHref} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <ChatIcon size={16} /> 私信
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
