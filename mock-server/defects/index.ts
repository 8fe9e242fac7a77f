import type { MockDb } from '../db'
import { badJson500 } from './bad-json-500'
import { commentCountKeptOnDelete } from './comment-count-kept-on-delete'
import { idempotencyKeyIgnored } from './idempotency-key-ignored'
import { likeCountStored } from './like-count-stored'
import { logoutKeepsToken } from './logout-keeps-token'
import { methodNotAllowedAs404 } from './method-not-allowed-as-404'
import { pageRepeatsLastItem } from './page-repeats-last-item'
import { postContentMissing } from './post-content-missing'
import { postEditByAnyone } from './post-edit-by-anyone'
import { refreshTokenReusable } from './refresh-token-reusable'
import { senderMarksRead } from './sender-marks-read'
import { titleLengthUtf16 } from './title-length-utf16'
import { unfollowKeepsFollowerCount } from './unfollow-keeps-follower-count'
import { unreadCountsOwnMessages } from './unread-counts-own-messages'
import { validationMessageEnglish } from './validation-message-english'
import { visitorCanLike } from './visitor-can-like'
import type { Defect, DefectContext, Next } from './types'

// Deliberate defects of the standalone API, for proving a conformance kit: run against the clean API it must find
// nothing, run against each of these it must find the defect and name its rule. Never on in `npm run api` unless a
// test asks for it: `startStandaloneApi({ defect })`, or LEMON_API_DEFECT together with LEMON_API_TEST=1.

export type { Defect, DefectContext, DefectWrapper, Next } from './types'

export const DEFECTS: readonly Defect[] = [
  likeCountStored,
  postEditByAnyone,
  idempotencyKeyIgnored,
  methodNotAllowedAs404,
  pageRepeatsLastItem,
  postContentMissing,
  logoutKeepsToken,
  titleLengthUtf16,
  badJson500,
  senderMarksRead,
  unfollowKeepsFollowerCount,
  validationMessageEnglish,
  commentCountKeptOnDelete,
  refreshTokenReusable,
  unreadCountsOwnMessages,
  visitorCanLike,
]

export const DEFECT_ENV = 'LEMON_API_DEFECT'
export const TEST_ENV = 'LEMON_API_TEST'

/** A defect asked for in a way that cannot be honoured; the message is one line. */
export class DefectSwitchError extends Error {
  override name = 'DefectSwitchError'
}

export function defectNamed(name: string): Defect {
  const defect = DEFECTS.find((d) => d.name === name)
  if (!defect)
    throw new DefectSwitchError(`unknown defect "${name}"; the defects are: ${DEFECTS.map((d) => d.name).join(', ')}`)
  return defect
}

/**
 * The defect `npm run api` is asked to plant by its environment, or undefined. Honoured only beside LEMON_API_TEST=1,
 * so a variable left in a shell never breaks an API someone relies on; otherwise, and for an unknown name, it throws.
 */
export function defectFromEnv(env: Record<string, string | undefined>): Defect | undefined {
  const name = env[DEFECT_ENV]
  if (name === undefined || name === '') return undefined
  if (env[TEST_ENV] !== '1')
    throw new DefectSwitchError(
      `${DEFECT_ENV}=${name} plants a deliberate defect and is honoured only with ${TEST_ENV}=1; not starting`,
    )
  return defectNamed(name)
}

/** The API's answer path with `defect` planted in it, with this server's own memory for it. */
export function withDefect(defect: Defect, next: Next, db: MockDb): Next {
  const ctx: DefectContext = { db, memory: new Map() }
  return (request) => defect.apply(request, next, ctx)
}

/** The line a server with a defect prints at start-up, so nobody mistakes it for the real API. */
export const defectBanner = (defect: Defect) =>
  `!!! DELIBERATE DEFECT "${defect.name}" (breaks ${defect.rules.join(', ')}): this API answers WRONGLY on purpose, for testing a conformance kit only !!!`
