import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Post } from '@/schemas/post.schema'
import { createPostCache } from './post-cache'
import type { PostPages } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'

const post = (id: number, over: Partial<Post> = {}): Post => ({
  id,
  title: `笔记${id}`,
  content: '内容',
  category: 'food',
  tags: [],
  images: [],
  location: null,
  author: { id: 9, username: 'u9', displayName: '作者', avatar: null },
  likesCount: 3,
  commentsCount: 1,
  bookmarksCount: 0,
  isLiked: false,
  isBookmarked: false,
  viewCount: 0,
  createdAt: null,
  updatedAt: null,
  ...over,
})
const pages = (...ids: number[][]): PostPages => ({
  pages: ids.map((items, i) => ({ page: i + 1, items: items.map((id) => post(id)), hasMore: true, total: null })),
  pageParams: ids.map((_, i) => i + 1),
})

describe('post cache', () => {
  it('R4.10 patches the post in every list and its detail, and nothing else', () => {
    const client = new QueryClient()
    const feed = queryKeys.posts.feed({ category: null, search: '' }, 1)
    const mine = queryKeys.posts.byUser(9, 1)
    client.setQueryData(feed, pages([1, 2], [3]))
    client.setQueryData(mine, pages([3]))
    client.setQueryData(queryKeys.posts.detail(3), post(3))
    client.setQueryData(queryKeys.comments.list(3), { items: [{ id: 3 }] })
    const untouched = client.getQueryData<PostPages>(feed)!.pages[0]
    createPostCache(client).patch(3, { isLiked: true, likesCount: 4 })
    expect(client.getQueryData<PostPages>(feed)!.pages[1]!.items[0]).toMatchObject({ isLiked: true, likesCount: 4 })
    expect(client.getQueryData<PostPages>(feed)!.pages[0]).toBe(untouched)
    expect(client.getQueryData<PostPages>(mine)!.pages[0]!.items[0]).toMatchObject({ isLiked: true, likesCount: 4 })
    expect(client.getQueryData<Post>(queryKeys.posts.detail(3))).toMatchObject({ isLiked: true, likesCount: 4 })
    expect(client.getQueryData(queryKeys.comments.list(3))).toEqual({ items: [{ id: 3 }] })
  })

  it('a count never goes below 0; a function patch sees the cached post', () => {
    const client = new QueryClient()
    client.setQueryData(queryKeys.posts.detail(5), post(5, { commentsCount: 0 }))
    const cache = createPostCache(client)
    cache.patch(5, (p) => ({ commentsCount: p.commentsCount - 1 }))
    expect(cache.find(5)?.commentsCount).toBe(0)
    cache.patch(5, (p) => ({ commentsCount: p.commentsCount + 2 }))
    expect(cache.find(5)?.commentsCount).toBe(2)
  })

  it('finds a post from a list when it has no detail', () => {
    const client = new QueryClient()
    client.setQueryData(queryKeys.posts.liked(1), pages([7, 8]))
    expect(createPostCache(client).find(8)?.title).toBe('笔记8')
    expect(createPostCache(client).find(99)).toBeUndefined()
  })
})
