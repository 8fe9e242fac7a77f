import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { getPost, postQueryOptions } from './get-post'

const server = setupTestServer()

describe('getPost', () => {
  it('R3.5 R7.13 reads a post from the snake_case fields (author from user_id, display_name, avatar_url; counts from like_count …)', async () => {
    server.use(
      http.get(apiUrl('/posts/1'), () =>
        HttpResponse.json(
          ok({
            id: 1,
            title: '周末去露营',
            content: '好天气',
            tags: ['露营'],
            images: ['/uploads/a.webp', { url: '/uploads/b.webp', width: 750, height: 1000 }],
            location: '杭州',
            user_id: 3,
            username: 'lemon',
            display_name: '小柠檬',
            avatar_url: '/uploads/u3.webp',
            like_count: 5,
            comment_count: 2,
            is_liked: true,
            is_bookmarked: false,
            view_count: 9,
            created_at: '2025-01-01T00:00:00.000Z',
            updated_at: '2025-01-02T00:00:00.000Z',
          }),
        ),
      ),
    )
    const post = await getPost(1)
    expect(post).toMatchObject({
      id: 1,
      title: '周末去露营',
      content: '好天气',
      category: 'general',
      tags: ['露营'],
      location: '杭州',
      likesCount: 5,
      commentsCount: 2,
      isLiked: true,
      isBookmarked: false,
      viewCount: 9,
    })
    expect(post).toMatchObject({ createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-02T00:00:00.000Z' })
    expect(post.author).toMatchObject({ id: 3, username: 'lemon', displayName: '小柠檬' })
    expect(post.author.avatar).toContain('/uploads/u3.webp')
    expect(post.images.map((i) => i.url)).toEqual([
      expect.stringContaining('/uploads/a.webp'),
      expect.stringContaining('/uploads/b.webp'),
    ])
    expect(post.images[1]).toMatchObject({ width: 750, height: 1000 })
  })

  it('R3.5 reads the camelCase wire forms: likesCount, commentsCount, isLiked, isBookmarked, the author object, createdAt and updatedAt', async () => {
    server.use(
      http.get(apiUrl('/posts/5'), () =>
        HttpResponse.json(
          ok({
            id: 5,
            title: 't',
            content: 'c',
            category: 'food',
            author: { id: 7, username: 'mint', displayName: '薄荷', avatar: '/uploads/u7.webp' },
            likesCount: 11,
            commentsCount: 4,
            isLiked: false,
            isBookmarked: true,
            viewCount: 30,
            createdAt: '2025-03-01T00:00:00.000Z',
            updatedAt: '2025-03-02T00:00:00.000Z',
          }),
        ),
      ),
    )
    const post = await getPost(5)
    expect(post).toMatchObject({
      id: 5,
      category: 'food',
      likesCount: 11,
      commentsCount: 4,
      isLiked: false,
      isBookmarked: true,
      viewCount: 30,
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-02T00:00:00.000Z',
    })
    expect(post.author).toEqual({ id: 7, username: 'mint', displayName: '薄荷', avatar: '/uploads/u7.webp' })
  })

  it.each([
    ['id', { title: 't', content: 'c', author: { id: 3, username: 'lemon' } }],
    ['content', { id: 6, title: 't', author: { id: 3, username: 'lemon' } }],
  ])('R3.5 a post without %s is refused with DATA_VALIDATION_ERROR', async (_, body) => {
    server.use(http.get(apiUrl('/posts/6'), () => HttpResponse.json(ok(body))))
    await expect(getPost(6)).rejects.toMatchObject({ type: 'DATA_VALIDATION_ERROR' })
  })

  it('R3.5 a post without its title is refused, not shown', async () => {
    server.use(
      http.get(apiUrl('/posts/2'), () =>
        HttpResponse.json(ok({ id: 2, content: 'c', author: { id: 3, username: 'lemon' } })),
      ),
    )
    await expect(getPost(2)).rejects.toThrow()
  })

  it.each([0, -3, 1.5, Number.NaN])(
    'R5.25 the post query needs a positive id: %s is refused with 无效的帖子ID and nothing is sent',
    async (id) => {
      let calls = 0
      server.events.on('request:start', () => {
        calls += 1
      })
      expect(postQueryOptions(id).enabled).toBe(false)
      await expect(getPost(id)).rejects.toMatchObject({ type: 'VALIDATION_ERROR', message: '无效的帖子ID' })
      expect(calls).toBe(0)
      server.events.removeAllListeners()
    },
  )
  it.each([
    ['likesCount is a string', { id: 4, title: 't', content: 'c', user_id: 3, username: 'lemon', likesCount: '5' }],
    ['id is missing', { title: 't', content: 'c', user_id: 3, username: 'lemon' }],
  ])('R5.28 an answer that fails the post schema (%s) gives DATA_VALIDATION_ERROR with status 422', async (_, body) => {
    server.use(http.get(apiUrl('/posts/4'), () => HttpResponse.json(ok(body))))
    await expect(getPost(4)).rejects.toMatchObject({ type: 'DATA_VALIDATION_ERROR', status: 422 })
    // The same answer with the field fixed is taken.
    server.use(http.get(apiUrl('/posts/4'), () => HttpResponse.json(ok({ ...body, id: 4, likesCount: 5 }))))
    await expect(getPost(4)).resolves.toMatchObject({ id: 4, likesCount: 5 })
  })
})
