import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PostSchema, type Post } from '@/schemas/post.schema'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { PostPage as FeedPage } from '@/lib/post-pages'
import {
  FEED_SNAPSHOT_MAX_AGE_MS,
  clearFeedSnapshot,
  postInFeedSnapshot,
  readFeedSnapshot,
  saveFeedSnapshot,
} from './feed-snapshot'

function memoryStore() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

const post = (id: number): Post =>
  v.parse(PostSchema, {
    id,
    title: `标题 ${id}`,
    content: '内容',
    category: 'food',
    tags: [],
    images: [{ url: `/demo-images/posts/food-0${id}.webp`, width: 600, height: 800 }],
    location: null,
    author: { id: 2, username: 'lemon', displayName: '柠檬', avatar: null },
    likesCount: 3,
    commentsCount: 1,
    bookmarksCount: 0,
    viewsCount: 10,
    isLiked: false,
    isBookmarked: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: null,
  })

const page: FeedPage = { page: 1, items: [post(1), post(2)], hasMore: true, total: 40 }

describe('feed snapshot (the returning visitor’s first screen)', () => {
  it('gives back the first page it kept, for the same viewer', () => {
    const store = memoryStore()
    saveFeedSnapshot(7, page, 1_000, store)
    expect(readFeedSnapshot(7, 2_000, store)).toEqual(page)
  })

  it('is not shown to another viewer, nor to a visitor after a user', () => {
    const store = memoryStore()
    saveFeedSnapshot(7, page, 1_000, store)
    expect(readFeedSnapshot(8, 2_000, store)).toBeNull()
    expect(readFeedSnapshot(null, 2_000, store)).toBeNull()
  })

  it('is dropped once older than a day', () => {
    const store = memoryStore()
    saveFeedSnapshot(null, page, 1_000, store)
    expect(readFeedSnapshot(null, 1_000 + FEED_SNAPSHOT_MAX_AGE_MS + 1, store)).toBeNull()
  })

  it("gives a card's post from it (the copy a post tapped on the restored screen opens with), for the same viewer only", () => {
    const store = memoryStore()
    saveFeedSnapshot(7, page, 1_000, store)
    expect(postInFeedSnapshot(2, 7, 2_000, store)).toEqual(post(2))
    expect(postInFeedSnapshot(3, 7, 2_000, store)).toBeNull()
    expect(postInFeedSnapshot(2, null, 2_000, store)).toBeNull()
  })

  it('keeps only page 1', () => {
    const store = memoryStore()
    saveFeedSnapshot(null, { ...page, page: 2 }, 1_000, store)
    expect(store.data.size).toBe(0)
  })

  it('ignores corrupt or tampered storage instead of crashing', () => {
    const store = memoryStore()
    store.setItem(STORAGE_KEYS.feedSnapshot, '{not json')
    expect(readFeedSnapshot(null, 2_000, store)).toBeNull()
    store.setItem(
      STORAGE_KEYS.feedSnapshot,
      JSON.stringify({
        viewerId: null,
        savedAt: 1_000,
        page: { page: 1, items: [{ id: 'x' }], hasMore: true, total: 1 },
      }),
    )
    expect(readFeedSnapshot(null, 2_000, store)).toBeNull()
  })

  it('survives a full or blocked storage on save, and clears', () => {
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => saveFeedSnapshot(null, page, 1_000, full)).not.toThrow()
    const store = memoryStore()
    saveFeedSnapshot(null, page, 1_000, store)
    clearFeedSnapshot(store)
    expect(readFeedSnapshot(null, 2_000, store)).toBeNull()
  })
})
