import * as v from 'valibot'
import { queuedOperationsOf } from '@/services/toggle/toggle-operations'

// R4.14: a like or bookmark made offline waits in the queue and is sent once the network is back, by the toggle's
// own call and commit (post-toggles.ts, loaded with the first replay). The server's answer is the truth once it
// lands; a refusal just leaves the server's values on screen. Like and unlike of one post share a merge key, so
// the second undoes the first before anything is sent. The types and payloads are stored: keep them as they are.

/** What a queued like or bookmark carries (R3.17 pendingOperations payload). */
const PostTogglePayloadSchema = v.object({ postId: v.pipe(v.number(), v.integer(), v.minValue(1)) })

const onPost = {
  payload: PostTogglePayloadSchema,
  payloadFor: (postId: number) => ({ postId }),
  targetOf: ({ postId }: { postId: number }) => postId,
}

/** The like toggle's part of the queue. */
export const likeToggleOperations = queuedOperationsOf(
  {
    ...onPost,
    on: { type: 'like', label: '点赞' },
    off: { type: 'unlike', label: '取消点赞' },
    mergeKey: ({ postId }) => `like:post:${postId}`,
  },
  () => import('./post-toggles').then((m) => m.postToggleDefinitions.like),
)

/** The bookmark toggle's part of the queue. */
export const bookmarkToggleOperations = queuedOperationsOf(
  {
    ...onPost,
    on: { type: 'bookmark', label: '收藏' },
    off: { type: 'unbookmark', label: '取消收藏' },
    mergeKey: ({ postId }) => `bookmark:post:${postId}`,
  },
  () => import('./post-toggles').then((m) => m.postToggleDefinitions.bookmark),
)

export const { on: likeOperation, off: unlikeOperation } = likeToggleOperations
export const { on: bookmarkOperation, off: unbookmarkOperation } = bookmarkToggleOperations

/** The like and bookmark feature's part of the app's offline queue. */
export const likeBookmarkOperations = [likeOperation, unlikeOperation, bookmarkOperation, unbookmarkOperation]
