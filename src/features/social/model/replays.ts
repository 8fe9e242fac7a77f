import { defineReplay, type ReplayPart } from '@/lib/offline-queue/replays'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'
import { PostTogglePayloadSchema, bookmarkValues, commitBookmark, commitLike, likeValues } from './post-toggles'

// R4.14: how a like or bookmark made offline is sent once the network is back. The server's answer is
// the truth once it lands; a refusal just leaves the server's values on screen.

const likeReplay = (method: 'POST' | 'DELETE') =>
  defineReplay({
    payload: PostTogglePayloadSchema,
    send: async ({ postId }) => likeValues(await setLike(postId, method)),
    settle: ({ postId }, outcome) => {
      if (outcome.ok) commitLike(postId, outcome.result as ReturnType<typeof likeValues>)
    },
  })

const bookmarkReplay = (method: 'POST' | 'DELETE') =>
  defineReplay({
    payload: PostTogglePayloadSchema,
    send: async ({ postId }) => bookmarkValues(await setBookmark(postId, method)),
    settle: ({ postId }, outcome) => {
      if (outcome.ok) commitBookmark(postId, outcome.result as ReturnType<typeof bookmarkValues>)
    },
  })

export const socialReplays = {
  like: likeReplay('POST'),
  unlike: likeReplay('DELETE'),
  bookmark: bookmarkReplay('POST'),
  unbookmark: bookmarkReplay('DELETE'),
} satisfies ReplayPart
