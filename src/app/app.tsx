import { useEffect } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { OfflineBanner } from '@/components/ui/offline-banner'
import { Toaster } from '@/components/ui/toaster'
import { firstScreen } from '@/lib/first-screen'
import { AppHeader } from './layout/app-header'
import { AppRouter } from './router'
import { watchHomeSnapshot } from './home-snapshot'

/** The shell. Its services (query cache, offline queue, session effects, global store) are connected by src/app/services.ts. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // Children's effects ran first: any screen that wants the boot work held has said so by now.
  useEffect(() => firstScreen.committed(), [])
  useEffect(() => watchHomeSnapshot(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <AppHeader />
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  )
}
