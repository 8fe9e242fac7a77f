import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { isOnline } from '@/services/online-status'
import { queryKeys } from '@/lib/query-keys'
import type { Post } from '@/schemas/post.schema'
import { connectTestServices } from '@/test/services'
import { resetCommentChanges } from '../model/comment-changes'
import { commentLikes } from '../model/comment-likes'
import { commentOperations } from '../model/queued-operations'
import { useCommentCount } from '../model/use-comments'
import type * as CreateCommentApi from '../api/create-comment'
import { createComment } from '../api/create-comment'
import { CommentPanel } from './comment-panel'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))
// The real call, which a test can replace once: no server answer makes an error without a message (R8.17).
vi.mock('../api/create-comment', async (importOriginal) => {
  const actual = await importOriginal<typeof CreateCommentApi>()
  return { ...actual, createComment: vi.fn(actual.createComment) }
})

const server = setupTestServer()
afterEach(() => {
  resetCommentChanges()
  isOnline.value = true
})

const ME = { id: 1, username: 'me', email: 'me@example.com', displayName: '我自己', avatar: null }
const wireAuthor = (id: number, name: string) => ({
  id,
  username: `u${id}`,
  email: null,
  displayName: name,
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
const comment = (
  id: number,
  authorId: number,
  name: string,
  content: string,
  minutes: number,
  parentId: number | null = null,
) => ({
  id,
  content,
  postId: 7,
  parentId,
  author: wireAuthor(authorId, name),
  createdAt: minutesAgo(minutes),
  updatedAt: minutesAgo(minutes),
})
const page = (items: unknown[]) =>
  ok(items, { meta: { pagination: { page: 1, limit: 20, total: items.length, hasNext: false } } })
const post = { id: 7, commentsCount: 2 } as Post

function Harness({ viewer, variant = 'page' }: { viewer: typeof ME | null; variant?: 'page' | 'dialog' }) {
  // The post as a screen holds it: from the query cache, where the server's answers land.
  const { data } = useQuery({ queryKey: queryKeys.posts.detail(7), queryFn: () => post, staleTime: Infinity })
  const count = useCommentCount(7, data?.commentsCount ?? 0)
  return (
    <CommentPanel
      postId={7}
      viewer={viewer}
      count={count}
      userHref={(id) => `/user/${id}`}
      loginHref="/login"
      variant={variant}
    />
  )
}

function renderPanel(
  viewer: typeof ME | null = ME,
  items: unknown[] = [comment(11, 2, '小鹿', '好美的海！<b>不是粗体</b>', 5), comment(10, 1, '我自己', '我的评论', 90)],
  variant: 'page' | 'dialog' = 'page',
) {
  server.use(http.get('*/api/comments/post/7', () => HttpResponse.json(page(items))))
  const { queryClient, queue } = connectTestServices({ operations: commentOperations })
  queryClient.setQueryData(queryKeys.posts.detail(7), {
    ...post,
    title: 't',
    content: 'c',
    category: 'travel',
    tags: [],
    images: [],
    location: null,
    author: { id: 3, username: 'a', displayName: 'a', avatar: null },
    likesCount: 0,
    bookmarksCount: 0,
    isLiked: false,
    isBookmarked: false,
    viewCount: 0,
    createdAt: null,
    updatedAt: null,
  })
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path: '/post/7' }).hook}>
        <Harness viewer={viewer} variant={variant} />
      </Router>
    </QueryClientProvider>,
  )
  return { ...utils, queryClient, queue, user: userEvent.setup() }
}

