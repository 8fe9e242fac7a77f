import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { toast } from '@/services/toast'
import { connectTestServices } from '@/test/services'
import { FOLLOW_DEBOUNCE, FOLLOW_NOT_AUTHENTICATED, followToggles, resetFollowToggles } from './follow-toggle'
import { followOperations } from './queued-operations'
import { useFollowToggle } from './use-follow-toggle'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
beforeEach(() => setTokens('a1', 'r1'))
afterEach(() => {
  vi.useRealTimers()
  resetFollowToggles()
})

function recordCalls() {
  const calls: string[] = []
  server.use(
    http.post('*/api/social/follow/5', () => {
      calls.push('POST')
      return HttpResponse.json(ok({ isFollowing: true, followersCount: 11 }))
    }),
    http.delete('*/api/social/follow/5', () => {
      calls.push('DELETE')
      return HttpResponse.json(ok({ isFollowing: false, followersCount: 9 }))
    }),
  )
  return calls
}

describe('useFollowToggle', () => {
  it.each([
    [false, 'POST', true],
    [true, 'DELETE', false],
  ] as const)(
    'R4.15 from the current status (following: %s) a flip sends %s and shows the new state at once',
    async (isFollowing, method, next) => {
      const calls = recordCalls()
      connectTestServices({ operations: followOperations })
      const { result } = renderHook(() => useFollowToggle(5, { isFollowing, followersCount: 10 }))
      expect(result.current.active).toBe(isFollowing)
      act(() => result.current.flip())
      expect(result.current.active).toBe(next)
      await waitFor(() => expect(calls).toEqual([method]))
    },
  )

  it('R4.15 R9.30 the status it flips from is the one the last flip left: a second flip 300 ms later goes back', async () => {
    vi.useFakeTimers()
    const calls = recordCalls()
    connectTestServices({ operations: followOperations })
    let now = 0
    const { result } = renderHook(() => useFollowToggle(5, { isFollowing: false, followersCount: 10 }, () => now))
    act(() => result.current.flip())
    now = 100
    // Within 300 ms of the last accepted flip: ignored.
    act(() => result.current.flip())
    expect(result.current.active).toBe(true)
    now = 400
    act(() => result.current.flip())
    expect(result.current.active).toBe(false)
    // Back where it started before the 500 ms debounce ended: nothing to send.
    await act(() => vi.advanceTimersByTimeAsync(800))
    expect(calls).toEqual([])
  })

  it('R5.24 without a session a flip fails with User not authenticated, sends nothing and is rolled back', async () => {
    localStorage.clear()
    const calls = recordCalls()
    connectTestServices({ operations: followOperations })
    expect(FOLLOW_NOT_AUTHENTICATED).toBe('User not authenticated')
    await expect(followToggles().definition.send(5, 'POST')).rejects.toThrow('User not authenticated')
    const { result } = renderHook(() => useFollowToggle(5, { isFollowing: false, followersCount: 10 }))
    act(() => result.current.flip())
    await waitFor(() => expect(toast.error).toHaveBeenCalled())
    await waitFor(() => expect(result.current).toMatchObject({ active: false, count: 10, pending: false }))
    expect(calls).toEqual([])
  })
  it('R4.17 R9.30 the call leaves 500 ms after the flip (nothing at 499 ms), using FOLLOW_DEBOUNCE', async () => {
    expect(FOLLOW_DEBOUNCE).toEqual({ buttonMs: 300, mutationMs: 500 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const calls = recordCalls()
    connectTestServices({ operations: followOperations })
    const { result } = renderHook(() => useFollowToggle(5, { isFollowing: false, followersCount: 10 }))
    act(() => result.current.flip())
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_DEBOUNCE.mutationMs - 1))
    expect(followToggles().existing(5)?.getSnapshot().matches('debouncing')).toBe(true)
    expect(calls).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(calls).toEqual(['POST'])
  })

  it('R4.17 R9.30 the button takes a second flip only FOLLOW_DEBOUNCE.buttonMs (300 ms) after the last: 299 ms ignored, 300 ms taken', () => {
    expect(FOLLOW_DEBOUNCE.buttonMs).toBe(300)
    recordCalls()
    connectTestServices({ operations: followOperations })
    let now = 1_000
    const { result } = renderHook(() => useFollowToggle(5, { isFollowing: false, followersCount: 10 }, () => now))
    act(() => result.current.flip())
    expect(result.current.active).toBe(true)
    now = 1_299
    act(() => result.current.flip())
    expect(result.current.active).toBe(true)
    now = 1_300
    act(() => result.current.flip())
    expect(result.current.active).toBe(false)
  })

  it.each([
    [false, 11],
    [true, 9],
  ] as const)(
    'R4.18 a flip from following: %s shows the follower count %i at once, before any answer',
    async (isFollowing, shown) => {
      let answer: () => void = () => {}
      const answered = new Promise<void>((r) => (answer = r))
      server.use(
        http.all('*/api/social/follow/5', async ({ request }) => {
          await answered
          return HttpResponse.json(ok({ isFollowing: request.method === 'POST', followersCount: shown }))
        }),
      )
      connectTestServices({ operations: followOperations })
      const { result } = renderHook(() => useFollowToggle(5, { isFollowing, followersCount: 10 }))
      expect(result.current.count).toBe(10)
      act(() => result.current.flip())
      expect(result.current).toMatchObject({ active: !isFollowing, count: shown, pending: true })
      answer()
    },
  )
})
