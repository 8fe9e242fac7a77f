import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { isOnline } from '@/services/online-status'
import { queryKeys } from '@/lib/query-keys'
import type { ProfileResponse, PublicProfileResponse } from '@/schemas/user.schema'
import { listenAsOtherTab } from '@/test/other-tab'
import { connectTestServices } from '@/test/services'
import { resetFollowToggles } from '../model/follow-toggle'
import { followOperations } from '../model/queued-operations'
import { FollowButton, ProfileFollowButton } from './follow-button'

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
// A follow leaves only with a session (R5.24).
beforeEach(() => setTokens('a1', 'r1'))
afterEach(() => {
  resetFollowToggles()
  isOnline.value = true
})

const profile = (isFollowing: boolean, followers: number): PublicProfileResponse => ({
  user: {
    id: 5,
    username: 'deer',
    displayName: '小鹿',
    bio: '',
    avatar: null,
    followersCount: followers,
    followingCount: 3,
    postsCount: 2,
    isFollowing,
    verified: false,
    createdAt: null,
  },
  stats: { postsCount: 2, followersCount: followers, followingCount: 3 },
})

function setup(isFollowing = false, followers = 100, signedIn = true) {
  const { queryClient } = connectTestServices({ operations: followOperations })
  queryClient.setQueryData(queryKeys.users.detail(5), profile(isFollowing, followers))
  queryClient.setQueryData<ProfileResponse>(queryKeys.auth.profile, {
    user: {
      id: 1,
      username: 'me',
      email: 'me@x.com',
      displayName: '我',
      avatar: null,
      bio: '',
      location: null,
      website: null,
      gender: null,
      birthDate: null,
      age: null,
      verified: false,
      createdAt: null,
      updatedAt: null,
    },
    stats: { postsCount: 0, followersCount: 0, followingCount: 7 },
  })
  const Screen = () => {
    const data = queryClient.getQueryData<PublicProfileResponse>(queryKeys.users.detail(5))!
    return (
      <>
        <FollowButton
          userId={5}
          isFollowing={data.user.isFollowing}
          followersCount={data.user.followersCount}
          signedIn={signedIn}
          name="小鹿"
        />
        <p>粉丝 {data.user.followersCount}</p>
      </>
    )
  }
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  )
  const rerender = () =>
    utils.rerender(
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>,
    )
  return { queryClient, rerender }
}

