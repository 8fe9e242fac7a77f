import { QueryClientProvider, QueryObserver, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { isOnline } from '@/services/online-status'
import { queryKeys } from '@/lib/query-keys'
import type { Post } from '@/schemas/post.schema'
import { samplePost as post } from '@/test/posts'
import { listenAsOtherTab } from '@/test/other-tab'
import { connectTestServices } from '@/test/services'
import { resetPostToggles } from './post-toggles'
import { likeBookmarkOperations } from './queued-operations'
import { usePostToggle } from './use-post-toggle'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))

const server = setupTestServer()
afterEach(() => {
  resetPostToggles()
  isOnline.value = true
})

/** Two screens showing the same post, each reading it from the query cache. */
function setup(cached: Post = post) {
  const { queryClient, queue } = connectTestServices({ operations: likeBookmarkOperations })
  queryClient.setQueryData(queryKeys.posts.detail(12), cached)
  queryClient.setQueryData(queryKeys.posts.feed({ category: null, search: '' }, 1), {
    pages: [{ page: 1, items: [post], hasMore: false, total: 1 }],
    pageParams: [1],
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const useScreen = () => {
    // A refetch (the rollback re-reads the post) answers what the server holds.
    const { data } = useQuery({ queryKey: queryKeys.posts.detail(12), queryFn: () => cached, staleTime: Infinity })
    return { like: usePostToggle('like', data!), bookmark: usePostToggle('bookmark', data!) }
  }
  return { queryClient, queue, detail: renderHook(useScreen, { wrapper }), card: renderHook(useScreen, { wrapper }) }
}

describe('usePostToggle', () => {
  it('R4.7 R4.9 R4.10 R8.34 a like is sent as POST, shown on every screen at once, then the server’s values land in every cached copy', async () => {
    const methods: string[] = []
    server.use(
      http.post('*/api/social/like/12', () => {
        methods.push('POST')
        return HttpResponse.json(ok({ isLiked: true, likeCount: 9 }))
      }),
    )
    const otherTab = listenAsOtherTab()
    const { queryClient, detail, card } = setup()
    act(() => detail.result.current.like.flip())
    expect(card.result.current.like).toMatchObject({ active: true, count: 5 })
    await waitFor(() => expect(detail.result.current.like).toMatchObject({ active: true, count: 9, pending: false }))
    expect(card.result.current.like).toMatchObject({ active: true, count: 9 })
    expect(methods).toEqual(['POST'])
    const feed = queryClient.getQueryData<{ pages: { items: Post[] }[] }>(
      queryKeys.posts.feed({ category: null, search: '' }, 1),
    )
    expect(feed?.pages[0]?.items[0]).toMatchObject({ isLiked: true, likesCount: 9 })
    // The other tabs are told the server's values, for their caches (R4.36).
    expect(otherTab).toEqual([
      { type: 'user.action', payload: { action: 'like', postId: 12, isLiked: true, likeCount: 9 } },
    ])
    // R8.34: a brief success toast.
    expect(toasts.brief).toHaveBeenCalledWith('点赞成功')
  })

  it.each([
    [
      'like',
      'POST',
      { ...post, isLiked: false, likesCount: 4 },
      { isLiked: true, likeCount: 7 },
      { active: true, count: 7 },
    ],
    [
      'like',
      'DELETE',
      { ...post, isLiked: true, likesCount: 4 },
      { isLiked: false, likeCount: 2 },
      { active: false, count: 2 },
    ],
    [
      'bookmark',
      'POST',
      { ...post, isBookmarked: false, bookmarksCount: 1 },
      { isBookmarked: true, bookmarkCount: 6 },
      { active: true, count: 6 },
    ],
    [
      'bookmark',
      'DELETE',
      { ...post, isBookmarked: true, bookmarksCount: 1 },
      { isBookmarked: false, bookmarkCount: 0 },
      { active: false, count: 0 },
    ],
  ] as const)(
    'R7.19 R7.20 R4.7 %s: %s /social/{kind}/{postId}, and the answer’s state and count are what shows',
    async (kind, method, cached, answer, shown) => {
      const calls: string[] = []
      server.use(
        http.all(`*/api/social/${kind}/12`, ({ request }) => {
          calls.push(request.method)
          return HttpResponse.json(ok(answer))
        }),
      )
      const { detail } = setup(cached)
      act(() => detail.result.current[kind].flip())
      await waitFor(() => expect(detail.result.current[kind]).toMatchObject({ ...shown, pending: false }))
      expect(calls).toEqual([method])
    },
  )

  it('R4.9 R4.12 an un-bookmark is sent as DELETE; a refusal leaves the server’s values on screen', async () => {
    server.use(
      http.delete('*/api/social/bookmark/12', () =>
        HttpResponse.json({ success: false, message: '帖子不存在', code: 'RES_001' }, { status: 404 }),
      ),
    )
    const { detail } = setup({ ...post, isBookmarked: true, bookmarksCount: 2 })
    act(() => detail.result.current.bookmark.flip())
    expect(detail.result.current.bookmark).toMatchObject({ active: false, count: 1, pending: true })
    await waitFor(() => expect(detail.result.current.bookmark.pending).toBe(false))
    expect(detail.result.current.bookmark).toMatchObject({ active: true, count: 2 })
  })
})

describe('usePostToggle offline', () => {
  it('R4.14 a like made offline shows and waits in the queue; a bookmark then un-bookmark cancel out; back online the like is sent once and its answer lands', async () => {
    const calls: string[] = []
    server.use(
      http.all('*/api/social/:kind/12', ({ request, params }) => {
        calls.push(`${request.method} ${String(params.kind)}`)
        return HttpResponse.json(ok({ isLiked: true, likeCount: 8 }))
      }),
    )
    const { queryClient, queue, detail } = setup()
    act(() => {
      isOnline.value = false
    })
    act(() => detail.result.current.like.flip())
    act(() => detail.result.current.bookmark.flip())
    act(() => detail.result.current.bookmark.flip())
    expect(detail.result.current.like).toMatchObject({ active: true, count: 5, queued: true })
    expect(detail.result.current.bookmark).toMatchObject({ active: false, count: 1, queued: false })
    expect(queue.actor.getSnapshot().context.queue.map((op) => [op.type, op.payload])).toEqual([
      ['like', { postId: 12 }],
    ])
    act(() => {
      isOnline.value = true
    })
    await waitFor(() =>
      expect(queryClient.getQueryData<Post>(queryKeys.posts.detail(12))).toMatchObject({
        isLiked: true,
        likesCount: 8,
      }),
    )
    expect(calls).toEqual(['POST like'])
    expect(detail.result.current.like).toMatchObject({ active: true, count: 8, queued: false })
  })
})

describe('liked and bookmarked lists after a toggle', () => {
  it('a bookmark or like marks the viewer’s bookmarked / liked lists stale without refetching them (no row vanishes under the pointer)', async () => {
    server.use(
      http.post('*/api/social/bookmark/12', () => HttpResponse.json(ok({ isBookmarked: true, bookmarkCount: 2 }))),
      http.post('*/api/social/like/12', () => HttpResponse.json(ok({ isLiked: true, likeCount: 5 }))),
    )
    const { queryClient, detail } = setup()
    const lists = { pages: [{ page: 1, items: [post], hasMore: false, total: 1 }], pageParams: [1] }
    const bookmarked = vi.fn(async () => lists)
    const liked = vi.fn(async () => lists)
    // Lists on screen: one observer each, so a refetch would call their queryFn.
    const observe = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) => {
      queryClient.setQueryData(queryKey, lists)
      const observer = new QueryObserver(queryClient, { queryKey, queryFn, staleTime: Infinity })
      stops.push(observer.subscribe(() => {}))
      return queryClient.getQueryCache().find({ queryKey, exact: true })!
    }
    const stops: Array<() => void> = []
    const savedList = observe(queryKeys.posts.bookmarked(1), bookmarked)
    const likedList = observe(queryKeys.posts.liked(1), liked)
    act(() => detail.result.current.bookmark.flip())
    await waitFor(() => expect(savedList.state.isInvalidated).toBe(true))
    expect(likedList.state.isInvalidated).toBe(false)
    act(() => detail.result.current.like.flip())
    await waitFor(() => expect(likedList.state.isInvalidated).toBe(true))
    expect(bookmarked).not.toHaveBeenCalled()
    expect(liked).not.toHaveBeenCalled()
    stops.forEach((stop) => stop())
  })
})
