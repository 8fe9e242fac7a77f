import { useEffect, useState } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { OfflineBanner } from '@/components/ui/offline-banner'
import { Toaster } from '@/components/ui/toaster'
import { configureAuthEffects } from '@/features/auth/model/auth-actor'
import { toast } from '@/lib/toast'
import { AppHeader } from './layout/app-header'
import { AppRouter } from './router'
import { paths } from './paths'

/** Wires the auth machine's side effects to the query cache and router (R4.4, R4.5). */
function AuthEffects({ queryClient }: { queryClient: QueryClient }) {
  const [, navigate] = useLocation()
  useEffect(() => {
    configureAuthEffects({
        refreshData: () => {
          void queryClient.invalidateQueries({ queryKey: ['posts'] })
          void queryClient.invalidateQueries({ queryKey: ['social'] })
        },
        clearCaches: () => queryClient.clear(),
        goToLogin: () => {
          toast.success('已安全退出')
          navigate(paths.login.href())
        },
      })
  }, [queryClient, navigate])
  return null
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [client] = useState(queryClient)
  return (
    <QueryClientProvider client={client}>
      <AuthEffects queryClient={client} />
      <OfflineBanner />
      <AppHeader />
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  )
}
