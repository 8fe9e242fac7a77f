import type { PostPage } from '@/lib/post-pages'

// The feed's side of the data a built page's first screen was drawn from (ADR 015). The first paint's module
// (src/app/first-screen) reads and checks that data; the app's wiring (src/app/services.ts) connects its reader
// here, so the feed starts its first render from what the page already shows, and the feature never reaches into
// the app. Unconnected (a screen rendered alone in a test, the build's renderer before it provides one) there is
// no such data, exactly as on a page built without it: nothing to be loud about.

export interface PrerenderedFeed {
  /** Page 1 of 推荐 as a visitor gets it from the seed, when this page was built with it. */
  feedPage: () => PostPage | null
}

let source: PrerenderedFeed | null = null

/** The app's wiring: plugs in the first paint's reader; returns the disconnect. */
export function connectPrerenderedFeed(reader: PrerenderedFeed): () => void {
  source = reader
  return () => {
    if (source === reader) source = null
  }
}

/** Page 1 of 推荐 from the page's build data, or null. */
export const prerenderedFeedPage = (): PostPage | null => source?.feedPage() ?? null
