import * as v from 'valibot'
import { defineQueuedOperation } from '@/services/offline-queue/operation-definition'
import { ToggleValuesSchema } from '@/services/toggle/toggle-values'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'
import { bookmarkValues, commitBookmark, commitLike, likeValues } from './post-answers'

// R4.14: a like or bookmark made offline waits in the queue and is sent once the network is back. The
// server's answer is the truth once it lands; a refusal just leaves the server's values on screen. Like
// and unlike of one post share a merge key, so the second undoes the first before anything is sent.

/** What a queued like or bookmark carries (R3.17 pendingOperations payload). */
const PostTogglePayloadSchema = v.object({ postId: v.pipe(v.number(), v.integer(), v.minValue(1)) })

const likeDefinition = (type: string, label: string, method: 'POST' | 'DELETE') =>
  defineQueuedOperation({
    type,
    label,
    payload: PostTogglePayloadSchema,
    result: ToggleValuesSchema,
    mergeKey: ({ postId }) => `like:post:${postId}`,
    // Already in the first screen's JS (the feed's cards like and bookmark).
    replay: async () => ({
      send: async ({ postId }) => likeValues(await setLike(postId, method)),
      settle: ({ postId }, outcome) => {
        if (outcome.ok) commitLike(postId, outcome.result)
      },
    }),
  })

const bookmarkDefinition = (type: string, label: string, method: 'POST' | 'DELETE') =>
  defineQueuedOperation({
    type,
    label,
    payload: PostTogglePayloadSchema,
    result: ToggleValuesSchema,
    mergeKey: ({ postId }) => `bookmark:post:${postId}`,
    replay: async () => ({
      send: async ({ postId }) => bookmarkValues(await setBookmark(postId, method)),
      settle: ({ postId }, outcome) => {
        if (outcome.ok) commitBookmark(postId, outcome.result)
      },
    }),
  })

export const likeOperation = likeDefinition('like', '点赞', 'POST')
export const unlikeOperation = likeDefinition('unlike', '取消点赞', 'DELETE')
export const bookmarkOperation = bookmarkDefinition('bookmark', '收藏', 'POST')
export const unbookmarkOperation = bookmarkDefinition('unbookmark', '取消收藏', 'DELETE')

/** The like and bookmark feature's part of the app's offline queue. */
export const likeBookmarkOperations = [likeOperation, unlikeOperation, bookmarkOperation, unbookmarkOperation]
