import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { FOLLOW_PAGE_SIZE } from '@/schemas/follow.schema'
import { connectTestServices } from '@/test/services'
import { useFollowList } from './use-follow-list'

const server = setupTestServer()

function renderList(kind: 'followers' | 'following') {
  const { queryClient } = connectTestServices()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useFollowList(kind, 5, null), { wrapper })
}

describe('useFollowList', () => {
  it.each([
    ['following', '获取关注列表失败'],
    ['followers', '获取粉丝列表失败'],
  ] as const)('R8.32 a %s list that cannot load is a failure called %s', async (kind, text) => {
    const asked: string[] = []
    server.use(
      http.get(
        `*/api/users/5/${kind}`,
        ({ request }) => (
          asked.push(new URL(request.url).pathname),
          HttpResponse.json(fail('用户不存在', 'NOT_FOUND_001'), { status: 404 })
        ),
      ),
    )
    const { result } = renderList(kind)
    expect(result.current.failure).toBeNull()
    await waitFor(() => expect(result.current.failure).toBe(text))
    expect(result.current.users).toEqual([])
    expect(asked[0]).toBe(`/api/users/5/${kind}`)
  })
  it.each(['followers', 'following'] as const)(
    'R9.27 the %s list is asked page by page with limit FOLLOW_PAGE_SIZE (20)',
    async (kind) => {
      expect(FOLLOW_PAGE_SIZE).toBe(20)
      const asked: URL[] = []
      server.use(
        http.get(`*/api/users/5/${kind}`, ({ request }) => {
          asked.push(new URL(request.url))
          return HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } }))
        }),
      )
      const { result } = renderList(kind)
      await waitFor(() => expect(asked).toHaveLength(1))
      expect(asked[0]!.searchParams.get('limit')).toBe('20')
      expect(asked[0]!.searchParams.get('page')).toBe('1')
      await waitFor(() => expect(result.current.users).toEqual([]))
    },
  )
})
