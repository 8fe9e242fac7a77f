import type { InfiniteData } from '@tanstack/react-query'
import type { ToggleValues } from '@machines/toggle.machine'
import { publishInvalidate } from '@/services/global-state'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'
import type { CommentLikeResponse } from '@/schemas/comment.schema'
import type { CommentPage } from '../api/get-comments'

// A comment's like as the server answered it, into the comment lists that hold the comment (the query cache owns
// the server's values), and a word to the other tabs, which ask the server again (R4.36's way for comments).

type CommentPages = InfiniteData<CommentPage>

export const commentLikeValues = (r: CommentLikeResponse): ToggleValues => ({ active: r.isLiked, count: r.likeCount })

/** The post ids of the cached lists that hold the comment (one in practice: a comment belongs to one post). */
function listsHolding(commentId: number): number[] {
  return queryCache
    .get()
    .getQueriesData<CommentPages>({ queryKey: queryKeys.comments.all })
    .filter(([, data]) => data?.pages.some((p) => p.items.some((c) => c.id === commentId)))
    .map(([key]) => key[1] as number)
}

export function commitCommentLike(commentId: number, { active, count }: ToggleValues): void {
  for (const postId of listsHolding(commentId)) {
    queryCache.get().setQueryData<CommentPages>(queryKeys.comments.list(postId), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              items: p.items.map((c) => (c.id === commentId ? { ...c, isLiked: active, likeCount: count } : c)),
            })),
          }
        : data,
    )
    publishInvalidate(queryKeys.comments.list(postId))
  }
}

/** After a failed like: the lists holding the comment ask the server again, so the heart shows the server's word. */
export async function refreshCommentLike(commentId: number): Promise<void> {
  await Promise.all(
    listsHolding(commentId).map((postId) =>
      queryCache.get().invalidateQueries({ queryKey: queryKeys.comments.list(postId) }),
    ),
  )
}
