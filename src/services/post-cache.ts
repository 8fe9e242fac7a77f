import type { QueryClient } from '@tanstack/react-query'
import type { Post } from '@/schemas/post.schema'
import { patchPostInPages, type PostPages } from '@/lib/post-pages'
import { queryKeys } from '@/lib/query-keys'
import { defineService } from '@/lib/service'

/** The server's values of a post that change without the post being refetched. */
export type PostServerValues = Partial<
  Pick<Post, 'isLiked' | 'likesCount' | 'isBookmarked' | 'bookmarksCount' | 'commentsCount'>
>

export interface PostCache {
  /** Writes the server's values into every cached copy of the post: each list it is in and its detail. */
  patch(postId: number, values: PostServerValues | ((post: Post) => PostServerValues)): void
  /** The post as cached (its detail, else the first list holding it). */
  find(postId: number): Post | undefined
  /** Asks the server again for the post's detail (refetched if a screen shows it). */
  refresh(postId: number): Promise<void>
}

const nonNegative = (n: number | undefined) => (n === undefined ? undefined : Math.max(0, Math.round(n)))

function apply(post: Post, values: PostServerValues | ((post: Post) => PostServerValues)): Post {
  const next = typeof values === 'function' ? values(post) : values
  const clean: PostServerValues = { ...next }
  for (const key of ['likesCount', 'bookmarksCount', 'commentsCount'] as const) {
    if (clean[key] !== undefined) clean[key] = nonNegative(clean[key])
    else delete clean[key]
  }
  if (clean.isLiked === undefined) delete clean.isLiked
  if (clean.isBookmarked === undefined) delete clean.isBookmarked
  return { ...post, ...clean }
}

/**
 * The query cache owns the server's values of every post (docs/architecture.md §2). Posts live under exactly two
 * kinds of keys (src/lib/query-keys.ts): lists of pages and single posts; nothing else is patched.
 */
export function createPostCache(client: QueryClient): PostCache {
  return {
    patch(postId, values) {
      client.setQueriesData<PostPages>({ queryKey: queryKeys.posts.lists() }, (data) =>
        data ? patchPostInPages(data, postId, (post) => apply(post, values)) : data,
      )
      client.setQueryData<Post>(queryKeys.posts.detail(postId), (post) => (post ? apply(post, values) : post))
    },
    find(postId) {
      const detail = client.getQueryData<Post>(queryKeys.posts.detail(postId))
      if (detail) return detail
      for (const [, data] of client.getQueriesData<PostPages>({ queryKey: queryKeys.posts.lists() })) {
        for (const page of data?.pages ?? []) {
          const hit = page.items.find((p) => p.id === postId)
          if (hit) return hit
        }
      }
      return undefined
    },
    refresh(postId) {
      return client.invalidateQueries({ queryKey: queryKeys.posts.detail(postId) })
    },
  }
}

/** The app's post cache (connected by src/app/services.ts). */
export const postCache = defineService<PostCache>('post cache')
