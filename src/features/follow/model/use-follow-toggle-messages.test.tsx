import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { toast } from '@/services/toast'
import { connectTestServices } from '@/test/services'
import { resetFollowToggles } from './follow-toggle'
import { followOperations } from './queued-operations'
import { useFollowToggle } from './use-follow-toggle'

// R8.32's follow toasts, raised by the follow flow itself (the toggle actor behind useFollowToggle).

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
beforeEach(() => setTokens('a1', 'r1'))
afterEach(() => resetFollowToggles())

describe('follow toasts', () => {
  it.each([
    [false, 'post', '关注成功', { isFollowing: true, followersCount: 11 }],
    [true, 'delete', '取消关注', { isFollowing: false, followersCount: 9 }],
  ] as const)(
    'R8.32 from following: %s, once the server takes the %s the flow says %s',
    async (isFollowing, method, text, answer) => {
      const sent: string[] = []
      server.use(
        http[method](
          '*/api/social/follow/5',
          ({ request }) => (sent.push(request.method), HttpResponse.json(ok(answer))),
        ),
      )
      connectTestServices({ operations: followOperations })
      const { result } = renderHook(() => useFollowToggle(5, { isFollowing, followersCount: 10 }))
      act(() => result.current.flip())
      // Nothing is said before the answer.
      expect(toast.success).not.toHaveBeenCalled()
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text))
      expect(toast.success).toHaveBeenCalledTimes(1)
      expect(sent).toEqual([method.toUpperCase()])
      expect(toast.error).not.toHaveBeenCalled()
    },
  )

  it.each([
    [false, 'post'],
    [true, 'delete'],
  ] as const)(
    'R8.32 from following: %s, a refused %s says 关注操作失败，请重试 with the server’s reason, no success, and the status goes back',
    async (isFollowing, method) => {
      server.use(
        http[method]('*/api/social/follow/5', () =>
          HttpResponse.json(fail('不能关注自己', 'FOLLOW_001'), { status: 400 }),
        ),
      )
      connectTestServices({ operations: followOperations })
      const { result } = renderHook(() => useFollowToggle(5, { isFollowing, followersCount: 10 }))
      act(() => result.current.flip())
      expect(result.current.active).toBe(!isFollowing)
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('关注操作失败，请重试', '不能关注自己'))
      expect(toast.error).toHaveBeenCalledTimes(1)
      expect(toast.success).not.toHaveBeenCalled()
      await waitFor(() => expect(result.current).toMatchObject({ active: isFollowing, count: 10, pending: false }))
    },
  )
})
