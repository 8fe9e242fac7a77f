import { Link, useLocation, useSearch } from 'wouter'
import { PlusIcon } from '@/components/ui/icons'
import { HomeFeed } from '@/features/feed/components/home-feed'
import { useAuth } from '@/features/auth/model/use-auth'
import { lazy, Suspense, useCallback } from 'react'
import type { Post } from '@/schemas/post.schema'
import { PaletteIcon } from '@/components/ui/icons'
import { PostActions } from '@/features/social/components/post-actions'
import { paths } from '../paths'
import { scheduleFirstScreenCapture } from '../first-screen/capture'

// The switcher's popover (@base-ui) is its own chunk; the same round button stands in while it loads.
const QuickThemeSwitcher = lazy(() =>
  import('@/features/theme/components/quick-theme-switcher').then((m) => ({ default: m.QuickThemeSwitcher })),
)
const switcherPlaceholder = (
  <span aria-hidden="true" className="w-12 h-12 rounded-full bg-bg-card text-fg border border-line shadow-[var(--shadow-pop)] flex items-center justify-center">
    <PaletteIcon size={22} />
  </span>
)

/** R2.1, R2.18–R2.28: the feed; category and search live in the address so reload and sharing keep them. */
export function HomeRoute() {
  const { user } = useAuth()
  const params = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const search = params.get('q') ?? ''
  const category = search ? null : params.get('category')
  const signedIn = !!user
  // Stable, so the feed's memoised cards do not all re-render when a page arrives.
  const renderActions = useCallback(
    (post: Post) => <PostActions post={post} signedIn={signedIn} compact />,
    [signedIn],
  )
  return (
    <main className="mx-auto max-w-[1440px] px-3 sm:px-6 pb-16">
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
        onFreshFirstPage={scheduleFirstScreenCapture}
      />
      <div className="fixed right-3 sm:right-8 bottom-[calc(5rem+env(safe-area-inset-bottom))] md:bottom-8 z-40 flex flex-col gap-3 items-end">
        <Suspense fallback={switcherPlaceholder}>
          <QuickThemeSwitcher settingsHref={paths.themeSettings.href()} />
        </Suspense>
        <Link
          href={paths.create.href()}
          aria-label="发布笔记"
          className="hidden md:flex w-14 h-14 rounded-full bg-primary text-primary-fg items-center justify-center shadow-[0_10px_30px_var(--c-primary-glow)] hover:scale-105 transition focus-ring"
        >
          <PlusIcon size={26} />
        </Link>
      </div>
    </main>
  )
}
