import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PostCard } from '@/components/post-list/post-card'
import { resetCommentChanges } from '@/features/comments/model/comment-changes'
import { commentOperations } from '@/features/comments/model/queued-operations'
import { HistoryPage } from '@/features/history/components/history-page'
import { resetPostToggles } from '@/features/likes-bookmarks/model/post-toggles'
import { likeBookmarkOperations } from '@/features/likes-bookmarks/model/queued-operations'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { Post } from '@/schemas/post.schema'
import { HOSTILE_TEXTS } from '@/test/hostile-text'
import { expectShownAsText } from '@/test/inert-text'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { ok, setupTestServer } from '@/test/test-server'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { PostRoute } = await import('../routes/post.route')

// Issue 23, item 4 at the screen layer: every text of the hostile corpus in every place the post screens show user
// text: a card of the feed, a user's posts and the saved list (title, author), the post page (title, content, tags,
// location, author; a comment, a reply and their authors), and the history (title, author). Each is shown as text.

const server = setupTestServer()
const at = '2026-11-01T00:00:00.000Z'
const author = (text: string) => ({ id: 3, username: 'xiaolu', displayName: text, avatar: null })
const post = (id: number, text: string, cover = true): Post => ({
  id,
  title: text,
  content: text,
  category: 'travel',
  tags: [text],
  images: cover ? [{ url: '/img/1.webp', width: 750, height: 1000 }] : [],
  location: text,
  author: author(text),
  likesCount: 4,
  commentsCount: 2,
  bookmarksCount: 2,
  isLiked: false,
  isBookmarked: false,
  viewCount: 10,
  createdAt: at,
  updatedAt: null,
})
const wireAuthor = (id: number, text: string) => ({
  id,
  username: `u${id}`,
  email: null,
  displayName: text,
  avatar: null,
  createdAt: at,
  updatedAt: at,
})
const comment = (id: number, text: string, parentId: number | null) => ({
  id,
  content: text,
  postId: 7,
  parentId,
  author: wireAuthor(10 + id, text),
  createdAt: at,
  updatedAt: at,
})

beforeEach(() => {
  auth = signedInAuth()
})
afterEach(() => {
  resetCommentChanges()
  resetPostToggles()
})

describe('hostile text on the post screens', { timeout: 60_000 }, () => {
  it('a post card (the feed, a user’s posts, liked, saved): each text as its title and author, with and without a cover', () => {
    const { container } = renderRoute(
      <div>
        {HOSTILE_TEXTS.flatMap(({ text }, i) => [
          <div key={`c${i}`} data-case={i}>
            <PostCard post={post(i + 1, text)} postHref={`/post/${i + 1}`} authorHref="/user/3" />
          </div>,
          <div key={`n${i}`} data-case={`n${i}`}>
            <PostCard post={post(i + 1, text, false)} postHref={`/post/${i + 1}`} authorHref="/user/3" />
          </div>,
        ])}
      </div>,
    )
    HOSTILE_TEXTS.forEach(({ name, text }, i) => {
      for (const key of [String(i), `n${i}`]) {
        const card = container.querySelector(`[data-case="${key}"]`)!
        expectShownAsText(card.querySelector('h2')!, text, `card title × ${name}`)
        expectShownAsText(card.querySelector('a[href="/user/3"] span.truncate')!, text, `card author × ${name}`)
        expectShownAsText(card, text, `card × ${name}`)
      }
    })
  })

  it.each(HOSTILE_TEXTS.map((h) => [h.name, h] as const))(
    'the post page with its comments: %s as title, content, tag, location, authors, a comment and a reply',
    async (name, { text }) => {
      server.use(
        http.get('*/api/posts/7', () => HttpResponse.json(ok(post(7, text)))),
        http.get('*/api/comments/post/7', () =>
          HttpResponse.json(
            ok([comment(21, text, null), comment(22, text, 21)], {
              meta: { pagination: { page: 1, limit: 20, total: 2, hasNext: false } },
            }),
          ),
        ),
      )
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
      const { container } = renderRoute(<Route path="/post/:postId" component={PostRoute} />, {
        path: '/post/7',
        queryClient,
        operations: [...commentOperations, ...likeBookmarkOperations],
      })
      // Title, content, tag, location, the post's author; the comment, the reply and their two authors.
      const places = () =>
        [...container.querySelectorAll('*')]
          .filter((el) => el.textContent === text || el.textContent === `#${text}`)
          .filter((el) => ![...el.children].some((c) => c.textContent === el.textContent))
      if (text.trim())
        await vi.waitFor(() => expect(places().length, name).toBeGreaterThanOrEqual(9), { timeout: 5000 })
      else await screen.findAllByText('回复', { selector: 'button' })
      expectShownAsText(container, text, `post page × ${name}`)
      for (const el of places())
        expectShownAsText(
          el,
          text,
          `post page <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> × ${name}`,
        )
    },
  )

  it('the history: each text as a viewed post’s title and author', () => {
    const entries = HOSTILE_TEXTS.map(({ text }, i) => ({ ...post(i + 1, text, i % 2 === 0), viewedAt: at }))
    localStorage.setItem(`${STORAGE_KEYS.history}.1`, JSON.stringify(entries))
    const { container } = renderRoute(<HistoryPage userId={1} postHref={(id) => `/post/${id}`} homeHref="/" />)
    const cards = [...container.querySelectorAll('article')]
    expect(cards).toHaveLength(HOSTILE_TEXTS.length)
    HOSTILE_TEXTS.forEach(({ name, text }, i) => {
      const card = cards.find((c) => c.querySelector(`a[href="/post/${i + 1}"]`))!
      expectShownAsText(card.querySelector('h3')!, text, `history title × ${name}`)
      expectShownAsText(card, text, `history card × ${name}`)
    })
  })
})
