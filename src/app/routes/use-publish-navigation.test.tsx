import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useLocation } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { EMPTY_DRAFT } from '@/features/create-post/model/draft-storage'
import { usePublish } from '@/features/create-post/model/use-publish'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/services/toast'
import type { Post } from '@/schemas/post.schema'
import { samplePost, wirePost } from '@/test/posts'
import { routeScaffold } from '@/test/render-route'
import { usePublishNavigation } from './use-publish-navigation'

// R4.31 as the editor route runs it: usePublish (the save, the toast, the invalidation, the 100 ms wait)
// with the route's own destinations (usePublishNavigation), on a real router and a real query cache.

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
beforeEach(() => {
  sessionStorage.clear()
  setTokens('a1', 'r1')
})
afterEach(() => vi.useRealTimers())

const FIELDS = { ...EMPTY_DRAFT, title: '周末去海边', content: '阳光正好，微风不燥。' }
const FEED = queryKeys.posts.feed({ category: null, search: '' }, 1)
const OTHER = queryKeys.users.detail(3)

/** The server saves whatever it is sent as post 77 and records the method. */
function answerSaves() {
  const methods: string[] = []
  const answer = async (request: Request, status: number) => {
    methods.push(request.method)
    const body = (await request.json()) as Record<string, unknown>
    return HttpResponse.json(ok({ ...wirePost(77), ...body }), { status })
  }
  server.use(
    http.post('*/api/posts', ({ request }) => answer(request, 201)),
    http.put('*/api/posts/:id', ({ request }) => answer(request, 200)),
  )
  return methods
}

function renderEditorFlow(path: string, postId: number | null) {
  const { wrapper, location, queryClient } = routeScaffold({ path })
  // What screens hold before the save: the feed, a post and something that is not a post.
  queryClient.setQueryData(FEED, {
    pages: [{ page: 1, items: [samplePost], hasMore: false, total: 1 }],
    pageParams: [1],
  })
  queryClient.setQueryData(queryKeys.posts.detail(12), samplePost)
  queryClient.setQueryData(OTHER, { id: 3 })
  const rendered = renderHook(
    () => {
      const [at] = useLocation()
      return { at, publish: usePublish({ postId, ...usePublishNavigation() }) }
    },
    { wrapper },
  )
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
  return { ...rendered, history: location.history, invalidated }
}

/** The exchange runs on real I/O: let it finish without moving the fake clock. */
async function untilToast() {
  for (let i = 0; i < 500 && vi.mocked(toast.success).mock.calls.length === 0; i++) {
    await new Promise((r) => setImmediate(r))
    await act(() => vi.advanceTimersByTimeAsync(0))
  }
  expect(toast.success).toHaveBeenCalled()
}

describe('after publishing (the editor route)', () => {
  it('R4.31 R8.30 a create: 发布成功！, every posts query is marked stale, and the user lands on / 100 ms later, not before', async () => {
    const methods = answerSaves()
    const { result, history, invalidated } = renderEditorFlow('/create', null)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => result.current.publish.submit(FIELDS, []))
    await untilToast()
    expect(methods).toEqual(['POST'])
    expect(toast.success).toHaveBeenCalledWith('发布成功！', '你的帖子已经发布')
    expect(invalidated(FEED)).toBe(true)
    expect(invalidated(queryKeys.posts.detail(12))).toBe(true)
    expect(invalidated(OTHER)).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(99))
    expect(result.current.at).toBe('/create')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current.at).toBe('/')
    expect(history).toEqual(['/create', '/'])
  })

  it('R4.31 leaving the editor within the 100 ms cancels the move to /', async () => {
    answerSaves()
    const { result, history, unmount } = renderEditorFlow('/create', null)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => result.current.publish.submit(FIELDS, []))
    await untilToast()
    unmount()
    await vi.advanceTimersByTimeAsync(200)
    expect(history).toEqual(['/create'])
  })

  it('R4.31 R8.30 an edit: 更新成功！, every posts query is marked stale, and the user goes straight to /post/{id} of the saved post', async () => {
    const methods = answerSaves()
    const post: Post = { ...samplePost, id: 77 }
    const { result, history, invalidated } = renderEditorFlow('/create/77', post.id)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => result.current.publish.submit({ ...FIELDS, title: '新标题' }, []))
    await untilToast()
    expect(methods).toEqual(['PUT'])
    expect(toast.success).toHaveBeenCalledWith('更新成功！', '你的帖子已经更新')
    expect(invalidated(FEED)).toBe(true)
    expect(invalidated(queryKeys.posts.detail(12))).toBe(true)
    expect(invalidated(OTHER)).toBe(false)
    // No wait after an edit: the post page is already there.
    expect(result.current.at).toBe('/post/77')
    expect(history).toEqual(['/create/77', '/post/77'])
  })
})
