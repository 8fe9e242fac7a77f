import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { resetCommentChanges } from '@/features/comments/model/comment-changes'
import { commentOperations } from '@/features/comments/model/queued-operations'
import { resetPostToggles } from '@/features/likes-bookmarks/model/post-toggles'
import { likeBookmarkOperations } from '@/features/likes-bookmarks/model/queued-operations'
import type { Post } from '@/schemas/post.schema'
import type { User } from '@/schemas/user.schema'
import { demoUser } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { LoadedPost } from './loaded-post'

// The comment author's link as the app composes it (LoadedPost hands the comment panel the app's user page), not a
// test's own stand-in for it.

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
afterEach(() => {
  resetCommentChanges()
  resetPostToggles()
})

const post: Post = {
  id: 7,
  title: '海边日落',
  content: '傍晚的海边',
  category: 'travel',
  tags: [],
  images: [{ url: '/img/1.webp', width: 750, height: 1000 }],
  location: null,
  author: { id: 3, username: 'xiaolu', displayName: '小鹿', avatar: null },
  likesCount: 0,
  commentsCount: 2,
  bookmarksCount: 0,
  isLiked: false,
  isBookmarked: false,
  viewCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: null,
}

const wireComment = (id: number, author: { id: number; name: string }, content: string) => ({
  id,
  content,
  postId: 7,
  parentId: null,
  author: {
    id: author.id,
    username: `u${author.id}`,
    email: null,
    displayName: author.name,
    avatar: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
})

function renderPost(user: User | null, variant: 'page' | 'dialog') {
  server.use(
    http.get('*/api/comments/post/7', () =>
      HttpResponse.json(
        ok(
          [
            wireComment(21, { id: 25, name: '小熊' }, '想去！'),
            wireComment(20, { id: demoUser.id, name: demoUser.displayName }, '我去过'),
          ],
          { meta: { pagination: { page: 1, limit: 20, total: 2, hasNext: false } } },
        ),
      ),
    ),
    http.post('*/api/social/batch-follow-status', () => HttpResponse.json(ok({ followStatus: { '3': false } }))),
  )
  const utils = renderRoute(<LoadedPost post={post} user={user} variant={variant} onDeleted={() => {}} />, {
    path: '/post/7',
    operations: [...commentOperations, ...likeBookmarkOperations],
  })
  return { ...utils, userEvents: userEvent.setup() }
}

/** The comment's avatar and name: both are links (the avatar's named by the name). */
const authorLinks = (article: HTMLElement, name: string) => within(article).getAllByRole('link', { name })

describe('a comment’s author link, as the post composes it', () => {
  it.each([
    ['page', 'a signed-in reader', demoUser],
    ['page', 'a visitor', null],
    ['dialog', 'a signed-in reader', demoUser],
    ['dialog', 'a visitor', null],
  ] as const)(
    'R2.36 in the post %s, for %s, a comment’s avatar and name go to exactly the author’s user page /user/{authorId}',
    async (variant, _, viewer) => {
      const { location, userEvents } = renderPost(viewer, variant)
      const theirs = await screen.findByRole('article', { name: '小熊的评论' })
      const links = authorLinks(theirs, '小熊')
      expect(links).toHaveLength(2)
      for (const link of links) expect(link).toHaveAttribute('href', '/user/25')
      await userEvents.click(links[1]!)
      expect(location.history?.at(-1)).toBe('/user/25')
    },
  )

  it('R2.36 the signed-in reader’s own comment goes to their own user page /user/{id} too, like any author’s (not /profile)', async () => {
    renderPost(demoUser, 'page')
    const mine = await screen.findByRole('article', { name: `${demoUser.displayName}的评论` })
    const links = authorLinks(mine, demoUser.displayName)
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute('href', `/user/${demoUser.id}`)
  })
})
