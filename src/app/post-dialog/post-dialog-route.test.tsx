import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { resetCommentChanges } from '@/features/comments/model/comment-changes'
import { commentOperations } from '@/features/comments/model/queued-operations'
import { resetPostToggles } from '@/features/likes-bookmarks/model/post-toggles'
import { likeBookmarkOperations } from '@/features/likes-bookmarks/model/queued-operations'
import { queryKeys } from '@/lib/query-keys'
import type { Post } from '@/schemas/post.schema'
import { anonymousAuth, demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'
import { routeScaffold } from '@/test/render-route'
import type { PostDialogEntry } from './open-post-dialog'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))
let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
const { PostDialogRoute } = await import('./post-dialog-route')

const server = setupTestServer()
// Role queries over the whole dialog are slow in happy-dom.
configure({ asyncUtilTimeout: 4000 })
beforeEach(() => {
  auth = signedInAuth()
})
afterEach(() => {
  resetCommentChanges()
  resetPostToggles()
  vi.restoreAllMocks()
})

const post: Post = {
  id: 7,
  title: '海边日落',
  content: '傍晚的海边，<b>风很温柔</b>',
  category: 'travel',
  tags: ['旅行', '日落'],
  images: [1, 2, 3].map((n) => ({ url: `/img/${n}.webp`, width: 750, height: 1000 })),
  location: '厦门',
  author: { id: 3, username: 'xiaolu', displayName: '小鹿', avatar: null },
  likesCount: 4,
  commentsCount: 1,
  bookmarksCount: 2,
  isLiked: false,
  isBookmarked: true,
  viewCount: 10,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  updatedAt: null,
}
const wireAuthor = (id: number, name: string) => ({
  id,
  username: `u${id}`,
  email: null,
  displayName: name,
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})
const comment = (id: number, authorId: number, name: string, content: string) => ({
  id,
  content,
  postId: 7,
  parentId: null,
  author: wireAuthor(authorId, name),
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
})
const commentPage = (items: unknown[]) =>
  ok(items, { meta: { pagination: { page: 1, limit: 20, total: items.length, hasNext: false } } })
const entry: PostDialogEntry = { key: 'k1', postId: 7, background: '/saved', opener: null }

interface Setup {
  /** The post as the saved list holds it (the dialog shows it at once); null: nothing cached. */
  cached?: Post | null
  detail?: () => Response | Promise<Response>
}

function renderDialog({ cached = post, detail = () => HttpResponse.json(ok({ ...post, likesCount: 5 })) }: Setup = {}) {
  server.use(
    http.get('*/api/posts/7', detail),
    http.get('*/api/comments/post/7', () =>
      HttpResponse.json(commentPage([comment(11, 2, '小熊', '真的好美，想去！')])),
    ),
  )
  const { wrapper, queryClient } = routeScaffold({
    path: '/post/7',
    operations: [...commentOperations, ...likeBookmarkOperations],
  })
  if (cached)
    queryClient.setQueryData(queryKeys.posts.bookmarked(1), {
      pages: [{ page: 1, items: [cached], hasMore: false, total: 1 }],
      pageParams: [1],
    })
  const utils = render(<PostDialogRoute entry={entry} />, { wrapper })
  return { ...utils, queryClient, user: userEvent.setup() }
}

const dialog = () => screen.getByRole('dialog')

