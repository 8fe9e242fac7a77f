import * as v from 'valibot'
import { MSG } from './messages'
import { IdSchema } from './envelope.schema'

/** R7.19 */
export const LikeResponseSchema = v.object({ isLiked: v.boolean(), likeCount: v.number() })
export type LikeResponse = v.InferOutput<typeof LikeResponseSchema>

/** R7.20 */
export const BookmarkResponseSchema = v.object({ isBookmarked: v.boolean(), bookmarkCount: v.number() })
export type BookmarkResponse = v.InferOutput<typeof BookmarkResponseSchema>

/** R7.21: the original's body is not shown; we return the new state and count, like R7.19. */
export const FollowResponseSchema = v.object({ isFollowing: v.boolean(), followersCount: v.number() })
export type FollowResponse = v.InferOutput<typeof FollowResponseSchema>

// 100 per call keeps a batch bounded; a feed page is 20 (R9.5).
const batchIds = v.pipe(v.array(IdSchema), v.minLength(1, MSG.batchIdsRequired), v.maxLength(100, MSG.batchIdsMax))

/** R7.22 */
export const BatchPostIdsRequestSchema = v.object({ postIds: batchIds })
/** R7.23 */
export const BatchUserIdsRequestSchema = v.object({ userIds: batchIds })

// JSON object keys are strings, so id → flag maps are keyed by the decimal id.
const StatusMapSchema = v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.boolean())
export type StatusMap = v.InferOutput<typeof StatusMapSchema>

/** R7.23 */
export const BatchFollowStatusResponseSchema = v.object({ followStatus: StatusMapSchema })
/**
 * R7.22/R7.23: the like and bookmark batch shapes are not shown in the spec; we mirror the
 * follow one (`{ likeStatus }`, `{ bookmarkStatus }`) so one reader handles all three.
 */
export const BatchLikeStatusResponseSchema = v.object({ likeStatus: StatusMapSchema })
export const BatchBookmarkStatusResponseSchema = v.object({ bookmarkStatus: StatusMapSchema })

/** R7.24: GET /social/bookmarks?page=1&limit=100 */
export const BOOKMARKS_PAGE_SIZE = 100 // R9.29
