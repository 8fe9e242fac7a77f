import type { PostSummary } from '@/schemas/history.schema'
import type { Post } from '@/schemas/post.schema'

// Posts for tests: one as the app holds it, and one as the server sends it in a list.

/** Post 12 as the query cache holds it: not liked (4 likes), not bookmarked (1). */
export const samplePost: Post = {
  id: 12,
  title: '海边',
  content: '内容',
  category: 'travel',
  tags: [],
  images: [],
  location: null,
  author: { id: 3, username: 'u3', displayName: '作者', avatar: null },
  likesCount: 4,
  commentsCount: 0,
  bookmarksCount: 1,
  isLiked: false,
  isBookmarked: false,
  viewCount: 0,
  createdAt: null,
  updatedAt: null,
}

/** A post as GET /posts answers it: its own author, `id` likes and one cover. */
export const wirePost = (id: number, title = `笔记${id}`) => ({
  id,
  title,
  content: '内容',
  category: 'food',
  tags: ['美食'],
  images: [{ url: `/demo-images/posts/food-0${id % 6}.webp`, width: 750, height: 1000 }],
  location: null,
  author: { id: 100 + id, username: `u${id}`, displayName: `作者${id}`, avatar: null },
  likesCount: id,
  commentsCount: 0,
  bookmarksCount: 0,
  isLiked: false,
  isBookmarked: false,
  viewCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
})

/** A post as the browsing history keeps it (R3.11). */
export const postSummary = (id: number, likesCount = 0): PostSummary => ({
  id,
  title: `笔记${id}`,
  content: '内容',
  category: 'food',
  images: [],
  author: { id: 9, username: 'a', displayName: '作者', avatar: null },
  likesCount,
  createdAt: null,
})
