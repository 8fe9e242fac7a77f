import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { Logo, LogoMark } from '@/components/ui/logo'
import { Avatar } from '@/components/ui/avatar'
import { buttonClass } from '@/components/ui/button'
import { ChatIcon, HomeIcon, PlusIcon, StarIcon } from '@/components/ui/icons'
import { useAuth } from '@/features/auth/model/use-auth'
import { UnreadBadge } from '@/features/messages/components/unread-badge'
import { useUnreadCount } from '@/features/messages/model/use-unread-count'
import { paths } from '../paths'
import { LazyMoreMenu } from './lazy-more-menu'
import { SearchBox } from './search-box'

function IconLink({
  href,
  label,
  children,
  badge,
}: {
  href: string
  label: string
  children: ReactNode
  badge?: number
}) {
  const [location] = useLocation()
  const active = location === href
  return (
    <Link
      href={href}
      aria-label={badge ? `${label}，${badge}条未读` : label}
      title={label}
      aria-current={active ? 'page' : undefined}
      // Styled by aria-current itself: the post drawn at a tap on the restored screen (first-screen/post-preview.ts)
      // only has to drop the attribute for 首页 to stop looking like the current page.
      className="relative w-10 h-10 rounded-full flex items-center justify-center keyboard-ring transition-colors text-fg-muted hover:(bg-bg-soft text-fg) aria-[current=page]:(text-fg bg-bg-soft)"
    >
      {children}
      {badge !== undefined && <UnreadBadge count={badge} className="absolute top-0.5 right-0" />}
    </Link>
  )
}

/** The messages button with the unread total, which updates without reload (polled, and after each read). */
function MessagesLink({ viewerId }: { viewerId: number }) {
  const unread = useUnreadCount(viewerId)
  return (
    <IconLink href={paths.messages.href()} label="消息" badge={unread}>
      <ChatIcon />
    </IconLink>
  )
}

/** R2.18: logo, search, home; logged in adds create, messages, saved, avatar → /profile and the more menu. */
export function AppHeader() {
  const { user, isAuthenticated, logout } = useAuth()
  return (
    <header data-app-header className="sticky top-0 z-50 bg-bg border-b border-line">
      <div className="mx-auto max-w-[1440px] h-16 px-3 sm:px-6 flex items-center gap-2 sm:gap-4">
        <Link href={paths.home.href()} aria-label="柠檬笔记首页" className="shrink-0 rounded-xl keyboard-ring">
          <span className="hidden sm:inline">
            <Logo />
          </span>
          <span className="sm:hidden">
            <LogoMark size={34} />
          </span>
        </Link>
        <div className="flex-1 flex justify-center min-w-0">
          <SearchBox />
        </div>
        <nav aria-label="主导航" className="flex items-center gap-0.5 sm:gap-1 shrink-0">
          <span className="hidden sm:flex">
            <IconLink href={paths.home.href()} label="首页">
              <HomeIcon />
            </IconLink>
          </span>
          {isAuthenticated && user ? (
            <>
              <Link
                href={paths.create.href()}
                className={`${buttonClass({ size: 'sm' })} hidden md:inline-flex`}
                aria-label="发布笔记"
              >
                <PlusIcon size={16} /> 发布
              </Link>
              {/* Phones reach 发布, 消息 and 我 from the bottom navigation (layout/bottom-nav.tsx). */}
              <span className="hidden sm:flex md:hidden">
                <IconLink href={paths.create.href()} label="发布笔记">
                  <PlusIcon />
                </IconLink>
              </span>
              <span className="hidden sm:flex">
                <MessagesLink viewerId={user.id} />
              </span>
              <span className="hidden sm:flex">
                <IconLink href={paths.saved.href()} label="我的收藏">
                  <StarIcon />
                </IconLink>
              </span>
              <Link
                href={paths.profile.href()}
                aria-label="我的主页"
                className="hidden sm:inline-flex rounded-full p-1 keyboard-ring hover:bg-bg-soft"
              >
                <Avatar src={user.avatar} name={user.displayName} size={32} />
              </Link>
              <LazyMoreMenu onLogout={logout} />
            </>
          ) : (
            <Link href={paths.login.href()} className={buttonClass({ size: 'sm' })}>
              登录
            </Link>
          )}
        </nav>
      </div>
    </header>
  )
}
