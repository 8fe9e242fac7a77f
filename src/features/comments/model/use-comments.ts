import { useMemo, useSyncExternalStore } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { QueuedOperation } from '@machines/offline-queue.machine'
import { COMMENT_MESSAGES } from '@machines/comment.machine'
import { offlineQueue, queuedOperations } from '@/services/offline-queue/offline-queue'
import { mergePages } from '@/lib/post-pages'
import { commentsQueryOptions } from '../api/get-comments'
import { commentChangesFor, subscribeCommentChanges, type RunningChange } from './comment-changes'
import { buildThreads, type LocalComment } from './comment-threads'
import { commentOperation } from './queued-operations'

function queuedComments(queue: readonly QueuedOperation[], postId: number): LocalComment[] {
  return queuedOperations(queue, commentOperation).flatMap(({ payload }) =>
    payload.postId === postId ? [{ ...payload, state: 'queued' as const }] : [],
  )
}

const sameList = (a: readonly LocalComment[], b: readonly LocalComment[]) =>
  a.length === b.length && a.every((c, i) => c.tempId === b[i]?.tempId)

/** What one post's comment changes add to and take from the server's list and count. */
function overlay(changes: readonly RunningChange[], queued: readonly LocalComment[]) {
  const local = [...queued, ...changes.flatMap((c) => (c.local ? [c.local] : []))].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )
  const deleting = changes.flatMap((c) => (c.change.kind === 'delete' ? [c.change.commentId] : []))
  const hidden = changes.reduce((n, c) => n + (c.hiding?.length ?? 0), 0)
  return { local, deleting, countDelta: local.length - hidden }
}

function useOverlay(postId: number) {
  const changes = useSyncExternalStore(
    subscribeCommentChanges,
    () => commentChangesFor(postId),
    () => commentChangesFor(postId),
  )
  const queued = useSelector(offlineQueue.get().actor, (s) => queuedComments(s.context.queue, postId), sameList)
  return useMemo(() => overlay(changes, queued), [changes, queued])
}

/** The post's comment count as screens show it: the cached post's, with the changes in flight or queued (R4.20, R4.21). */
export function useCommentCount(postId: number, cached: number): number {
  return Math.max(0, cached + useOverlay(postId).countDelta)
}

/** The post's comments as threads: the cached pages with the changes in flight and those queued offline. */
export function useComments(postId: number) {
  const query = useInfiniteQuery(commentsQueryOptions(postId))
  const { local, deleting } = useOverlay(postId)
  const server = useMemo(() => (query.data ? mergePages(query.data.pages) : []), [query.data])
  const threads = useMemo(() => buildThreads({ server, local, deleting }), [server, local, deleting])
  // R8.16: the list failed and there is nothing to show instead (comments being sent still show).
  const listFailure = query.isError && threads.length === 0 ? COMMENT_MESSAGES.listFailed : null
  return { query, threads, all: server, listFailure }
}
