import { withoutBase } from '@/lib/app-base'
import type { FirstScreenState } from './snapshot'
import { handOff } from './hand-off'

export interface FirstRouteSteps {
  /** Loads the lazy route of an app path (router.tsx's preloadRoute). */
  preload: (path: string) => Promise<unknown>
  /** Goes to a browser address (base included), as settleFirstScreen does after the first commit. */
  navigate: (to: string) => void
}

/**
 * Before the app's first render: which screen it renders, and the lazy routes it waits for. The page the build
 * rendered (ADR 015) must be what that render commits, so its route is waited for. A link tapped on the page's first
 * screen (the visitor's own restored one, or the build's) is where the visitor is going: the app goes there first and
 * renders that page, once its route is loaded, instead of rendering the screen only to leave it (the screen, or the
 * post drawn at the tap, stays until then, and the post page starts from the card's copy in the data the screen was
 * drawn from: the feed's snapshot, or the build's 推荐 page).
 */
export async function openFirstRoute(
  state: FirstScreenState | undefined,
  { preload, navigate }: FirstRouteSteps,
): Promise<void> {
  const tap = state?.restored || state?.prerendered ? state.tap : null
  if (state && tap) {
    const path = openedPath(tap)
    state.tap = null
    state.opened = path
    // The post drawn at the tap (post-preview.ts) is at its address already: one history entry, not two.
    if (`${location.pathname}${location.search}${location.hash}` !== tap) navigate(tap)
    // A route that fails to load is left to the router, which loads it again and shows its own failure.
    await preload(path).catch(() => undefined)
    return
  }
  // The screen of the address itself: the build's page, or any other, so the first render is that screen, not its
  // fallback (a route that fails to load is left to the router, as above).
  await preload(state?.prerendered ?? withoutBase(location.pathname)).catch(() => undefined)
}

/** The app path (no base, no query) a link tapped on the first screen opens. */
export const openedPath = (tap: string): string => withoutBase(tap.replace(/[?#].*$/, ''))

/**
 * `path` is the page a tap on the page's first screen opened (before the app's first render): the only page that may
 * start from the data that screen was drawn from (a reload of the same address starts from the server's answer, not
 * from a copy that may be a day old).
 */
export function openedFromFirstScreen(path: string): boolean {
  return handOff()?.opened === path
}
