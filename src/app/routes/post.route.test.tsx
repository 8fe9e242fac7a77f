import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { resetCommentChanges } from '@/features/comments/model/comment-changes'
import { clearFeedSnapshot, saveFeedSnapshot } from '@/features/feed/model/feed-snapshot'
import { commentOperations } from '@/features/comments/model/queued-operations'
import { resetPostToggles } from '@/features/likes-bookmarks/model/post-toggles'
import { likeBookmarkOperations } from '@/features/likes-bookmarks/model/queued-operations'
import type { Post } from '@/schemas/post.schema'
import type * as FirstScreen from '../first-screen'
import { anonymousAuth, demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
// The post a built page carries (ADR 015): none unless a test sets it.
let builtPost: Post | null = null
// The build's 推荐 page on a first visit to / (ADR 015): none unless a test sets it.
let builtFeed: Post[] = []
vi.mock('../first-screen', async (original) => ({
  ...(await original<typeof FirstScreen>()),
  prerenderedPost: (id: number) => (builtPost?.id === id ? builtPost : null),
  prerenderedFeedPost: (id: number) => builtFeed.find((p) => p.id === id) ?? null,
}))
const { PostRoute } = await import('./post.route')
const { handOver } = await import('../first-screen')

const server = setupTestServer()
beforeEach(() => {
  auth = anonymousAuth()
  server.use(
    http.get('*/api/comments/post/7', () =>
      HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } })),
    ),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetCommentChanges()
  resetPostToggles()
})

const post: Post = {
  id: 7,
  title: '海边日落',
  content: '傍晚的海边',
  category: 'travel',
  tags: ['旅行'],
  images: [{ url: '/img/1.webp', width: 750, height: 1000 }],
  location: null,
  author: { id: 3, username: 'xiaolu', displayName: '小鹿', avatar: null },
  likesCount: 4,
  commentsCount: 0,
  bookmarksCount: 2,
  isLiked: false,
  isBookmarked: false,
  viewCount: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: null,
}

function renderPostPage(path = '/post/7') {
  // No wait between the query's own retries (R9.24 retries an error twice), so an error shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })
  const utils = renderRoute(<Route path="/post/:postId" component={PostRoute} />, {
    path,
    queryClient,
    operations: [...commentOperations, ...likeBookmarkOperations],
  })
  return { ...utils, user: userEvent.setup() }
}

/** The post shows at once from a copy (the test sets which), and the live answer, held until then, replaces it. */
async function showsTheCopyThenTheLiveAnswer() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get('*/api/posts/7', async () => (await held, HttpResponse.json(ok({ ...post, title: '海边日落（更新）' })))),
  )
  renderPostPage()
  expect(await screen.findByRole('heading', { level: 1, name: '海边日落' })).toBeInTheDocument()
  expect(screen.queryByRole('status', { name: '正在加载笔记' })).toBeNull()
  release()
  expect(await screen.findByRole('heading', { level: 1, name: '海边日落（更新）' })).toBeInTheDocument()
}

