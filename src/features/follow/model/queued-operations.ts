import * as v from 'valibot'
import { queuedOperationsOf } from '@/services/toggle/toggle-operations'

// R4.14: a follow made offline waits in the queue and is sent once the network is back, by the follow toggle's own
// call and commit (follow-toggle.ts: its sign-in check included); the server's answer is the truth. Follow and
// unfollow of one user share a merge key: the second undoes the first. The types and payloads are stored: keep them.

/** What a queued follow carries (R3.17 pendingOperations payload). */
const FollowPayloadSchema = v.object({ userId: v.pipe(v.number(), v.integer(), v.minValue(1)) })

/** The follow toggle's part of the queue. */
export const followToggleOperations = queuedOperationsOf(
  {
    on: { type: 'follow', label: '关注' },
    off: { type: 'unfollow', label: '取消关注' },
    payload: FollowPayloadSchema,
    mergeKey: ({ userId }) => `follow:user:${userId}`,
    payloadFor: (userId) => ({ userId }),
    targetOf: ({ userId }) => userId,
  },
  // The call and the follow caches load with the first replay, not with the first screen.
  () => import('./follow-toggle').then((m) => m.followDefinition),
)

export const { on: followOperation, off: unfollowOperation } = followToggleOperations

/** The follow feature's part of the app's offline queue. */
export const followOperations = [followOperation, unfollowOperation]
