import type { InfiniteData } from '@tanstack/react-query'
import { publishInvalidate } from '@/services/global-state'
import { postCache } from '@/services/post-cache'
import { commitPostValues } from '@/services/post-values'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'
import type { Comment } from '@/schemas/comment.schema'
import type { CommentPage } from '../api/get-comments'

// The server's answers about comments, into the query cache that owns them: the post's list and its
// comment count (every cached copy of the post, R4.20/R4.21), and a word to the other tabs (R4.36).

type CommentPages = InfiniteData<CommentPage>

function adjustCount(postId: number, delta: number) {
  const post = postCache.get().find(postId)
  // Counts never go below 0 (R4.21); a post no screen holds is refetched with its count when shown.
  if (post) commitPostValues(postId, { commentsCount: Math.max(0, post.commentsCount + delta) })
}

/** A comment the server took: first in the list (once), the count one higher. */
export function insertComment(postId: number, comment: Comment): void {
  queryCache.get().setQueryData<CommentPages>(queryKeys.comments.list(postId), (data) => {
    if (!data || data.pages.some((p) => p.items.some((c) => c.id === comment.id))) return data
    const [first, ...rest] = data.pages
    if (!first) return data
    return { ...data, pages: [{ ...first, items: [comment, ...first.items], total: first.total + 1 }, ...rest] }
  })
  adjustCount(postId, 1)
  publishInvalidate(queryKeys.comments.list(postId))
}

/** Comments the server deleted (one and its replies): out of the list, the count lower by as many. */
export function removeComments(postId: number, ids: readonly number[]): void {
  const gone = new Set(ids)
  queryCache.get().setQueryData<CommentPages>(queryKeys.comments.list(postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            items: p.items.filter((c) => !gone.has(c.id)),
            total: Math.max(0, p.total - ids.length),
          })),
        }
      : data,
  )
  adjustCount(postId, -ids.length)
  publishInvalidate(queryKeys.comments.list(postId))
}