describe('comment panel', () => {
  it('R2.36 each comment shows avatar, name linking to the user page, relative time and its text as text', async () => {
    const withAvatar = {
      ...comment(11, 2, '小鹿', '好美的海！<b>不是粗体</b>', 5),
      author: { ...wireAuthor(2, '小鹿'), avatar: '/uploads/deer.png' },
    }
    renderPanel(ME, [withAvatar, comment(10, 1, '我自己', '我的评论', 90)])
    const item = await screen.findByRole('article', { name: '小鹿的评论' })
    expect(
      within(item)
        .getAllByRole('link', { name: '小鹿' })
        .every((a) => a.getAttribute('href') === '/user/2'),
    ).toBe(true)
    expect(within(item).getByRole('img', { name: '小鹿' })).toHaveAttribute('src', '/uploads/deer.png')
    // No avatar: the first character of the name stands in.
    expect(
      within(screen.getByRole('article', { name: '我自己的评论' })).getByRole('img', { name: '我自己' }),
    ).toHaveTextContent('我')
    expect(within(item).getByText('5分钟前')).toBeInTheDocument()
    expect(within(item).getByText('好美的海！<b>不是粗体</b>')).toBeInTheDocument()
    expect(item.querySelector('b')).toBeNull()
    expect(within(screen.getByRole('article', { name: '我自己的评论' })).getByText('1小时前')).toBeInTheDocument()
  })

  it('R2.35 R6.2 visitors read the comments but get no write toggle, reply or menu', async () => {
    renderPanel(null)
    await screen.findByRole('article', { name: '小鹿的评论' })
    expect(screen.queryByRole('button', { name: '写评论' })).toBeNull()
    expect(screen.queryByRole('button', { name: '回复' })).toBeNull()
    expect(screen.queryByRole('button', { name: '评论操作' })).toBeNull()
  })

  it('R5.23 R6.2 a visitor’s comment (发送 or Ctrl+Enter in the post dialog’s input) asks to log in: nothing is sent or shown, the text stays', async () => {
    let posts = 0
    server.use(http.post('*/api/comments', () => (posts++, HttpResponse.json(ok(comment(12, 2, '小鹿', 'x', 0))))))
    const { user, queue } = renderPanel(null, undefined, 'dialog')
    await screen.findByRole('article', { name: '小鹿的评论' })
    const box = screen.getByRole('textbox', { name: '评论内容' })
    expect(box).toHaveAttribute('placeholder', '写下你的想法...')
    await user.type(box, '我也想说')
    await user.click(screen.getByRole('button', { name: '发送' }))
    expect(toasts.signIn).toHaveBeenCalledExactlyOnceWith('登录后即可评论')
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    expect(toasts.signIn).toHaveBeenCalledTimes(2)
    // Nothing optimistic either: no placeholder comment, the count as it was, nothing queued for later.
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: '共 2 条评论' })).toBeInTheDocument()
    expect(queue.actor.getSnapshot().context.queue).toEqual([])
    expect(box).toHaveValue('我也想说')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posts).toBe(0)
    expect(createComment).not.toHaveBeenCalled()
  })

  it('R2.38 R2.77 an empty list invites the first comment (a login link for visitors)', async () => {
    const { unmount } = renderPanel(ME, [])
    expect(await screen.findByText('还没有评论')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '写下第一条评论' })).toBeInTheDocument()
    unmount()
    renderPanel(null, [])
    expect(await screen.findByRole('link', { name: '登录后评论' })).toHaveAttribute('href', '/login')
  })

  it('R2.35 R5.9 R5.10 R5.11 R9.9 R9.39 the toggle opens a growing box with n/1000; blank or over 1000 cannot be sent', async () => {
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    const toggle = screen.getByRole('button', { name: '写评论' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const box = screen.getByRole('textbox', { name: '评论内容' })
    expect(box).toHaveStyle({ maxHeight: '120px' })
    const send = screen.getByRole('button', { name: '发布' })
    expect(send).toBeDisabled()
    await user.type(box, '   ')
    expect(send).toBeDisabled()
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    expect(screen.getByText('请输入评论内容')).toBeInTheDocument()
    fireEvent.change(box, { target: { value: '字'.repeat(1001) } })
    expect(screen.getByText('1001/1000')).toHaveClass('text-danger')
    expect(screen.getByText('评论内容不能超过1000个字符')).toBeInTheDocument()
    expect(send).toBeDisabled()
    fireEvent.change(box, { target: { value: '字'.repeat(1000) } })
    expect(screen.getByText('1000/1000')).not.toHaveClass('text-danger')
    expect(send).toBeEnabled()
  })

  it('R5.10 R9.9 the counter counts characters as the server does: an emoji or 𠀀 is one, so 1000 of them can be sent and 1001 cannot', async () => {
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    const box = screen.getByRole('textbox', { name: '评论内容' })
    const send = screen.getByRole('button', { name: '发布' })
    await user.type(box, '🍋')
    expect(screen.getByText('1/1000')).toBeInTheDocument()
    fireEvent.change(box, { target: { value: '𠀀'.repeat(1000) } })
    expect(screen.getByText('1000/1000')).not.toHaveClass('text-danger')
    expect(send).toBeEnabled()
    fireEvent.change(box, { target: { value: '😀'.repeat(1001) } })
    expect(screen.getByText('1001/1000')).toHaveClass('text-danger')
    expect(send).toBeDisabled()
  })

  it('R4.20 R5.11 Ctrl+Enter sends: a placeholder marked as sending goes on top and the count rises, then the server comment replaces it', async () => {
    let body: unknown
    server.use(
      http.post('*/api/comments', async ({ request }) => {
        body = await request.json()
        await delay(50)
        return HttpResponse.json(ok(comment(12, 1, '我自己', '新的评论', 0)), { status: 201 })
      }),
    )
    const { user, queryClient } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '  新的评论  ')
    fireEvent.keyDown(screen.getByRole('textbox', { name: '评论内容' }), { key: 'Enter', ctrlKey: true })
    const first = screen.getAllByRole('article')[0]!
    expect(first).toHaveAttribute('data-state', 'sending')
    expect(within(first).getByText('发送中…')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '共 3 条评论' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-state', 'sent'))
    expect(within(screen.getAllByRole('article')[0]!).getByText('刚刚')).toBeInTheDocument()
    expect(body).toEqual({ content: '新的评论' })
    expect(toasts.success).toHaveBeenCalledWith('评论发布成功！')
    expect(screen.getByRole('heading', { name: '共 3 条评论' })).toBeInTheDocument()
    expect(queryClient.getQueryData<Post>(queryKeys.posts.detail(7))?.commentsCount).toBe(3)
  })

  it('R5.11 while a comment is on its way, send is disabled and Ctrl+Enter sends nothing more', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/comments', async ({ request }) => {
        bodies.push(await request.json())
        await held
        return HttpResponse.json(ok(comment(12, 1, '我自己', '第一条', 0)), { status: 201 })
      }),
    )
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    const box = screen.getByRole('textbox', { name: '评论内容' })
    await user.type(box, '第一条')
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    await waitFor(() => expect(bodies).toHaveLength(1))
    // The box closes on sending; opened again while the first is still on its way:
    if (!screen.queryByRole('textbox', { name: '评论内容' }))
      await user.click(screen.getByRole('button', { name: '写评论' }))
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '第二条')
    expect(screen.getByRole('button', { name: '发送中…' })).toBeDisabled()
    fireEvent.keyDown(screen.getByRole('textbox', { name: '评论内容' }), { key: 'Enter', ctrlKey: true })
    release()
    await waitFor(() => expect(screen.getByRole('button', { name: '发布' })).toBeEnabled())
    expect(bodies).toEqual([{ content: '第一条' }])
    expect(screen.getByRole('textbox', { name: '评论内容' })).toHaveValue('第二条')
  })

  it('R4.20 R8.21 a refused comment is rolled back with the mapped message', async () => {
    server.use(
      http.post('*/api/comments', () =>
        HttpResponse.json(fail('评论过于频繁，请稍后再试', 'RATE_LIMIT_001'), { status: 429 }),
      ),
    )
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '第六条')
    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('评论过于频繁，请稍后再试'))
    expect(screen.queryByText('第六条')).toBeNull()
    expect(screen.getByRole('heading', { name: '共 2 条评论' })).toBeInTheDocument()
  })

  it.each([
    ['R8.19', 401, '认证失败，请重新登录', '请先登录后再发表评论'],
    ['R8.20', 400, '评论内容不能超过1000个字符', '评论内容不符合要求，请修改后重试'],
    ['R8.22', 404, '帖子不存在或已被删除', '帖子不存在或已被删除'],
  ])(
    'R8.19 R8.20 R8.22 a refused comment shows the mapped message on screen (%s)',
    async (_, status, serverMessage, shown) => {
      server.use(http.post('*/api/comments', () => HttpResponse.json(fail(serverMessage, 'X_001'), { status })))
      const { user } = renderPanel()
      await screen.findByRole('article', { name: '小鹿的评论' })
      await user.click(screen.getByRole('button', { name: '写评论' }))
      await user.type(screen.getByRole('textbox', { name: '评论内容' }), '一条评论')
      await user.click(screen.getByRole('button', { name: '发布' }))
      await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(shown))
      expect(screen.queryByText('一条评论', { selector: 'p' })).toBeNull()
      expect(screen.getByRole('heading', { name: '共 2 条评论' })).toBeInTheDocument()
    },
  )

  it('R8.17 a failed comment whose error says nothing shows the default 评论失败，请重试 and is rolled back', async () => {
    vi.mocked(createComment).mockRejectedValueOnce(new Error(''))
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '一条评论')
    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('评论失败，请重试'))
    expect(createComment).toHaveBeenCalledWith(7, '一条评论', null, expect.any(String))
    expect(screen.queryByText('一条评论', { selector: 'p' })).toBeNull()
    expect(screen.getByRole('heading', { name: '共 2 条评论' })).toBeInTheDocument()
  })

  it('R8.18 R9.26 a comment that cannot reach the server is tried twice, then shows 网络连接失败，请检查网络后重试 and is rolled back', async () => {
    let attempts = 0
    server.use(http.post('*/api/comments', () => (attempts++, HttpResponse.error())))
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '一条评论')
    await user.click(screen.getByRole('button', { name: '发布' }))
    // R9.26: one retry after 1 s, so the message comes after it.
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('网络连接失败，请检查网络后重试'), { timeout: 4000 })
    expect(attempts).toBe(2)
    expect(toasts.error).toHaveBeenCalledOnce()
    expect(screen.queryByText('一条评论', { selector: 'p' })).toBeNull()
    expect(screen.getByRole('heading', { name: '共 2 条评论' })).toBeInTheDocument()
  })

  it('R2.37 R4.21 R7.28 R8.24 the author deletes their comment (DELETE /comments/{id}) after confirming; others get 举报 (in development)', async () => {
    server.use(http.delete('*/api/comments/10', () => HttpResponse.json(ok({ id: 10, deleted: [10] }))))
    const { user } = renderPanel()
    const mine = await screen.findByRole('article', { name: '我自己的评论' })
    await user.click(within(mine).getByRole('button', { name: '评论操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog', { name: '删除这条评论？' })
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: '我自己的评论' })).toBeNull())
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('评论已删除'))
    expect(screen.getByRole('heading', { name: '共 1 条评论' })).toBeInTheDocument()

    const theirs = screen.getByRole('article', { name: '小鹿的评论' })
    await user.click(within(theirs).getByRole('button', { name: '评论操作' }))
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull()
    await user.click(await screen.findByRole('menuitem', { name: '举报' }))
    expect(toasts.info).toHaveBeenCalledWith('举报功能正在开发中')
  })

  it('R4.21 R8.23 a refused delete brings the comment back with the mapped message', async () => {
    server.use(
      http.delete('*/api/comments/10', () =>
        HttpResponse.json(fail('评论不存在或已被删除', 'NOT_FOUND_001'), { status: 404 }),
      ),
    )
    const { user } = renderPanel()
    const mine = await screen.findByRole('article', { name: '我自己的评论' })
    await user.click(within(mine).getByRole('button', { name: '评论操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '删除' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('评论不存在或已被删除'))
    expect(screen.getByRole('article', { name: '我自己的评论' })).toBeInTheDocument()
  })

  it('replies sit under their comment, the first two shown and the rest behind 展开 N 条回复; 回复 addresses the author', async () => {
    let body: unknown
    server.use(
      http.post('*/api/comments', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(ok(comment(30, 1, '我自己', '回复 @小熊：同意', 0, 20)), { status: 201 })
      }),
    )
    const items = [
      comment(24, 6, '小鱼', '第四条回复', 1, 20),
      comment(23, 5, '小熊', '第三条回复', 2, 20),
      comment(22, 4, '小猫', '第二条回复', 3, 20),
      comment(21, 3, '小狗', '第一条回复', 4, 20),
      comment(20, 2, '小鹿', '楼主好', 10),
    ]
    const { user } = renderPanel(ME, items)
    const replies = await screen.findByRole('list', { name: '小鹿的评论的回复' })
    expect(
      within(replies)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['小狗的评论', '小猫的评论'])
    await user.click(within(replies).getByRole('button', { name: '展开 2 条回复' }))
    expect(within(replies).getAllByRole('article')).toHaveLength(4)
    await user.click(within(screen.getByRole('article', { name: '小熊的评论' })).getByRole('button', { name: '回复' }))
    const box = screen.getByRole('textbox', { name: '回复 小熊' })
    await user.type(box, '同意')
    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(body).toEqual({ content: '回复 @小熊：同意', parentId: 20 }))
  })

  it('R8.16 a failed list shows 获取评论失败 with a retry that loads it', async () => {
    let calls = 0
    server.use(
      http.get('*/api/comments/post/7', () => {
        calls++
        return calls === 1
          ? HttpResponse.json(fail('评论不存在', 'X'), { status: 404 })
          : HttpResponse.json(page([comment(11, 2, '小鹿', '回来了', 1)]))
      }),
    )
    const { queryClient } = connectTestServices({ operations: commentOperations })
    render(
      <QueryClientProvider client={queryClient}>
        <Router hook={memoryLocation({ path: '/post/7' }).hook}>
          <Harness viewer={ME} />
        </Router>
      </QueryClientProvider>,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('获取评论失败')
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByText('回来了')).toBeInTheDocument()
  })

  it('R4.14 a comment written offline shows as waiting, is queued, and is sent once when the network returns', async () => {
    let posts = 0
    server.use(
      http.post('*/api/comments', () => {
        posts++
        return HttpResponse.json(ok(comment(40, 1, '我自己', '离线写的', 0)), { status: 201 })
      }),
    )
    const { user } = renderPanel()
    await screen.findByRole('article', { name: '小鹿的评论' })
    act(() => {
      isOnline.value = false
    })
    await user.click(screen.getByRole('button', { name: '写评论' }))
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '离线写的')
    await user.click(screen.getByRole('button', { name: '发布' }))
    const waiting = screen.getAllByRole('article')[0]!
    expect(waiting).toHaveAttribute('data-state', 'queued')
    expect(within(waiting).getByText('等待网络恢复后发送')).toBeInTheDocument()
    expect(posts).toBe(0)
    act(() => {
      isOnline.value = true
    })
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-state', 'sent'))
    expect(screen.getAllByText('离线写的')).toHaveLength(1)
    expect(posts).toBe(1)
  })
})