describe('the post dialog', () => {
  it('R2.40 the card’s post at once: author linking to the user page, title, content as text, # tags, the full-page link', async () => {
    // The detail is held until the end: what shows meanwhile is the list's copy.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    renderDialog({ detail: async () => (await held, HttpResponse.json(ok(post))) })
    const d = await screen.findByRole('dialog', { name: '海边日落' })
    expect(within(d).getByRole('heading', { name: '海边日落' })).toBeInTheDocument()
    expect(within(d).getByRole('link', { name: /小鹿/ })).toHaveAttribute('href', '/user/3')
    expect(within(d).getByText('傍晚的海边，<b>风很温柔</b>')).toBeInTheDocument()
    expect(d.querySelector('b')).toBeNull()
    expect(
      within(within(d).getByRole('list', { name: '标签' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['#旅行', '#日落'])
    expect(within(d).getByRole('link', { name: '查看完整笔记' })).toHaveAttribute('href', '/post/7')
    expect(within(d).getByRole('button', { name: '关闭' })).toBeInTheDocument()
    release()
    await waitFor(() => expect(within(d).getByRole('button', { name: '点赞 4' })).toBeInTheDocument())
  })

  it('R2.39 R2.40 the carousel, like and bookmark toggles, the comment count and the input 写下你的想法...', async () => {
    renderDialog()
    const d = await screen.findByRole('dialog', { name: '海边日落' })
    expect(within(d).getByRole('region', { name: '图片' })).toBeInTheDocument()
    expect(within(d).getByText('1 / 3')).toBeInTheDocument()
    // The server's answer replaces the list's copy (likes 4 → 5).
    expect(await within(d).findByRole('button', { name: '点赞 5' })).toHaveAttribute('aria-pressed', 'false')
    expect(within(d).getByRole('button', { name: '取消收藏 2' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(d).getByRole('button', { name: '评论 1' })).toBeInTheDocument()
    expect(within(d).getByRole('textbox', { name: '评论内容' })).toHaveAttribute('placeholder', '写下你的想法...')
  })

  it('R2.41 R2.40 the comments are the post’s real ones, from the server', async () => {
    renderDialog()
    const d = await screen.findByRole('dialog')
    const item = await within(d).findByRole('article', { name: '小熊的评论' })
    expect(item).toHaveTextContent('真的好美，想去！')
    expect(within(d).getByRole('heading', { name: '共 1 条评论' })).toBeInTheDocument()
  })

  it('R5.12 send is disabled while the input is blank after trimming', async () => {
    const { user } = renderDialog()
    const d = await screen.findByRole('dialog')
    const box = within(d).getByRole('textbox', { name: '评论内容' })
    const send = within(d).getByRole('button', { name: '发送' })
    expect(send).toBeDisabled()
    await user.type(box, '   ')
    expect(send).toBeDisabled()
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    expect(within(d).getByText('请输入评论内容')).toBeInTheDocument()
    await user.type(box, ' 好看 ')
    expect(send).toBeEnabled()
  })

  it('R2.41 R5.11 a comment is sent to the server (Ctrl+Enter), shown in the list and counted', async () => {
    let body: unknown
    server.use(
      http.post('*/api/comments', async ({ request }) => {
        body = { postId: new URL(request.url).searchParams.get('postId'), ...((await request.json()) as object) }
        return HttpResponse.json(
          ok({ ...comment(12, 1, '柠檬小主', '我也收藏了'), createdAt: new Date().toISOString() }),
          { status: 201 },
        )
      }),
    )
    const { user } = renderDialog()
    const d = await screen.findByRole('dialog')
    await within(d).findByRole('article', { name: '小熊的评论' })
    const box = within(d).getByRole('textbox', { name: '评论内容' })
    await user.type(box, '  我也收藏了  ')
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true })
    await waitFor(() => expect(body).toEqual({ postId: '7', content: '我也收藏了' }))
    const mine = await within(d).findByRole('article', { name: '柠檬小主的评论' })
    await waitFor(() => expect(mine).toHaveAttribute('data-state', 'sent'))
    expect(box).toHaveValue('')
    expect(within(d).getByRole('heading', { name: '共 2 条评论' })).toBeInTheDocument()
    expect(within(d).getByRole('button', { name: '评论 2' })).toBeInTheDocument()
    expect(toasts.success).toHaveBeenCalledWith('评论发布成功！')
  })

  it('R2.41 like and un-bookmark are sent to the server and its answer lands in the saved list too', async () => {
    const calls: string[] = []
    server.use(
      http.post('*/api/social/like/7', () => {
        calls.push('POST like')
        return HttpResponse.json(ok({ isLiked: true, likeCount: 6 }))
      }),
      http.delete('*/api/social/bookmark/7', () => {
        calls.push('DELETE bookmark')
        return HttpResponse.json(ok({ isBookmarked: false, bookmarkCount: 1 }))
      }),
    )
    const { user, queryClient } = renderDialog()
    const d = await screen.findByRole('dialog')
    await user.click(await within(d).findByRole('button', { name: '点赞 5' }))
    expect(await within(d).findByRole('button', { name: '取消点赞 6' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(d).getByRole('button', { name: '取消收藏 2' }))
    expect(await within(d).findByRole('button', { name: '收藏 1' })).toHaveAttribute('aria-pressed', 'false')
    expect(calls).toEqual(['POST like', 'DELETE bookmark'])
    const saved = queryClient.getQueryState(queryKeys.posts.bookmarked(1))
    const list = queryClient.getQueryData<{ pages: { items: Post[] }[] }>(queryKeys.posts.bookmarked(1))
    expect(list?.pages[0]?.items[0]).toMatchObject({
      isLiked: true,
      likesCount: 6,
      isBookmarked: false,
      bookmarksCount: 1,
    })
    // Still listed under the pointer, but the next visit asks the server again.
    expect(saved?.isInvalidated).toBe(true)
  })

  it('R2.40 R5.23 R6.2 a visitor reads the post and comments; sending from the input asks to log in and sends nothing', async () => {
    auth = anonymousAuth()
    let posts = 0
    server.use(http.post('*/api/comments', () => (posts++, HttpResponse.json(ok({})))))
    const { user } = renderDialog()
    const d = await screen.findByRole('dialog')
    await within(d).findByRole('article', { name: '小熊的评论' })
    const box = within(d).getByRole('textbox', { name: '评论内容' })
    await user.type(box, '想去')
    await user.click(within(d).getByRole('button', { name: '发送' }))
    expect(toasts.signIn).toHaveBeenCalledExactlyOnceWith('登录后即可评论')
    expect(box).toHaveValue('想去')
    expect(within(d).getAllByRole('article', { name: /的评论$/ })).toHaveLength(1)
    expect(within(d).getByRole('heading', { name: '共 1 条评论' })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posts).toBe(0)
  })

  it('R2.33 a skeleton while a post nobody cached loads; a missing post shows the not-found view', async () => {
    let answer: (r: Response) => void = () => {}
    let asked = false
    renderDialog({
      cached: null,
      detail: () => {
        asked = true
        return new Promise<Response>((resolve) => (answer = resolve))
      },
    })
    const d = await screen.findByRole('dialog')
    expect(within(d).getByRole('status', { name: '正在加载笔记' })).toBeInTheDocument()
    await waitFor(() => expect(asked).toBe(true))
    answer(HttpResponse.json(fail('帖子不存在', 'RES_001'), { status: 404 }))
    expect(await within(d).findByRole('heading', { name: '内容不存在' })).toBeInTheDocument()
    expect(within(d).getByText('这篇笔记不存在或已被删除')).toBeInTheDocument()
  })

  it('Esc goes back one history entry (the Back that closes the dialog)', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const { user } = renderDialog()
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('the close button goes back one history entry', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const { user } = renderDialog()
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '关闭' }))
    expect(back).toHaveBeenCalledTimes(1)
    expect(dialog()).toBeInTheDocument()
  })

  it('R2.32 in the dialog, someone else’s post offers report (in development) and copy link, and a share button', async () => {
    const { user } = renderDialog()
    const d = await screen.findByRole('dialog')
    expect(within(d).getByRole('button', { name: '分享' })).toBeInTheDocument()
    await user.click(within(d).getByRole('button', { name: '更多' }))
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['举报帖子', '分享链接'])
    await user.click(screen.getByRole('menuitem', { name: '举报帖子' }))
    expect(toasts.info).toHaveBeenCalledWith('举报功能正在开发中')
  })

  it('R2.31 in the dialog, the author deletes the post after confirming: 帖子已删除 and the dialog goes back to the list', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const mine = { ...post, author: { ...post.author, id: demoUser.id } }
    const deleted: string[] = []
    server.use(
      http.delete(
        '*/api/posts/7',
        ({ request }) => (deleted.push(request.method), HttpResponse.json(ok({ message: '帖子已删除' }))),
      ),
    )
    const { user } = renderDialog({ cached: mine, detail: () => HttpResponse.json(ok(mine)) })
    const d = await screen.findByRole('dialog')
    await user.click(within(d).getByRole('button', { name: '更多' }))
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['编辑帖子', '删除帖子'])
    await user.click(screen.getByRole('menuitem', { name: '删除帖子' }))
    const confirm = await screen.findByRole('alertdialog', { name: '删除这篇笔记？' })
    expect(deleted).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('帖子已删除'))
    expect(deleted).toEqual(['DELETE'])
    expect(back).toHaveBeenCalledTimes(1)
  })
})
