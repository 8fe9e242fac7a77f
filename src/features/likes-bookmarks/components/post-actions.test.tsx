import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { queryKeys } from '@/lib/query-keys'
import { samplePost as post } from '@/test/posts'
import { connectTestServices } from '@/test/services'
import { resetPostToggles } from '../model/post-toggles'
import { likeBookmarkOperations } from '../model/queued-operations'
import { PostActions } from './post-actions'

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
afterEach(() => resetPostToggles())

/** As a screen shows it: the post read from the query cache, where the server's answers land. */
function Screen({ signedIn }: { signedIn: boolean }) {
  const { data } = useQuery({ queryKey: queryKeys.posts.detail(12), queryFn: () => post, staleTime: Infinity })
  return data ? <PostActions post={data} signedIn={signedIn} /> : null
}

function renderActions(signedIn = true) {
  const { queryClient } = connectTestServices({ operations: likeBookmarkOperations })
  queryClient.setQueryData(queryKeys.posts.detail(12), post)
  return render(
    <QueryClientProvider client={queryClient}>
      <Screen signedIn={signedIn} />
    </QueryClientProvider>,
  )
}

describe('PostActions', () => {
  it('R4.11 R4.7 a like shows at once, with a spinner in its button while the call is pending, then the count without it', async () => {
    let answer: (() => void) | null = null
    server.use(
      http.post('*/api/social/like/12', async () => {
        await new Promise<void>((resolve) => (answer = resolve))
        return HttpResponse.json(ok({ isLiked: true, likeCount: 5 }))
      }),
    )
    renderActions()
    fireEvent.click(screen.getByRole('button', { name: '点赞 4' }))
    const button = screen.getByRole('button', { name: '取消点赞 5' })
    await waitFor(() => expect(within(button).getByRole('status', { name: '加载中' })).toBeInTheDocument())
    expect(button).toHaveAttribute('aria-busy', 'true')
    // The call has left (after the toggle's debounce); the spinner stays until it is answered.
    await waitFor(() => expect(answer).not.toBeNull())
    expect(within(button).getByRole('status', { name: '加载中' })).toBeInTheDocument()
    answer!()
    await waitFor(() =>
      expect(within(screen.getByRole('button', { name: '取消点赞 5' })).queryByRole('status')).toBeNull(),
    )
    expect(screen.getByRole('button', { name: '取消点赞 5' })).not.toHaveAttribute('aria-busy')
    expect(screen.getByRole('button', { name: '取消点赞 5' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('R4.11 the bookmark button has its own spinner; the like button stays as it was', async () => {
    server.use(
      http.post(
        '*/api/social/bookmark/12',
        async () => (await delay(200), HttpResponse.json(ok({ isBookmarked: true, bookmarkCount: 2 }))),
      ),
    )
    renderActions()
    fireEvent.click(screen.getByRole('button', { name: '收藏 1' }))
    const bookmark = screen.getByRole('button', { name: '取消收藏 2' })
    await waitFor(() => expect(within(bookmark).getByRole('status', { name: '加载中' })).toBeInTheDocument())
    expect(within(screen.getByRole('button', { name: '点赞 4' })).queryByRole('status')).toBeNull()
    await waitFor(() =>
      expect(within(screen.getByRole('button', { name: '取消收藏 2' })).queryByRole('status')).toBeNull(),
    )
    expect(screen.getByRole('button', { name: '取消收藏 2' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('R5.23 R6.2 a visitor is asked to log in; nothing changes and no spinner shows', () => {
    const sent = vi.fn()
    server.use(
      http.post('*/api/social/like/12', () => (sent(), HttpResponse.json(ok({ isLiked: true, likeCount: 5 })))),
    )
    renderActions(false)
    fireEvent.click(screen.getByRole('button', { name: '点赞 4' }))
    expect(toasts.signIn).toHaveBeenCalledWith('登录后即可点赞和收藏')
    expect(screen.getByRole('button', { name: '点赞 4' })).not.toHaveAttribute('aria-busy')
    expect(screen.queryByRole('status')).toBeNull()
    expect(sent).not.toHaveBeenCalled()
  })

  it('R5.23 R6.2 a visitor pressing bookmark is asked to log in; the bookmark stays as it was and nothing is sent', async () => {
    const sent = vi.fn()
    server.use(
      http.post(
        '*/api/social/bookmark/12',
        () => (sent(), HttpResponse.json(ok({ isBookmarked: true, bookmarkCount: 2 }))),
      ),
    )
    renderActions(false)
    fireEvent.click(screen.getByRole('button', { name: '收藏 1' }))
    expect(toasts.signIn).toHaveBeenCalledOnce()
    expect(toasts.signIn).toHaveBeenCalledWith('登录后即可点赞和收藏')
    const bookmark = screen.getByRole('button', { name: '收藏 1' })
    expect(bookmark).toHaveAttribute('aria-pressed', 'false')
    expect(bookmark).not.toHaveAttribute('aria-busy')
    expect(screen.queryByRole('status')).toBeNull()
    // Give a request every chance to leave before checking that none did.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: '收藏 1' })).toHaveAttribute('aria-pressed', 'false')
  })
})
