import { withoutBase } from '@/lib/app-base'

// The route a tester was on before opening the developer pages: the one a bug report should open. Read from the
// tab's own history through the Navigation API (Chromium, Edge, Safari 26, Firefox 147), which lists this tab's
// same-origin entries, the app's in-page navigations included: nothing is tracked while the app runs, so the home
// route pays nothing for it. Where the API is missing, or the console was opened directly, there is none, and the
// tester types the route.

interface NavigationEntryLike {
  url: string | null
  index: number
}
export interface NavigationLike {
  entries(): NavigationEntryLike[]
  currentEntry: NavigationEntryLike | null
}

const pathOf = (url: string): string => {
  const u = new URL(url)
  return `${withoutBase(u.pathname)}${u.search}`
}

/** The app path (with its query) of the newest history entry before this one outside `consolePaths`; null if none. */
export function routeBeforeConsole(
  consolePaths: readonly string[],
  navigation: NavigationLike | undefined = (globalThis as { navigation?: NavigationLike }).navigation,
): string | null {
  const current = navigation?.currentEntry
  if (!navigation || !current) return null
  const entries = navigation.entries()
  for (let i = current.index - 1; i >= 0; i--) {
    const url = entries[i]?.url
    if (!url) continue
    const path = pathOf(url)
    if (!consolePaths.includes(path.split('?')[0]!)) return path
  }
  return null
}

/** The route this page is on now (the live-machines panel over any screen reports where it is). */
export const currentRoute = (): string => `${withoutBase(location.pathname)}${location.search}`
