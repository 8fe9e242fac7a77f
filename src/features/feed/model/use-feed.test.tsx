import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { samplePost, wirePost as post } from '@/test/posts'
import type { FeedFilter } from '../api/get-posts'
import type { PostPage } from '@/lib/post-pages'
import { useFeed } from './use-feed'

// The page 1 a built page carries (ADR 015): none unless a test sets it.
let builtPage: PostPage | null = null
vi.mock('@/services/prerendered-data', () => ({ prerenderedFeedPage: () => builtPage }))

const server = setupTestServer()

/** Records each request's page, category and search; answers 2 pages of 20 for any filter. */
function recordRequests() {
  const seen: string[] = []
  server.use(
    http.get('*/api/posts', ({ request }) => {
      const url = new URL(request.url)
      const pageNo = Number(url.searchParams.get('page'))
      seen.push(
        `page=${pageNo} category=${url.searchParams.get('category') ?? '-'} search=${url.searchParams.get('search') ?? '-'}`,
      )
      const items = Array.from({ length: 20 }, (_, i) => post(pageNo * 100 + i))
      return HttpResponse.json(
        ok(items, { meta: { pagination: { page: pageNo, limit: 20, total: 40, hasNext: pageNo < 2 } } }),
      )
    }),
  )
  return seen
}

function renderFeed(filter: FeedFilter, viewerId: number | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(({ f, viewer }) => useFeed(f, viewer), { wrapper, initialProps: { f: filter, viewer: viewerId } })
}

describe('useFeed', () => {
  it('R4.22 a change of category, then of search text, then of who is logged in, each starts again from page 1', async () => {
    const seen = recordRequests()
    const { result, rerender } = renderFeed({ category: null, search: '' })
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1))
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages.map((p) => p.page)).toEqual([1, 2]))

    rerender({ f: { category: 'food', search: '' }, viewer: null })
    await waitFor(() => expect(result.current.data?.pages.map((p) => p.page)).toEqual([1]))
    rerender({ f: { category: 'food', search: '咖啡' }, viewer: null })
    await waitFor(() => expect(seen).toHaveLength(4))
    rerender({ f: { category: 'food', search: '咖啡' }, viewer: 7 })
    await waitFor(() => expect(seen).toHaveLength(5))
    expect(seen.slice(2).map((s) => s.split(' ').slice(0, 3).join(' '))).toEqual([
      'page=1 category=food search=-',
      'page=1 category=food search=咖啡',
      'page=1 category=food search=咖啡',
    ])
    await waitFor(() => expect(result.current.data?.pages.map((p) => p.page)).toEqual([1]))
  })

  it("shows the build's page 1 to a visitor until the live answer, and the error when that fails (never the seed as if it were live)", async () => {
    builtPage = { page: 1, items: [samplePost, { ...samplePost, id: 13 }], hasMore: true, total: 320 }
    try {
      server.use(http.get('*/api/posts', () => HttpResponse.json(fail('服务器错误', 'SERVER_001'), { status: 500 })))
      const { result } = renderFeed({ category: null, search: '' })
      expect(result.current.data?.pages[0]?.items.map((p) => p.id)).toEqual([12, 13])
      expect(result.current.isPlaceholderData).toBe(true)
      await waitFor(() => expect(result.current.isError).toBe(true))
      expect(result.current.data).toBeUndefined()
    } finally {
      builtPage = null
    }
  })
})
