import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pathTitle } from '@machines/graph/paths'
import { TOGGLE_BASE, TOGGLE_INPUTS, togglePaths } from '@machines/toggle.paths'
import { setTokens } from '@/api/token-store'
import { queryKeys } from '@/lib/query-keys'
import type { PublicProfileResponse } from '@/schemas/user.schema'
import { isOnline } from '@/services/online-status'
import { connectTestServices } from '@/test/services'
import { setupTestServer } from '@/test/test-server'
import { fakeToggleRegistry, walkToggleButton } from '@/test/toggle-button-paths'
import { FOLLOW_DEBOUNCE, followDefinition } from '../model/follow-toggle'
import { followOperations } from '../model/queued-operations'
import { FollowButton } from './follow-button'

// The follow button driven by the paths generated from the toggle machine with the follow rules (debounced,
// a second request while one is pending refused): after every step the button shows what the reached state's
// meta says (machines/toggle.meta.ts). The button shows no count: its pressed state and label are checked.

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

setupTestServer()
const USER_ID = TOGGLE_INPUTS.follow.targetId
// The server's values every path starts from (machines/toggle.paths.ts).
const profile: PublicProfileResponse = {
  user: {
    id: USER_ID,
    username: 'deer',
    displayName: '小鹿',
    bio: '',
    avatar: null,
    followersCount: TOGGLE_BASE.count,
    followingCount: 3,
    postsCount: 2,
    isFollowing: TOGGLE_BASE.active,
    verified: false,
    createdAt: null,
  },
  stats: { postsCount: 2, followersCount: TOGGLE_BASE.count, followingCount: 3 },
}
const cases = togglePaths('follow').paths.map((p) => [pathTitle(p, 'follow'), p] as const)

beforeEach(() => {
  vi.useFakeTimers()
  setTokens('a1', 'r1')
  // The app's network stays down: a follow handed to the offline queue stays queued (the toggle has its own).
  isOnline.value = false
})
afterEach(() => void vi.useRealTimers())
// After the last test's services are gone (restored earlier, the queue of the test would replay what it holds).
afterAll(() => void (isOnline.value = true))

function Screen() {
  const { data } = useQuery({
    queryKey: queryKeys.users.detail(USER_ID),
    queryFn: () => profile,
    staleTime: Infinity,
  })
  if (!data) return null
  const { isFollowing, followersCount } = data.user
  return (
    <FollowButton userId={USER_ID} isFollowing={isFollowing} followersCount={followersCount} signedIn name="小鹿" />
  )
}

describe('the follow button shows what each state of the toggle machine says, on every generated path (its title names its rules)', () => {
  it.each(cases)('%s', async (_, path) => {
    const { queryClient } = connectTestServices({ operations: followOperations })
    queryClient.setQueryData(queryKeys.users.detail(USER_ID), profile)
    const fake = fakeToggleRegistry(followDefinition)
    render(
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>,
    )
    await walkToggleButton(path, fake, {
      targetId: USER_ID,
      button: () => screen.getByRole('button', { name: /关注 小鹿$/ }),
      serverValues: () => {
        const { user } = queryClient.getQueryData<PublicProfileResponse>(queryKeys.users.detail(USER_ID))!
        return { active: user.isFollowing, count: user.followersCount }
      },
      expectValues: (button, { active }) => {
        expect(button).toHaveAttribute('aria-pressed', String(active))
        expect(button).toHaveAccessibleName(`${active ? '已关注' : '关注'} 小鹿`)
      },
      pressGapMs: FOLLOW_DEBOUNCE.buttonMs,
    })
  })
})
