import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { Post } from '@/schemas/post.schema'
import { listenAsOtherTab } from '@/test/other-tab'
import { samplePost } from '@/test/posts'
import { createPostCache, postCache } from './post-cache'
import { applyRemotePostAction, commitPostValues } from './post-values'
import { queryKeys } from '@/lib/query-keys'

const disconnects: Array<() => void> = []
afterEach(() => disconnects.splice(0).forEach((stop) => stop()))

/** One tab's query cache holding post 12, connected as the post cache. */
function tab() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(queryKeys.posts.detail(12), samplePost)
  disconnects.push(postCache.connect(createPostCache(queryClient)))
  return () => queryClient.getQueryData<Post>(queryKeys.posts.detail(12))
}

describe('post values', () => {
  it('R4.10 R4.36 a server answer lands in this tab’s cache and is told to the other tabs, which write it into theirs', () => {
    const otherTab = listenAsOtherTab()
    const here = tab()
    commitPostValues(12, { isLiked: true, likesCount: 9 })
    commitPostValues(12, { isBookmarked: true, bookmarksCount: 2 })
    commitPostValues(12, { commentsCount: 3 })
    expect(here()).toMatchObject({
      isLiked: true,
      likesCount: 9,
      isBookmarked: true,
      bookmarksCount: 2,
      commentsCount: 3,
    })
    expect(otherTab).toEqual([
      { type: 'user.action', payload: { action: 'like', postId: 12, isLiked: true, likeCount: 9 } },
      { type: 'user.action', payload: { action: 'bookmark', postId: 12, isBookmarked: true, bookmarkCount: 2 } },
      { type: 'user.action', payload: { action: 'comment', postId: 12, commentsCount: 3 } },
    ])

    disconnects.splice(0).forEach((stop) => stop())
    const there = tab()
    for (const message of otherTab) if (message.type === 'user.action') applyRemotePostAction(message.payload)
    expect(there()).toMatchObject({
      isLiked: true,
      likesCount: 9,
      isBookmarked: true,
      bookmarksCount: 2,
      commentsCount: 3,
    })
  })
})
