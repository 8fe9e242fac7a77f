import { defineReplay, type ReplayPart } from '@/lib/offline-queue/replays'
import { setFollow } from '../api/set-follow'
import { FollowPayloadSchema, commitFollowAnswer, followValues } from './follow-toggle'

// R4.14: a follow made offline is sent once the network is back; the server's answer is the truth.
const followReplay = (method: 'POST' | 'DELETE') =>
  defineReplay({
    payload: FollowPayloadSchema,
    send: async ({ userId }) => followValues(await setFollow(userId, method)),
    settle: ({ userId }, outcome) => {
      if (outcome.ok) commitFollowAnswer(userId, outcome.result as ReturnType<typeof followValues>)
    },
  })

export const followReplays = { follow: followReplay('POST'), unfollow: followReplay('DELETE') } satisfies ReplayPart
