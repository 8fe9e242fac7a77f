import { Suspense, useEffect } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Router } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { APP_BASE } from '@/lib/app-base'
import { ErrorBoundary, preloadErrorScreens } from '@/components/ui/error-boundary'
import { OfflineBanner } from '@/components/ui/offline-banner'
import { lazyWithPreload } from '@/components/ui/lazy-with-preload'
import { PageHeaderPhoneExtras } from '@/components/ui/page-header-extras'
import { Toaster } from '@/components/ui/toaster'
import { LiveMachinesEntry } from '@/features/dev-console/components/live-machines-entry'
import { AppHeader } from './layout/app-header'
import { BottomNav } from './layout/bottom-nav'
import { StorageAlert } from './layout/storage-alert'
import { paths } from './paths'
import { AppRouter } from './router'
import { reportFirstCommit, settleFirstScreen, watchFirstScreen } from './first-screen'

// Shown in a secondary screen's bar only (every one a lazy route): not in the home route's first code.
const PhoneSearch = lazyWithPreload(() => import('./layout/phone-search').then((m) => m.PhoneSearch))

/** The shell. Its services (query cache, offline queue, session effects, global store) are connected by src/app/services.ts. */
export function App({
  queryClient,
  ssrPath,
  ssrSearch,
}: {
  queryClient: QueryClient
  ssrPath?: string
  ssrSearch?: string
}) {
  useEffect(() => watchFirstScreen(), [])
  // Chunks of their own, fetched once the app is on screen: the phone's search, and the error boundary's screen so it
  // shows at once whenever it is needed (offline included).
  useEffect(() => {
    void PhoneSearch.preload().catch(() => undefined)
    void preloadErrorScreens().catch(() => undefined)
  }, [])
  // The first commit has replaced a restored home screen: a card tapped on it opens now.
  useEffect(() => {
    settleFirstScreen(navigate)
    reportFirstCommit()
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={APP_BASE} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <OfflineBanner />
        <StorageAlert />
        <AppHeader />
        <ErrorBoundary>
          {/* On a phone a screen's own top bar is its only one: it carries the search the app header would. */}
          <PageHeaderPhoneExtras
            value={
              <Suspense fallback={null}>
                <PhoneSearch />
              </Suspense>
            }
          >
            <AppRouter />
          </PageHeaderPhoneExtras>
        </ErrorBoundary>
        <BottomNav />
        <LiveMachinesEntry testApiHref={paths.testApi.href()} />
        <Toaster />
      </Router>
    </QueryClientProvider>
  )
}