describe('likes on comments', () => {
  const liked = (c: ReturnType<typeof comment>, likeCount: number, isLiked: boolean) => ({ ...c, likeCount, isLiked })
  const heartOf = (name: string) => within(screen.getByRole('article', { name })).getByRole('button', { name: /点赞/ })
  // Others liked it meanwhile: the server's count is not the optimistic 3 + 1.
  const afterLike = { isLiked: true, likeCount: 9 }

  afterEach(() => commentLikes().reset())

  it('every comment and reply shows a heart with its count, pressed when the viewer liked it', async () => {
    renderPanel(ME, [
      liked(comment(11, 2, '小鹿', '好美', 5), 3, false),
      liked(comment(12, 3, '阿峰', '同感', 2, 11), 1, true),
    ])
    await screen.findByRole('article', { name: '小鹿的评论' })
    expect(heartOf('小鹿的评论')).toHaveAccessibleName('点赞评论 3')
    expect(heartOf('小鹿的评论')).toHaveAttribute('aria-pressed', 'false')
    expect(heartOf('阿峰的评论')).toHaveAccessibleName('取消点赞评论 1')
    expect(heartOf('阿峰的评论')).toHaveAttribute('aria-pressed', 'true')
  })

  it("a press shows the like at once, sends one call, and keeps the server's answer in the comment list", async () => {
    let calls = 0
    server.use(
      http.post('*/api/comments/11/like', async () => (calls++, await delay(50), HttpResponse.json(ok(afterLike)))),
    )
    const { user, queryClient } = renderPanel(ME, [liked(comment(11, 2, '小鹿', '好美', 5), 3, false)])
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(heartOf('小鹿的评论'))
    expect(heartOf('小鹿的评论')).toHaveAccessibleName('取消点赞评论 4')
    await waitFor(() => expect(heartOf('小鹿的评论')).toHaveAccessibleName('取消点赞评论 9'))
    expect(calls).toBe(1)
    const cached = queryClient.getQueryData<{
      pages: { items: { id: number; likeCount: number; isLiked: boolean }[] }[]
    }>(queryKeys.comments.list(7))
    expect(cached?.pages[0]?.items[0]).toMatchObject({ id: 11, likeCount: 9, isLiked: true })
    expect(toasts.brief).toHaveBeenCalledWith('点赞成功')
  })

  it("a refused like rolls back to the server's values and says why", async () => {
    server.use(
      http.post('*/api/comments/11/like', () =>
        HttpResponse.json(fail('评论不存在或已被删除', 'NOT_FOUND_001'), { status: 404 }),
      ),
    )
    const { user } = renderPanel(ME, [liked(comment(11, 2, '小鹿', '好美', 5), 3, false)])
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(heartOf('小鹿的评论'))
    await waitFor(() => expect(toasts.error).toHaveBeenCalled())
    expect(JSON.stringify(toasts.error.mock.calls.at(-1))).toContain('评论不存在或已被删除')
    await waitFor(() => expect(heartOf('小鹿的评论')).toHaveAccessibleName('点赞评论 3'))
    expect(heartOf('小鹿的评论')).toHaveAttribute('aria-pressed', 'false')
  })

  it('offline, the like waits in the queue (shown at once) and is sent once when the network returns', async () => {
    let calls = 0
    server.use(http.post('*/api/comments/11/like', () => (calls++, HttpResponse.json(ok(afterLike)))))
    const { user, queue } = renderPanel(ME, [liked(comment(11, 2, '小鹿', '好美', 5), 3, false)])
    await screen.findByRole('article', { name: '小鹿的评论' })
    act(() => {
      isOnline.value = false
    })
    await user.click(heartOf('小鹿的评论'))
    expect(heartOf('小鹿的评论')).toHaveAccessibleName('取消点赞评论 4')
    expect(queue.actor.getSnapshot().context.queue.map((op) => [op.type, op.payload])).toEqual([
      ['comment-like', { commentId: 11 }],
    ])
    expect(calls).toBe(0)
    act(() => {
      isOnline.value = true
    })
    await waitFor(() => expect(queue.actor.getSnapshot().context.queue).toEqual([]))
    expect(calls).toBe(1)
    await waitFor(() => expect(heartOf('小鹿的评论')).toHaveAccessibleName('取消点赞评论 9'))
  })

  it("R6.2 a visitor's press asks them to log in and sends nothing", async () => {
    let calls = 0
    server.use(http.post('*/api/comments/11/like', () => (calls++, HttpResponse.json(ok(afterLike)))))
    const { user } = renderPanel(null, [liked(comment(11, 2, '小鹿', '好美', 5), 3, false)])
    await screen.findByRole('article', { name: '小鹿的评论' })
    await user.click(heartOf('小鹿的评论'))
    expect(toasts.signIn).toHaveBeenCalledWith('登录后即可给评论点赞')
    expect(heartOf('小鹿的评论')).toHaveAccessibleName('点赞评论 3')
    expect(calls).toBe(0)
  })
})

describe('likes on comments, offline merges', () => {
  afterEach(() => commentLikes().reset())

  it('offline, a like and its undo cancel out, while likes of two comments under one post both wait', async () => {
    const items = [11, 12].map((id) => ({ ...comment(id, 2, `读者${id}`, '好美', 5), likeCount: 0, isLiked: false }))
    const { user, queue } = renderPanel(ME, items)
    await screen.findByRole('article', { name: '读者11的评论' })
    act(() => {
      isOnline.value = false
    })
    const heart = (id: number) =>
      within(screen.getByRole('article', { name: `读者${id}的评论` })).getByRole('button', { name: /点赞/ })
    await user.click(heart(11))
    await user.click(heart(12))
    await user.click(heart(12))
    expect(heart(12)).toHaveAccessibleName('点赞评论 0')
    expect(queue.actor.getSnapshot().context.queue.map((op) => [op.type, op.payload])).toEqual([
      ['comment-like', { commentId: 11 }],
    ])
  })
})
