import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { connectTestServices } from './services'

// A screen as the app shows it, for one test: the app's services (connectTestServices, disconnected after
// each test), the query client they use, and a wouter router on an in-memory location that records where
// the screen sends the user (location.history) and answers useSearch from its path.

export type RouteOptions = NonNullable<Parameters<typeof connectTestServices>[0]> & {
  /** Where the router starts (with its ?search, if any). Default '/'. */
  path?: string
}

/** The scaffold without rendering: for renderHook, or to fill the cache or build the UI from the location first. */
export function routeScaffold({ path = '/', ...services }: RouteOptions = {}) {
  const { queryClient, queue } = connectTestServices(services)
  const location = memoryLocation({ path, record: true })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  )
  return { wrapper, location, queryClient, queue }
}

/** Renders `ui` inside the scaffold (rerender keeps it); returns Testing Library's result and the scaffold. */
export function renderRoute(ui: ReactNode, options: RouteOptions = {}) {
  const { wrapper, ...scaffold } = routeScaffold(options)
  return { ...render(ui, { wrapper }), ...scaffold }
}
