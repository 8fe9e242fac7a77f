import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { QueryClient } from '@tanstack/react-query'
import { navigate } from 'wouter/use-browser-location'
import { App } from './app'
import { handOff, openFirstRoute } from './first-screen'
import { preloadRoute } from './router'

/** The app's first render into #root, which replaces the first screen the page shows (ADR 007, ADR 015). */
export async function renderApp(queryClient: QueryClient): Promise<void> {
  // A page the build rendered shows until the first commit: that commit must be the same screen, so a lazy route's
  // code is loaded first; a link tapped on the restored screen is opened first (first-screen/first-routes.ts).
  await openFirstRoute(handOff(), { preload: preloadRoute, navigate })
  const root = createRoot(document.getElementById('root')!)
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  )
  // A page a tap on the restored screen opened: the visitor is waiting for that page and nothing else, so it is
  // rendered in one go. Otherwise a transition: the first render yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree (a phone's first tap or scroll is not kept waiting behind it).
  if (handOff()?.opened) root.render(app)
  else startTransition(() => root.render(app))
}
