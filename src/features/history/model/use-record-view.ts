import { useEffect } from 'react'
import type { PostSummary } from '@/schemas/history.schema'
import { recordView } from './history-store'

/**
 * R4.26: a post seen by a signed-in viewer goes on top of their local history (the post page and the post
 * dialog both). A visitor's views are not kept. Recorded once per post shown, not on every refresh of it.
 */
export function useRecordView(viewerId: number | null, post: PostSummary | undefined): void {
  const postId = post?.id
  useEffect(() => {
    if (viewerId !== null && post) recordView(viewerId, post)
  }, [viewerId, postId]) // eslint-disable-line react-hooks/exhaustive-deps
}