describe('the post page', { timeout: 15_000 }, () => {
  it('R2.33 a skeleton shows while the post loads, then the post replaces it', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get('*/api/posts/7', async () => (await held, HttpResponse.json(ok(post)))))
    renderPostPage()
    expect(screen.getByRole('heading', { level: 1, name: '笔记详情' })).toBeInTheDocument()
    expect(await screen.findByRole('status', { name: '正在加载笔记' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '海边日落' })).toBeNull()
    release()
    expect(await screen.findByRole('heading', { level: 1, name: '海边日落' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: '正在加载笔记' })).toBeNull()
  })

  it('R2.33 a missing post (404) shows the not-found view whose 返回首页 goes home', async () => {
    server.use(
      http.get('*/api/posts/7', () => HttpResponse.json(fail('帖子不存在', 'POST_NOT_FOUND'), { status: 404 })),
    )
    const { location, user } = renderPostPage()
    expect(await screen.findByRole('heading', { name: '内容不存在' })).toBeInTheDocument()
    expect(screen.getByText('这篇笔记不存在或已被删除')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: '正在加载笔记' })).toBeNull()
    const home = screen.getByRole('link', { name: '返回首页' })
    expect(home).toHaveAttribute('href', '/')
    await user.click(home)
    expect(location.history?.at(-1)).toBe('/')
  })

  it('R2.33 the post the page was built with shows at once, and a 404 from the live backend still shows the not-found view (a placeholder, not an answer)', async () => {
    builtPost = post
    try {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      server.use(
        http.get(
          '*/api/posts/7',
          async () => (await held, HttpResponse.json(fail('帖子不存在', 'POST_NOT_FOUND'), { status: 404 })),
        ),
      )
      renderPostPage()
      expect(await screen.findByRole('heading', { level: 1, name: '海边日落' })).toBeInTheDocument()
      expect(screen.queryByRole('status', { name: '正在加载笔记' })).toBeNull()
      release()
      expect(await screen.findByRole('heading', { name: '内容不存在' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { level: 1, name: '海边日落' })).toBeNull()
    } finally {
      builtPost = null
    }
  })

  it("R2.33 a post tapped on the restored first screen shows at once from the feed's snapshot (the card's copy), then the live answer", async () => {
    saveFeedSnapshot(null, { page: 1, items: [post], hasMore: false, total: 1 })
    handOver(window, { build: 'b', restored: true, tap: null, opened: '/post/7' })
    try {
      await showsTheCopyThenTheLiveAnswer()
    } finally {
      clearFeedSnapshot()
      handOver(window, undefined)
    }
  })

  it("R2.33 a post tapped on the build's first screen (a first visit, its backend still starting) shows at once from the build's 推荐 page, then the live answer", async () => {
    builtFeed = [post]
    handOver(window, { build: 'b', restored: false, tap: null, opened: '/post/7' })
    try {
      await showsTheCopyThenTheLiveAnswer()
    } finally {
      builtFeed = []
      handOver(window, undefined)
    }
  })

  it("a reload of a post's address starts from the server's answer, not from the feed snapshot's copy (which may be a day old) nor the build's", async () => {
    saveFeedSnapshot(null, { page: 1, items: [post], hasMore: false, total: 1 })
    builtFeed = [post]
    try {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      server.use(
        http.get(
          '*/api/posts/7',
          async () => (await held, HttpResponse.json(ok({ ...post, title: '海边日落（更新）' }))),
        ),
      )
      renderPostPage()
      expect(await screen.findByRole('status', { name: '正在加载笔记' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { level: 1, name: '海边日落' })).toBeNull()
      release()
      expect(await screen.findByRole('heading', { level: 1, name: '海边日落（更新）' })).toBeInTheDocument()
    } finally {
      clearFeedSnapshot()
      builtFeed = []
    }
  })

  it('R2.33 a failed load (500) also shows the not-found view with the error and a way home', async () => {
    server.use(http.get('*/api/posts/7', () => HttpResponse.json(fail('boom', 'SERVER_001'), { status: 500 })))
    renderPostPage()
    expect(await screen.findByRole('heading', { name: '内容不存在' })).toBeInTheDocument()
    expect(screen.getByText('服务器内部错误')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  })

  it('R2.33 an id that is not a post id shows the not-found view at once, without a request', async () => {
    const asked = vi.fn()
    server.use(http.get('*/api/posts/:id', () => (asked(), HttpResponse.json(ok(post)))))
    renderPostPage('/post/abc')
    expect(screen.getByRole('heading', { name: '内容不存在' })).toBeInTheDocument()
    expect(screen.getByText('无效的帖子ID')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).not.toHaveBeenCalled()
  })

  it('R2.29 the back button goes back in the browser history', async () => {
    server.use(http.get('*/api/posts/7', () => HttpResponse.json(ok(post))))
    renderPostPage()
    await screen.findByRole('heading', { level: 1, name: '海边日落' })
    const back = vi.fn()
    const assign = vi.fn()
    vi.stubGlobal('history', { length: 3, back })
    vi.stubGlobal('location', { assign })
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(back).toHaveBeenCalledOnce()
    expect(assign).not.toHaveBeenCalled()
  })

  it('R2.29 with no page to go back to (opened directly), the back button goes home', async () => {
    server.use(http.get('*/api/posts/7', () => HttpResponse.json(ok(post))))
    renderPostPage()
    await screen.findByRole('heading', { level: 1, name: '海边日落' })
    const back = vi.fn()
    const assign = vi.fn()
    vi.stubGlobal('history', { length: 1, back })
    vi.stubGlobal('location', { assign })
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(assign).toHaveBeenCalledWith('/')
    expect(back).not.toHaveBeenCalled()
  })

  it('R2.29 the gallery comes first (left on wide screens), before the post’s text', async () => {
    server.use(http.get('*/api/posts/7', () => HttpResponse.json(ok(post))))
    renderPostPage()
    const title = await screen.findByRole('heading', { level: 1, name: '海边日落' })
    const gallery = screen.getByRole('region', { name: '图片' })
    expect(gallery.querySelector('img')).toHaveAttribute('src', '/img/1.webp')
    expect(gallery.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('the post page’s social moves', { timeout: 15_000 }, () => {
  const followStatus = (following: boolean) =>
    http.post('*/api/social/batch-follow-status', () =>
      HttpResponse.json(ok({ followStatus: { [String(post.author.id)]: following } })),
    )

  it('R4.19 R6.2 a signed-in reader sees 关注 beside the author, and 已关注 once followed', async () => {
    auth = signedInAuth()
    server.use(
      http.get('*/api/posts/7', () => HttpResponse.json(ok(post))),
      followStatus(false),
    )
    const { user } = renderPostPage()
    const header = (await screen.findByRole('link', { name: '小鹿' })).closest('header')!
    const follow = await within(header).findByRole('button', { name: '关注 小鹿' })
    await user.click(follow)
    // The follow toggle's call (its debounce, retries, rollback) is the follow feature's own test.
    expect(await within(header).findByRole('button', { name: '已关注 小鹿' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('R6.2 no 关注 on one’s own post, nor for a visitor', async () => {
    server.use(
      http.get('*/api/posts/7', () => HttpResponse.json(ok(post))),
      followStatus(false),
    )
    renderPostPage()
    await screen.findByRole('heading', { level: 1, name: '海边日落' })
    expect(screen.queryByRole('button', { name: /关注/ })).toBeNull()
    cleanup()
    auth = signedInAuth()
    server.use(
      http.get('*/api/posts/7', () => HttpResponse.json(ok({ ...post, author: { ...post.author, id: demoUser.id } }))),
    )
    renderPostPage()
    await screen.findByRole('heading', { level: 1, name: '海边日落' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: /关注/ })).toBeNull()
  })

  it('R2.35 a signed-in reader’s 说点什么… bar opens the comment form, focused; 💬 opens it too', async () => {
    auth = signedInAuth()
    server.use(
      http.get('*/api/posts/7', () => HttpResponse.json(ok(post))),
      followStatus(false),
    )
    const { user } = renderPostPage()
    const bar = await screen.findByRole('button', { name: '说点什么…' })
    expect(screen.queryByRole('textbox', { name: '评论内容' })).toBeNull()
    await user.click(bar)
    expect(await screen.findByRole('textbox', { name: '评论内容' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: '收起' }))
    expect(screen.queryByRole('textbox', { name: '评论内容' })).toBeNull()
    await user.click(screen.getByRole('button', { name: /^评论 \d/ }))
    expect(await screen.findByRole('textbox', { name: '评论内容' })).toHaveFocus()
  })

  it('R2.35 a visitor gets no 说点什么… bar (the comment toggle is for signed-in readers)', async () => {
    server.use(http.get('*/api/posts/7', () => HttpResponse.json(ok(post))))
    renderPostPage()
    await screen.findByRole('heading', { level: 1, name: '海边日落' })
    expect(screen.queryByRole('button', { name: '说点什么…' })).toBeNull()
  })
})
