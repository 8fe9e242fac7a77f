// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import type { Post } from '@/schemas/post.schema'
import { samplePost } from '@/test/posts'
import { handOver } from './hand-off'

// The data a built page's first screen was rendered from (ADR 015): read once from the page, only for its own path.

const post: Post = {
  ...samplePost,
  id: 1,
  title: '给阳台添了几盆绿植',
  images: [{ url: '/demo-images/posts/plants-1.webp', width: 600, height: 800 }],
}

/**
 * A page at `at` holding the build's `data`; `kept` is the path the script before the app kept the build's screen for
 * (first-screen/restore.ts: the data's own path when it is the address's, with no query).
 */
async function pageWith(
  data: unknown,
  at: string,
  kept: string | null = (data as { path?: string }).path === at ? (data as { path: string }).path : null,
) {
  vi.resetModules()
  window.history.replaceState(null, '', at)
  handOver(window, { build: 'b', restored: false, prerendered: kept, tap: null })
  document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${JSON.stringify(data)}</script>`
  return import('./page-data')
}

afterEach(() => {
  handOver(window, undefined)
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('prerendered data', () => {
  it("gives the post page its post and the home screen 推荐's first page", async () => {
    const onPost = await pageWith({ path: '/post/1', post }, '/post/1')
    expect(onPost.prerenderedPost(1)).toEqual(post)
    expect(onPost.prerenderedPost(2)).toBeNull()
    expect(onPost.prerenderedFeedPage()).toBeNull()
    // Taken over by the app: the page keeps no copy.
    expect(document.getElementById(PRERENDERED_DATA_ID)).toBeNull()

    const onHome = await pageWith({ path: '/', feed: { page: 1, items: [post], hasMore: true, total: 320 } }, '/')
    expect(onHome.prerenderedFeedPage()).toEqual({ page: 1, items: [post], hasMore: true, total: 320 })
    // A card of that page, for the post a tap on the build's screen opens (post.route.tsx).
    expect(onHome.prerenderedFeedPost(1)).toEqual(post)
    expect(onHome.prerenderedFeedPost(2)).toBeNull()
    expect(onPost.prerenderedFeedPost(1)).toBeNull()
  })

  it('gives nothing on another path, with a query, or when the data is unreadable', async () => {
    expect((await pageWith({ path: '/post/1', post }, '/post/12')).prerenderedPost(1)).toBeNull()
    expect(
      (
        await pageWith({ path: '/', feed: { page: 1, items: [post], hasMore: true, total: 1 } }, '/?category=food')
      ).prerenderedFeedPage(),
    ).toBeNull()
    expect((await pageWith({ path: '/post/1', post: { id: 'x' } }, '/post/1')).prerenderedPost(1)).toBeNull()
    const corrupt = await pageWith({}, '/post/1')
    document.getElementById(PRERENDERED_DATA_ID)!.textContent = '{not json'
    expect(corrupt.prerenderedPost(1)).toBeNull()
  })

  it('reads the build’s home data for the screen the script before the app kept, after a tap on it has drawn a post at its address', async () => {
    const feed = { page: 1 as const, items: [post], hasMore: true, total: 320 }
    expect((await pageWith({ path: '/', feed }, '/post/1', '/')).prerenderedFeedPost(1)).toEqual(post)
    // A screen the script dropped (another path, a returning visitor's own snapshot): nothing, whatever the address.
    expect((await pageWith({ path: '/', feed }, '/', null)).prerenderedFeedPage()).toBeNull()
  })
})
