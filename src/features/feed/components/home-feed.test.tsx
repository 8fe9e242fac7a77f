import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { wirePost as post } from '@/test/posts'
import { renderRoute } from '@/test/render-route'
import type { PostPage } from '@/lib/post-pages'
import { HomeFeed, type HomeFeedProps } from './home-feed'

// The page 1 a built page carries (ADR 015): none unless a test sets it.
let builtPage: PostPage | null = null
vi.mock('@/services/prerendered-data', () => ({ prerenderedFeedPage: () => builtPage }))

const server = setupTestServer()

const page = (ids: number[], pageNo: number, hasNext: boolean) =>
  ok(
    ids.map((id) => post(id)),
    { meta: { pagination: { page: pageNo, limit: 20, total: 99, hasNext } } },
  )

function renderFeed(props: Partial<HomeFeedProps> = {}) {
  const onCategoryChange = vi.fn()
  const utils = renderRoute(
    <HomeFeed
      category={null}
      search=""
      viewerId={null}
      onCategoryChange={onCategoryChange}
      postHref={(id) => `/post/${id}`}
      userHref={(id) => `/user/${id}`}
      createHref="/create"
      {...props}
    />,
  )
  return { ...utils, onCategoryChange }
}

describe('HomeFeed', () => {
  it('R2.22 R2.76 shows six skeletons while the first page loads, then the cards', async () => {
    server.use(http.get('*/api/posts', async () => HttpResponse.json(page([1, 2, 3], 1, false))))
    renderFeed()
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(6)
    expect(await screen.findByRole('link', { name: '笔记1' })).toHaveAttribute('href', '/post/1')
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument()
  })

  it('R2.28 a card has the cover, title, author link to /user/{authorId} and opens the post', async () => {
    server.use(
      http.get('*/api/posts', () =>
        HttpResponse.json(
          ok([{ ...post(7), author: { id: 107, username: 'u7', displayName: '作者7', avatar: '/uploads/a7.png' } }], {
            meta: { pagination: { page: 1, limit: 20, total: 1, hasNext: false } },
          }),
        ),
      ),
    )
    const { location } = renderFeed()
    const open = await screen.findByRole('link', { name: '笔记7' })
    const card = open.closest('article') as HTMLElement
    const author = within(card).getByRole('link', { name: /作者7/ })
    expect(author).toHaveAttribute('href', '/user/107')
    // The author's avatar sits in the author link.
    expect(within(author).getByRole('img', { name: '作者7' })).toHaveAttribute('src', '/uploads/a7.png')
    expect(card.querySelector('img')).toHaveAttribute('src', '/demo-images/posts/food-01.webp')
    // The card (its cover and title link) opens the post.
    expect(open).toHaveAttribute('href', '/post/7')
    await userEvent.setup().click(within(open).getByRole('heading', { name: '笔记7' }))
    expect(location.history.at(-1)).toBe('/post/7')
  })

  it('R2.20 the bar holds exactly eight tabs in order: 推荐 时尚 美食 旅行 美妆 生活 健身 科技; none is active while searching, even with a category', async () => {
    server.use(http.get('*/api/posts', () => HttpResponse.json(page([1], 1, false))))
    const { unmount } = renderFeed()
    const tabs = screen.getByRole('navigation', { name: '分类' })
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['推荐', '时尚', '美食', '旅行', '美妆', '生活', '健身', '科技'])
    expect(within(tabs).getByRole('button', { current: true })).toHaveAccessibleName('推荐')
    // Each feed's request is answered before the next starts (none leaks into a later test).
    await screen.findByRole('link', { name: '笔记1' })
    unmount()
    renderFeed({ category: 'food', search: '咖啡' })
    const searching = screen.getByRole('navigation', { name: '分类' })
    expect(within(searching).getAllByRole('button')).toHaveLength(8)
    expect(within(searching).queryByRole('button', { current: true })).toBeNull()
    for (const tab of within(searching).getAllByRole('button')) expect(tab).not.toHaveAttribute('aria-current')
    await screen.findByRole('link', { name: '笔记1' })
  })

  it('R7.12 R2.20 R9.5 推荐 sends no category; a category is sent as given, with page 1 and limit 20', async () => {
    const seen: URLSearchParams[] = []
    server.use(
      http.get('*/api/posts', ({ request }) => {
        seen.push(new URL(request.url).searchParams)
        return HttpResponse.json(page([1], 1, false))
      }),
    )
    const { unmount } = renderFeed()
    await screen.findByRole('link', { name: '笔记1' })
    expect(seen[0]?.has('category')).toBe(false)
    expect(seen[0]?.get('page')).toBe('1')
    expect(seen[0]?.get('limit')).toBe('20')
    unmount()
    renderFeed({ category: 'food' })
    await waitFor(() => expect(seen.at(-1)?.get('category')).toBe('food'))
  })

  it('R2.20 the active tab follows the category and no tab is active while searching', async () => {
    server.use(http.get('*/api/posts', () => HttpResponse.json(page([1], 1, false))))
    const user = userEvent.setup()
    const { unmount, onCategoryChange } = renderFeed({ category: 'travel' })
    const tabs = screen.getByRole('navigation', { name: '分类' })
    expect(within(tabs).getByRole('button', { name: '旅行' })).toHaveAttribute('aria-current', 'true')
    await user.click(within(tabs).getByRole('button', { name: '美食' }))
    expect(onCategoryChange).toHaveBeenCalledWith('food')
    await user.click(within(tabs).getByRole('button', { name: '推荐' }))
    expect(onCategoryChange).toHaveBeenLastCalledWith(null)
    unmount()
    renderFeed({ search: '咖啡' })
    const tabs2 = screen.getByRole('navigation', { name: '分类' })
    expect(within(tabs2).queryByRole('button', { current: true })).toBeNull()
    await screen.findByRole('link', { name: '笔记1' })
  })

  it('R2.23 R8.13 a failed load shows an alert whose retry loads again', async () => {
    let calls = 0
    server.use(
      http.get('*/api/posts', () => {
        calls++
        return calls === 1
          ? HttpResponse.json(fail('服务器内部错误', 'SERVER_001'), { status: 500 })
          : HttpResponse.json(page([1], 1, false))
      }),
    )
    const user = userEvent.setup()
    renderFeed()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('服务器内部错误')
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('link', { name: '笔记1' })).toBeInTheDocument()
  })

  it('R2.24 R2.77 empty: nothing found while searching; otherwise a publish-first-post button', async () => {
    server.use(http.get('*/api/posts', () => HttpResponse.json(page([], 1, false))))
    const { unmount } = renderFeed({ search: '不存在的东西' })
    expect(await screen.findByRole('heading', { name: '没有找到相关内容' })).toBeInTheDocument()
    unmount()
    renderFeed()
    expect(await screen.findByRole('heading', { name: '还没有人发布笔记' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '发布第一篇帖子' })).toHaveAttribute('href', '/create')
  })

  it('R2.26 R4.23 load more appends the next page without duplicates, then the end message', async () => {
    server.use(
      http.get('*/api/posts', ({ request }) => {
        const p = Number(new URL(request.url).searchParams.get('page'))
        return HttpResponse.json(p === 1 ? page([1, 2, 3, 4, 5, 6], 1, true) : page([6, 7, 8, 9, 10, 11, 12], 2, false))
      }),
    )
    const user = userEvent.setup()
    renderFeed()
    await screen.findByRole('link', { name: '笔记1' })
    const more = screen.queryByRole('button', { name: '加载更多' })
    if (more) await user.click(more)
    expect(await screen.findByText('🎉 太棒了，你已经看完所有笔记啦！')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: '笔记6' })).toHaveLength(1)
  })

  it("R2.25 R2.26 the build's page 1, shown to a visitor until the live answer, ends in the loading indicator, not the end message; the live page then takes its place", async () => {
    builtPage = { page: 1, items: Array.from({ length: 20 }, (_, i) => post(i + 1)), hasMore: true, total: 320 }
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('*/api/posts', async () => {
        await answered
        return HttpResponse.json(page([1, 2, 3], 1, true))
      }),
    )
    try {
      renderFeed()
      expect(screen.getByRole('link', { name: '笔记4' })).toBeInTheDocument()
      expect(screen.getByText('正在加载更多...')).toBeInTheDocument()
      expect(screen.queryByText('🎉 太棒了，你已经看完所有笔记啦！')).toBeNull()
      answer()
      // The live page 1 (posts 1 to 3, more to come) in place of the build's.
      await waitFor(() => expect(screen.queryByRole('link', { name: '笔记4' })).toBeNull())
      expect(screen.getByRole('link', { name: '笔记3' })).toBeInTheDocument()
      expect(screen.queryByText('🎉 太棒了，你已经看完所有笔记啦！')).toBeNull()
    } finally {
      builtPage = null
    }
  })
})
