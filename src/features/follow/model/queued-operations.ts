import * as v from 'valibot'
import { defineQueuedOperation } from '@/services/offline-queue/operation-definition'
import { ToggleValuesSchema } from '@/services/toggle/toggle-values'

// R4.14: a follow made offline waits in the queue and is sent once the network is back; the server's
// answer is the truth. Follow and unfollow of one user share a merge key: the second undoes the first.

/** What a queued follow carries (R3.17 pendingOperations payload). */
const FollowPayloadSchema = v.object({ userId: v.pipe(v.number(), v.integer(), v.minValue(1)) })

const followDefinition = (type: string, label: string, method: 'POST' | 'DELETE') =>
  defineQueuedOperation({
    type,
    label,
    payload: FollowPayloadSchema,
    result: ToggleValuesSchema,
    mergeKey: ({ userId }) => `follow:user:${userId}`,
    // The call and the follow caches load with the first replay, not with the first screen.
    replay: async () => {
      const [{ setFollow }, { commitFollowAnswer, followValues }] = await Promise.all([
        import('../api/set-follow'),
        import('./follow-toggle'),
      ])
      return {
        send: async ({ userId }) => followValues(await setFollow(userId, method)),
        settle: ({ userId }, outcome) => {
          if (outcome.ok) commitFollowAnswer(userId, outcome.result)
        },
      }
    },
  })

export const followOperation = followDefinition('follow', '关注', 'POST')
export const unfollowOperation = followDefinition('unfollow', '取消关注', 'DELETE')

/** The follow feature's part of the app's offline queue. */
export const followOperations = [followOperation, unfollowOperation]
