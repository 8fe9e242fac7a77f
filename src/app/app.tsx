import { useEffect, useState } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { OfflineBanner } from '@/components/ui/offline-banner'
import { Toaster } from '@/components/ui/toaster'
import { configureAuthEffects } from '@/features/auth/model/auth-actor'
import { toast } from '@/lib/toast'
import { firstScreen } from '@/lib/first-screen'
import { initGlobalState, resetGlobalState, startPeriodicSync } from '@/lib/global-state'
import { connectPostCache } from '@/features/social/model/post-cache'
import { offlineQueue } from '@/features/social/model/offline-queue'
import { resetToggles } from '@/features/social/model/toggle-registry'
import { clearFeedSnapshot } from '@/features/feed/model/feed-snapshot'
import { AppHeader } from './layout/app-header'
import { AppRouter } from './router'
import { paths } from './paths'
import { clearHomeSnapshot, watchHomeSnapshot } from './home-snapshot'

/** Wires the auth machine's side effects to the query cache and router (R4.4, R4.5). */
function AuthEffects({ queryClient }: { queryClient: QueryClient }) {
  const [, navigate] = useLocation()
  useEffect(() => {
    configureAuthEffects({
        refreshData: () => {
          void queryClient.invalidateQueries({ queryKey: ['posts'] })
          void queryClient.invalidateQueries({ queryKey: ['social'] })
        },
        clearCaches: () => {
          // R4.4: nothing of the previous user survives logout.
          queryClient.clear()
          clearFeedSnapshot()
          clearHomeSnapshot()
          offlineQueue().send({ type: 'queue.clear' })
          resetToggles()
          resetGlobalState()
        },
        goToLogin: () => {
          toast.success('已安全退出')
          navigate(paths.login.href())
        },
      })
  }, [queryClient, navigate])
  return null
}

/** The spec's global store (R3.17, R4.35–R4.37) and the offline queue, tied to this query cache. */
function GlobalStateEffects({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey })
    connectPostCache(queryClient)
    const dispose = initGlobalState({ invalidate })
    const stopSync = startPeriodicSync({ invalidate })
    offlineQueue()
    return () => {
      stopSync()
      dispose()
    }
  }, [queryClient])
  return null
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [client] = useState(queryClient)
  // Children's effects ran first: any screen that wants the boot work held has said so by now.
  useEffect(() => firstScreen.committed(), [])
  useEffect(() => watchHomeSnapshot(), [])
  return (
    <QueryClientProvider client={client}>
      <AuthEffects queryClient={client} />
      <GlobalStateEffects queryClient={client} />
      <OfflineBanner />
      <AppHeader />
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  )
}