describe('follow button', () => {
  it('R4.15 R4.17 R4.18 R4.19 R7.21 R8.32 关注 flips to 已关注 at once (outline, spinner), the call is sent, then the count moves everywhere', async () => {
    const calls: string[] = []
    server.use(
      http.post('*/api/social/follow/5', async ({ request }) => {
        calls.push(request.method)
        await delay(30)
        return HttpResponse.json(ok({ isFollowing: true, followersCount: 101 }))
      }),
    )
    const otherTab = listenAsOtherTab()
    const { queryClient, rerender } = setup()
    const button = screen.getByRole('button', { name: '关注 小鹿' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    // Not following: no outline style, no spinner.
    expect(button.className.split(/\s+/)).not.toEqual(expect.arrayContaining(['border']))
    expect(button.className).not.toContain('border-line')
    expect(within(button).queryByRole('status')).not.toBeInTheDocument()
    fireEvent.click(button)
    const pressed = screen.getByRole('button', { name: '已关注 小鹿' })
    expect(pressed).toHaveAttribute('aria-busy', 'true')
    expect(pressed.className.split(/\s+/)).toEqual(expect.arrayContaining(['border', 'border-line']))
    expect(within(pressed).getByRole('status', { name: '加载中' })).toBeInTheDocument()
    expect(calls).toEqual([])
    await waitFor(() => expect(calls).toEqual(['POST']))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('关注成功'))
    rerender()
    expect(screen.getByText('粉丝 101')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '已关注 小鹿' })).not.toHaveAttribute('aria-busy')
    expect(within(screen.getByRole('button', { name: '已关注 小鹿' })).queryByRole('status')).not.toBeInTheDocument()
    expect(queryClient.getQueryData<ProfileResponse>(queryKeys.auth.profile)?.stats.followingCount).toBe(8)
    // The other tabs are told the server's values, for their caches (R4.36).
    expect(otherTab).toEqual([
      { type: 'user.action', payload: { action: 'follow', userId: 5, isFollowing: true, followersCount: 101 } },
    ])
  })

  it('R9.30 clicks within 300 ms of the last are ignored; R4.17 flipping back before the call leaves sends nothing', async () => {
    const calls: string[] = []
    server.use(
      http.all(
        '*/api/social/follow/5',
        ({ request }) => (
          calls.push(request.method), HttpResponse.json(ok({ isFollowing: false, followersCount: 100 }))
        ),
      ),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      setup()
      fireEvent.click(screen.getByRole('button', { name: '关注 小鹿' }))
      await act(() => vi.advanceTimersByTimeAsync(100))
      fireEvent.click(screen.getByRole('button', { name: '已关注 小鹿' }))
      expect(screen.getByRole('button', { name: '已关注 小鹿' })).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(250))
      fireEvent.click(screen.getByRole('button', { name: '已关注 小鹿' }))
      expect(screen.getByRole('button', { name: '关注 小鹿' })).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(2000))
      expect(calls).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('R4.16 a second request while one is pending is refused with 操作正在进行中，请稍候', async () => {
    server.use(http.post('*/api/social/follow/5', () => new Promise(() => {})))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      setup()
      fireEvent.click(screen.getByRole('button', { name: '关注 小鹿' }))
      await act(() => vi.advanceTimersByTimeAsync(600))
      fireEvent.click(screen.getByRole('button', { name: '已关注 小鹿' }))
      expect(toasts.info).toHaveBeenCalledWith('操作正在进行中，请稍候')
    } finally {
      vi.useRealTimers()
    }
  })

  it('R8.32 a failure rolls back with 关注操作失败，请重试', async () => {
    server.use(
      http.delete('*/api/social/follow/5', () => HttpResponse.json(fail('不能取消关注', 'X'), { status: 400 })),
    )
    setup(true, 100)
    fireEvent.click(screen.getByRole('button', { name: '已关注 小鹿' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('关注操作失败，请重试', '不能取消关注'))
    expect(screen.getByRole('button', { name: '已关注 小鹿' })).toBeInTheDocument()
  })

  it('R5.24 R6.2 a visitor is asked to log in and nothing is sent', async () => {
    const calls: string[] = []
    server.use(http.all('*/api/social/*', ({ request }) => (calls.push(request.url), HttpResponse.json(ok({})))))
    setup(false, 100, false)
    fireEvent.click(screen.getByRole('button', { name: '关注 小鹿' }))
    expect(toasts.signIn).toHaveBeenCalledWith('登录后即可关注')
    await new Promise((r) => setTimeout(r, 700))
    expect(calls).toEqual([])
  })

  it('R4.14 offline: shown as followed and queued; sent once when the network returns', async () => {
    const calls: string[] = []
    server.use(
      http.post(
        '*/api/social/follow/5',
        () => (calls.push('POST'), HttpResponse.json(ok({ isFollowing: true, followersCount: 101 }))),
      ),
    )
    setup()
    act(() => {
      isOnline.value = false
    })
    fireEvent.click(screen.getByRole('button', { name: '关注 小鹿' }))
    expect(screen.getByRole('button', { name: '已关注 小鹿' })).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 600))
    expect(calls).toEqual([])
    act(() => {
      isOnline.value = true
    })
    await waitFor(() => expect(calls).toEqual(['POST']))
  })

  it('R5.24 R7.23 the profile button asks the follow status only for a valid numeric id and a logged-in viewer', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(
        '*/api/social/batch-follow-status',
        async ({ request }) => (
          bodies.push(await request.json()), HttpResponse.json(ok({ followStatus: { 5: true } }))
        ),
      ),
    )
    const { queryClient } = connectTestServices({ operations: followOperations })
    const view = (userId: number, viewerId: number | null) => (
      <QueryClientProvider client={queryClient}>
        <ProfileFollowButton userId={userId} viewerId={viewerId} isFollowing={false} followersCount={1} name="小鹿" />
      </QueryClientProvider>
    )
    const { rerender } = render(view(5, 1))
    expect(await screen.findByRole('button', { name: '已关注 小鹿' })).toBeInTheDocument()
    expect(bodies).toEqual([{ userIds: [5] }])
    rerender(view(5, null))
    rerender(view(Number.NaN, 1))
    await new Promise((r) => setTimeout(r, 50))
    expect(bodies).toHaveLength(1)
  })
})
