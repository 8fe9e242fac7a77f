import type { CommentRecord } from '../records'

// R8.21: a per-user comment rate limit. It is derived from the user's own comment rows (like every
// other count here), so it holds across tabs and reloads and needs no separate bookkeeping.

/** More than this many comments by one user inside the window is refused with 429. */
export const COMMENT_RATE_LIMIT = 5
export const COMMENT_RATE_WINDOW_MS = 60_000

export interface CommentRateLimit {
  limit: number
  windowMs: number
}

let current: CommentRateLimit = { limit: COMMENT_RATE_LIMIT, windowMs: COMMENT_RATE_WINDOW_MS }

/** For tests, fuzzers and the QA console: e.g. { limit: 1, windowMs: 60_000 } to reach the 429 quickly. */
export function setCommentRateLimit(next: CommentRateLimit): void {
  if (!(Number.isInteger(next.limit) && next.limit >= 0 && next.windowMs >= 0)) {
    throw new RangeError('comment rate limit: expected an integer limit ≥ 0 and a window ≥ 0')
  }
  current = { ...next }
}

export const getCommentRateLimit = (): CommentRateLimit => ({ ...current })
export const resetCommentRateLimit = () =>
  setCommentRateLimit({ limit: COMMENT_RATE_LIMIT, windowMs: COMMENT_RATE_WINDOW_MS })

/** True when one more comment from this user now would exceed the limit. */
export function isCommentRateLimited(
  userComments: readonly Pick<CommentRecord, 'createdAt'>[],
  now = Date.now(),
): boolean {
  const since = now - current.windowMs
  let recent = 0
  for (const c of userComments) if (Date.parse(c.createdAt) > since) recent++
  return recent >= current.limit
}
