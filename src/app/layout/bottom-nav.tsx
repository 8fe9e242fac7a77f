import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { ChatIcon, HomeIcon, PlusIcon, StarIcon, UserIcon } from '@/components/ui/icons'
import { useAuth } from '@/features/auth/model/use-auth'
import { UnreadBadge } from '@/features/messages/components/unread-badge'
import { useUnreadCount } from '@/features/messages/model/use-unread-count'
import { paths } from '../paths'

// Screens with a bar of their own at the bottom (a composer, the editor's buttons) or a single task keep the
// whole height; the main screens get the phone navigation.
const WITHOUT_NAV = [
  /^\/post\//,
  /^\/create/,
  /^\/edit-post\//,
  /^\/messages\/./,
  /^\/login/,
  /^\/register/,
  /^\/auth/,
  /^\/profile\/edit/,
  /^\/forgot-password/,
  /^\/reset-password/,
]

export const showsBottomNav = (location: string) => !WITHOUT_NAV.some((re) => re.test(location))

function Tab({
  href,
  label,
  active,
  children,
  badge = 0,
}: {
  href: string
  label: string
  active: boolean
  children: ReactNode
  badge?: number
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`relative flex-1 flex flex-col items-center justify-center gap-0.5 h-full text-[11px] keyboard-ring rounded-xl ${active ? 'text-fg font-semibold' : 'text-fg-muted'}`}
    >
      <span aria-hidden="true" className="relative">
        {children}
        <UnreadBadge count={badge} className="absolute -top-1.5 -right-3" />
      </span>
      {/* The name is the visible label, with the unread count read out after it. */}
      <span>{label}</span>
      {badge > 0 && <span className="sr-only">，{badge}条未读</span>}
    </Link>
  )
}

function MessagesTab({ viewerId, active }: { viewerId: number; active: boolean }) {
  const unread = useUnreadCount(viewerId)
  return (
    <Tab href={paths.messages.href()} label="消息" active={active} badge={unread}>
      <ChatIcon size={22} />
    </Tab>
  )
}

/**
 * Phones (below 768 px): 首页, 收藏, 发布 in the middle, 消息 (with the unread badge) and 我 within thumb's reach,
 * above the safe area: five slots, so the + stands at the centre as on Xiaohongshu.
 */
export function BottomNav() {
  const [location] = useLocation()
  const { user } = useAuth()
  if (!showsBottomNav(location)) return null
  return (
    <>
      {/* Room at the end of the page, so its last row scrolls clear of the bar. */}
      <div aria-hidden="true" data-bottom-nav-spacer className="md:hidden h-[calc(4rem+env(safe-area-inset-bottom))]" />
      {/* Opaque, in the page's own background: nothing shows through behind the labels (light and dark). */}
      <nav
        aria-label="底部导航"
        className="md:hidden fixed inset-x-0 bottom-0 z-50 bg-bg border-t border-line pb-[env(safe-area-inset-bottom)]"
      >
        <div className="flex items-stretch h-16 px-2">
          <Tab href={paths.home.href()} label="首页" active={location === '/'}>
            <HomeIcon size={22} />
          </Tab>
          <Tab href={paths.saved.href()} label="收藏" active={location === paths.saved.href()}>
            <StarIcon size={22} />
          </Tab>
          <Link
            href={paths.create.href()}
            aria-label="发布笔记"
            className="flex-1 flex items-center justify-center keyboard-ring rounded-xl"
          >
            <span className="w-12 h-9 rounded-xl bg-primary text-primary-fg flex items-center justify-center shadow-[0_4px_14px_var(--c-primary-glow)]">
              <PlusIcon size={22} />
            </span>
          </Link>
          {user ? (
            <MessagesTab viewerId={user.id} active={location.startsWith('/messages')} />
          ) : (
            <Tab href={paths.messages.href()} label="消息" active={location.startsWith('/messages')}>
              <ChatIcon size={22} />
            </Tab>
          )}
          <Tab href={paths.profile.href()} label="我" active={location === '/profile'}>
            <UserIcon size={22} />
          </Tab>
        </div>
      </nav>
    </>
  )
}
