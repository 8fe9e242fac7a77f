import { prerender } from 'react-dom/static'
import { setBackendReady } from '@/api/backend-ready'
import { connectApiClient } from '@/api/client'
import { withBase } from '@/lib/app-base'
import type { Post } from '@/schemas/post.schema'
import { getPostsPage } from '@/features/feed/api/get-posts'
import { getPost } from '@/features/post/api/get-post'
import { App } from './app'
import { providePrerenderedData, type PrerenderedData } from './first-screen'
import { paths } from './paths'
import { createQueryClient } from './query-client'
import { connectAppServices } from './services'

// The first screen of a first visit, rendered at build time (ADR 015) by the app's own components: the build runs
// this in Node (scripts/first-screen-prerender.ts) with the mock backend's handlers answering fetch, so the data is
// what the service worker will answer a first visit from the seed, fetched by the app's own API functions.

/**
 * The demo's pictures are named from the site root (`/demo-images/…`); the service worker finds them under a
 * sub-path, but a first visit's page is painted before it runs, so the page names them under the base itself.
 */
const pictureUnderBase = (url: string) => (url.startsWith('/demo-images/') ? withBase(url) : url)

function picturesUnderBase(post: Post): Post {
  return {
    ...post,
    images: post.images.map((image) => ({ ...image, url: pictureUnderBase(image.url) })),
    author: { ...post.author, avatar: post.author.avatar && pictureUnderBase(post.author.avatar) },
  }
}

/** The data of the home screen and of the pages of `postIds`, from the backend fetch reaches. */
export async function firstScreenData(postIds: readonly number[]): Promise<PrerenderedData[]> {
  setBackendReady(Promise.resolve())
  const disconnect = connectApiClient()
  try {
    const feed = await getPostsPage({ page: 1, category: null, search: '' })
    const screens: PrerenderedData[] = [
      { path: paths.home.href(), feed: { ...feed, page: 1, items: feed.items.map(picturesUnderBase) } },
    ]
    for (const id of postIds) screens.push({ path: paths.post.href(id), post: picturesUnderBase(await getPost(id)) })
    return screens
  } finally {
    disconnect()
  }
}

/** The markup React renders into #root for the screen of `data`: what the app's first render would show. */
export async function renderFirstScreen(data: PrerenderedData): Promise<string> {
  const queryClient = createQueryClient()
  // The components reach the app's services (the like toggles read the offline queue, say) as in the browser.
  const disconnectClient = connectApiClient()
  const disconnect = connectAppServices({ queryClient, navigate: () => undefined })
  providePrerenderedData(data)
  try {
    // The router reads the browser's address, which carries the base (`/demo/post/1`).
    const { prelude } = await prerender(<App queryClient={queryClient} ssrPath={withBase(data.path)} ssrSearch="" />)
    return await new Response(prelude).text()
  } finally {
    providePrerenderedData(null)
    disconnect()
    disconnectClient()
    queryClient.clear()
  }
}
