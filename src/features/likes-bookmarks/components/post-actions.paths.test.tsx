import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pathTitle } from '@machines/graph/paths'
import { TOGGLE_BASE, togglePaths } from '@machines/toggle.paths'
import { queryKeys } from '@/lib/query-keys'
import type { Post } from '@/schemas/post.schema'
import { isOnline } from '@/services/online-status'
import { samplePost } from '@/test/posts'
import { connectTestServices } from '@/test/services'
import { setupTestServer } from '@/test/test-server'
import { fakeToggleRegistry, walkToggleButton } from '@/test/toggle-button-paths'
import { postToggleDefinitions } from '../model/post-toggles'
import { likeBookmarkOperations } from '../model/queued-operations'
import { PostActions } from './post-actions'

// The like and bookmark buttons driven by the paths generated from the toggle machine with the like/bookmark rules:
// after every step the button shows what the reached state's meta says (machines/toggle.meta.ts).

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

setupTestServer()
// The server's values every path starts from (machines/toggle.paths.ts).
const post: Post = {
  ...samplePost,
  isLiked: TOGGLE_BASE.active,
  likesCount: TOGGLE_BASE.count,
  isBookmarked: TOGGLE_BASE.active,
  bookmarksCount: TOGGLE_BASE.count,
}
const KINDS = {
  like: { labels: ['点赞', '取消点赞'], values: (p: Post) => ({ active: p.isLiked, count: p.likesCount }) },
  bookmark: {
    labels: ['收藏', '取消收藏'],
    values: (p: Post) => ({ active: p.isBookmarked, count: p.bookmarksCount }),
  },
} as const
const paths = togglePaths('like').paths
const cases = (['like', 'bookmark'] as const).flatMap((kind) =>
  paths.map((p) => [pathTitle(p, kind), kind, p] as const),
)

beforeEach(() => {
  vi.useFakeTimers()
  // The app's network stays down: a change handed to the offline queue stays queued (the toggle has its own).
  isOnline.value = false
})
afterEach(() => void vi.useRealTimers())
// After the last test's services are gone (restored earlier, the queue of the test would replay what it holds).
afterAll(() => void (isOnline.value = true))

function Screen() {
  const { data } = useQuery({ queryKey: queryKeys.posts.detail(12), queryFn: () => post, staleTime: Infinity })
  return data ? <PostActions post={data} signedIn /> : null
}

describe('the like and bookmark buttons show what each state of the toggle machine says, on every generated path (its title names its rules)', () => {
  it.each(cases)('%s', async (_, kind, path) => {
    const { queryClient } = connectTestServices({ operations: likeBookmarkOperations })
    queryClient.setQueryData(queryKeys.posts.detail(12), post)
    const fake = fakeToggleRegistry(postToggleDefinitions[kind])
    render(
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>,
    )
    const [off, on] = KINDS[kind].labels
    const named = new RegExp(`^(${off}|${on}) `)
    await walkToggleButton(path, fake, {
      targetId: 12,
      button: () => screen.getAllByRole('button').find((b) => named.test(b.getAttribute('aria-label') ?? ''))!,
      serverValues: () => KINDS[kind].values(queryClient.getQueryData<Post>(queryKeys.posts.detail(12))!),
      expectValues: (button, { active, count }) => {
        expect(button).toHaveAttribute('aria-pressed', String(active))
        expect(button).toHaveAccessibleName(`${active ? on : off} ${count}`)
      },
    })
  })
})
