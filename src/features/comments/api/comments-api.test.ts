import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { createComment } from './create-comment'
import { commentsQueryOptions, getCommentsPage } from './get-comments'

const server = setupTestServer()
const wireComment = (id: number, author: Record<string, unknown>) => ({
  id,
  content: `评论${id}`,
  postId: 7,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  author,
})
const snakeAuthor = {
  id: 2,
  username: 'deer',
  email: 'd@x.com',
  display_name: '小鹿',
  avatar_url: '/a/2.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
const camelAuthor = {
  id: 3,
  username: 'cat',
  email: null,
  displayName: '小猫',
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('comments api', () => {
  it.each([
    ['a plain list', [wireComment(1, snakeAuthor), wireComment(2, camelAuthor)]],
    [
      '{ items, pagination, total }',
      {
        items: [wireComment(1, snakeAuthor), wireComment(2, camelAuthor)],
        pagination: { page: 1, limit: 20, total: 2, hasNext: false },
        total: 2,
      },
    ],
    ['{ comments, total }', { comments: [wireComment(1, snakeAuthor), wireComment(2, camelAuthor)], total: 2 }],
  ])(
    'R3.7 R7.27 the list is read from %s, authors from display_name/avatar_url or displayName/avatar',
    async (_, data) => {
      server.use(http.get(apiUrl('/comments/post/7'), () => HttpResponse.json(ok(data))))
      const page = await getCommentsPage(7, 1)
      expect(page.items.map((c) => [c.id, c.postId, c.content, c.author.displayName])).toEqual([
        [1, 7, '评论1', '小鹿'],
        [2, 7, '评论2', '小猫'],
      ])
      expect(page.items[0]!.author.avatar).toContain('/a/2.webp')
      expect(page.total).toBe(2)
    },
  )

  it("R3.7 a comment's createdAt/updatedAt and its author's id, username and email are read", async () => {
    const comment = {
      ...wireComment(1, snakeAuthor),
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-25T08:30:00.000Z',
    }
    const snake = {
      id: 2,
      content: 'c',
      post_id: 7,
      created_at: '2026-11-20T00:00:00.000Z',
      updated_at: '2026-11-21T00:00:00.000Z',
      author: camelAuthor,
    }
    server.use(http.get(apiUrl('/comments/post/7'), () => HttpResponse.json(ok([comment, snake]))))
    const { items } = await getCommentsPage(7, 1)
    expect(items[0]).toMatchObject({ createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-25T08:30:00.000Z' })
    expect(items[0]!.author).toMatchObject({ id: 2, username: 'deer', email: 'd@x.com' })
    expect(items[1]).toMatchObject({
      postId: 7,
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00.000Z',
    })
    expect(items[1]!.author).toMatchObject({ id: 3, username: 'cat', email: null })
  })

  it.each([
    [true, 2],
    [false, 20],
  ])(
    "R3.7 R3.15 the list's hasMore is read from meta.pagination.hasNext (%s, with %i items) and its total from meta.pagination.total",
    async (hasNext, count) => {
      const items = Array.from({ length: count }, (_, i) => wireComment(i + 1, camelAuthor))
      server.use(
        http.get(apiUrl('/comments/post/7'), () =>
          HttpResponse.json(ok(items, { meta: { pagination: { page: 1, limit: 20, total: 57, hasNext } } })),
        ),
      )
      const page = await getCommentsPage(7, 1)
      expect(page.hasMore).toBe(hasNext)
      expect(page.total).toBe(57)
    },
  )

  it('R7.27 GET /comments/post/{id} is asked with page (the first is 1) and limit 20', async () => {
    const asked: string[] = []
    server.use(
      http.get(apiUrl('/comments/post/7'), ({ request }) => {
        const q = new URL(request.url).searchParams
        asked.push(`page=${q.get('page')}&limit=${q.get('limit')}`)
        return HttpResponse.json(ok([]))
      }),
    )
    const options = commentsQueryOptions(7)
    expect(options.initialPageParam).toBe(1)
    await getCommentsPage(7, options.initialPageParam)
    await getCommentsPage(7, 2)
    expect(asked).toEqual(['page=1&limit=20', 'page=2&limit=20'])
  })

  it('R3.7 R7.26 creating sends the content, and parentId only for a reply', async () => {
    setTokens('a1', 'r1')
    const bodies: unknown[] = []
    server.use(
      http.post(apiUrl('/comments'), async ({ request }) => {
        bodies.push({ postId: new URL(request.url).searchParams.get('postId'), body: await request.json() })
        return HttpResponse.json(ok(wireComment(9, camelAuthor)), { status: 201 })
      }),
    )
    await createComment(7, '第一', null)
    await createComment(7, '回复', 4)
    expect(bodies).toEqual([
      { postId: '7', body: { content: '第一' } },
      { postId: '7', body: { content: '回复', parentId: 4 } },
    ])
  })

  it.each([
    [403, '您没有权限发表评论'],
    [400, '评论内容不符合要求'],
    [429, '评论过于频繁，请稍后再试'],
    [404, '帖子不存在或已被删除'],
  ])('R8.11 a comment refused with %i and no message of its own says %s', async (status, text) => {
    setTokens('a1', 'r1')
    server.use(http.post(apiUrl('/comments'), () => HttpResponse.json({ success: false }, { status })))
    await expect(createComment(7, '你好', null)).rejects.toMatchObject({ status, message: text })
  })

  it('R8.7 a comment refused for want of a valid login says 请先登录后再发表评论', async () => {
    server.use(
      http.post(apiUrl('/comments'), () => HttpResponse.json({ success: false }, { status: 401 })),
      http.post(apiUrl('/auth/refresh'), () => HttpResponse.json({ success: false }, { status: 401 })),
    )
    setTokens('expired', 'r1')
    await expect(createComment(7, '你好', null)).rejects.toMatchObject({ status: 401, message: '请先登录后再发表评论' })
  })

  it("R8.11 the server's own message for a refused comment is kept", async () => {
    setTokens('a1', 'r1')
    server.use(
      http.post(apiUrl('/comments'), () =>
        HttpResponse.json({ success: false, message: '该帖子已关闭评论' }, { status: 403 }),
      ),
    )
    await expect(createComment(7, '你好', null)).rejects.toMatchObject({ status: 403, message: '该帖子已关闭评论' })
  })
})
