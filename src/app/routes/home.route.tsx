import { Link, useLocation, useSearch } from 'wouter'
import { PlusIcon } from '@/components/ui/icons'
import { QuickThemeLauncher } from '@/features/theme/components/quick-theme-launcher'
import { HomeFeed } from '@/features/feed/components/home-feed'
import { useAuth } from '@/features/auth/model/use-auth'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { Post } from '@/schemas/post.schema'
import { PostActions } from '@/features/likes-bookmarks/components/post-actions'
import { paths } from '../paths'
import { scheduleFirstScreenCapture } from '../first-screen'

/** The returning visit's first screen is kept once this fresh first page is painted (first-screen/capture.ts). */
const captureWhenPainted = () => void scheduleFirstScreenCapture()

/** The feed's widest: the page's 1440 px less its 80 px gutters (max-w-[1440px] and md:px-20 below). */
const FEED_MAX_WIDTH = 1440 - 2 * 80

/** Scrolled this far (px) in one direction before the phone's floating buttons slide away or come back. */
const SCROLL_SLACK_PX = 8

/**
 * On a phone the floating buttons slide out of the way while the reader scrolls down through the cards, and come
 * back on the way up, at the top and at the end of the feed (where the page's bottom padding keeps the last cards
 * clear of them). Never while one of them has the focus.
 */
function useTuckedWhileScrolling(box: RefObject<HTMLElement | null>): boolean {
  const [tucked, setTucked] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const delta = y - last
      if (Math.abs(delta) < SCROLL_SLACK_PX) return
      last = y
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 160
      const focused = !!box.current?.contains(document.activeElement)
      setTucked(delta > 0 && y > 120 && !atEnd && !focused)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [box])
  return tucked
}

/** R2.1, R2.18–R2.28: the feed; category and search live in the address so reload and sharing keep them. */
export function HomeRoute() {
  const { user } = useAuth()
  const params = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const search = params.get('q') ?? ''
  const category = search ? null : params.get('category')
  const signedIn = !!user
  // Stable, so the feed's memoised cards do not all re-render when a page arrives.
  const renderActions = useCallback((post: Post) => <PostActions post={post} signedIn={signedIn} compact />, [signedIn])
  const floating = useRef<HTMLDivElement>(null)
  const tucked = useTuckedWhileScrolling(floating)
  // From 768 px the floating buttons have a gutter of their own on the right (md:px-20), so they never cover a
  // card; on a phone the theme button is a handle on the screen's edge above the bottom navigation, clear of the
  // cards' controls, and pb-16 lets the last cards scroll past it.
  return (
    <main className="mx-auto max-w-[1440px] px-3 sm:px-6 md:px-20 pb-16">
      <h1 className="sr-only">柠檬笔记 · 发现</h1>
      <HomeFeed
        category={category}
        search={search}
        viewerId={user?.id ?? null}
        onCategoryChange={(c) => navigate(c ? `/?category=${c}` : '/')}
        postHref={paths.post.href}
        userHref={paths.user.href}
        createHref={paths.create.href()}
        renderActions={renderActions}
        onFreshFirstPage={captureWhenPainted}
        maxWidth={FEED_MAX_WIDTH}
      />
      <div
        ref={floating}
        data-floating-actions
        className={`fixed right-0 md:right-4 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] md:bottom-6 z-40 flex flex-col gap-3 items-end transition-transform duration-200 ${
          tucked ? 'max-md:translate-x-[calc(100%+1rem)]' : ''
        }`}
      >
        <QuickThemeLauncher settingsHref={paths.themeSettings.href()} />
        <Link
          href={paths.create.href()}
          aria-label="发布笔记"
          className="hidden md:flex w-12 h-12 rounded-full bg-primary text-primary-fg items-center justify-center shadow-[0_10px_30px_var(--c-primary-glow)] hover:scale-105 transition keyboard-ring"
        >
          <PlusIcon size={24} />
        </Link>
      </div>
    </main>
  )
}
