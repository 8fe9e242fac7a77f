import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { connectTestServices } from '@/test/services'
import { addComment, removeComment, resetCommentChanges } from './comment-changes'
import { commentOperations } from './queued-operations'
import { useCommentCount, useComments } from './use-comments'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
afterEach(() => resetCommentChanges())

const author = {
  id: 2,
  username: 'u2',
  email: null,
  displayName: '小鹿',
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
const comment = (id: number, content: string) => ({
  id,
  content,
  postId: 7,
  parentId: null,
  author,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
})
const page = (items: unknown[]) =>
  ok(items, { meta: { pagination: { page: 1, limit: 20, total: items.length, hasNext: false } } })

function renderComments() {
  const { queryClient } = connectTestServices({ operations: commentOperations })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useComments(7), { wrapper })
}

describe('useComments', () => {
  it('R8.16 a failed list request ends in the list failure (no threads, the error kept), worded 获取评论失败; a retry loads the list', async () => {
    let calls = 0
    server.use(
      http.get('*/api/comments/post/7', () => {
        calls++
        return calls === 1
          ? HttpResponse.json(fail('帖子不存在', 'POST_001'), { status: 404 })
          : HttpResponse.json(page([comment(11, '回来了')]))
      }),
    )
    const { result } = renderComments()
    await waitFor(() => expect(result.current.query.isError).toBe(true))
    expect(result.current.threads).toEqual([])
    expect(result.current.query.error).toMatchObject({ status: 404 })
    // The text the panel shows for it.
    expect(result.current.listFailure).toBe('获取评论失败')
    expect(calls).toBe(1)
    await act(() => result.current.query.refetch())
    await waitFor(() => expect(result.current.threads.map((t) => t.comment.content)).toEqual(['回来了']))
    expect(result.current.query.isError).toBe(false)
    expect(result.current.listFailure).toBeNull()
  })
})

describe('useCommentCount', () => {
  function renderCount(cached: number) {
    const { queryClient } = connectTestServices({ operations: commentOperations })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    return renderHook(({ n }) => useCommentCount(7, n), { wrapper, initialProps: { n: cached } })
  }
  /** Holds every comment call until `release` is called, then answers with `answer`. */
  function holdCalls(answer: () => Response) {
    let release: () => void = () => {}
    const released = new Promise<void>((r) => (release = r))
    const calls: string[] = []
    server.use(
      http.all('*/api/comments*', async ({ request }) => {
        if (request.method === 'GET') return HttpResponse.json(page([]))
        calls.push(request.method)
        await released
        return answer()
      }),
    )
    return { calls, release }
  }

  it('R4.20 a comment being added raises the count by one at once', async () => {
    const { calls, release } = holdCalls(() => HttpResponse.json(ok(comment(12, '新评论'))))
    const { result } = renderCount(3)
    expect(result.current).toBe(3)
    act(() => addComment(7, { content: '新评论', parentId: null }, author))
    expect(result.current).toBe(4)
    await waitFor(() => expect(calls).toEqual(['POST']))
    expect(result.current).toBe(4)
    release()
  })

  it('R4.20 a failed add puts the count back', async () => {
    const { calls, release } = holdCalls(() => HttpResponse.json(fail('内容不合规', 'COMMENT_001'), { status: 400 }))
    const { result } = renderCount(3)
    act(() => addComment(7, { content: '坏评论', parentId: null }, author))
    expect(result.current).toBe(4)
    await waitFor(() => expect(calls).toEqual(['POST']))
    release()
    await waitFor(() => expect(result.current).toBe(3))
  })

  it('R4.21 a deletion lowers the count at once (by the comment and the replies it hides)', async () => {
    const { calls, release } = holdCalls(() => HttpResponse.json(ok({ id: 11, deleted: [11, 13] })))
    const { result } = renderCount(5)
    act(() => removeComment(7, 11, [11, 13]))
    expect(result.current).toBe(3)
    await waitFor(() => expect(calls).toEqual(['DELETE']))
    expect(result.current).toBe(3)
    release()
  })

  it('R4.21 a failed deletion puts the count back (the comment and its replies are restored)', async () => {
    const { calls, release } = holdCalls(() =>
      HttpResponse.json(fail('您没有权限删除此评论', 'FORBIDDEN_001'), { status: 403 }),
    )
    const { result } = renderCount(5)
    act(() => removeComment(7, 11, [11, 13]))
    expect(result.current).toBe(3)
    await waitFor(() => expect(calls).toEqual(['DELETE']))
    release()
    await waitFor(() => expect(result.current).toBe(5))
  })

  it('R4.21 the count never goes below 0: cached 0 with a deletion in flight shows 0', async () => {
    const { calls, release } = holdCalls(() => HttpResponse.json(ok({ id: 11, deleted: [11] })))
    const { result } = renderCount(0)
    act(() => removeComment(7, 11, [11]))
    expect(result.current).toBe(0)
    await waitFor(() => expect(calls).toEqual(['DELETE']))
    expect(result.current).toBe(0)
    release()
  })
})
