import * as v from 'valibot'
import { clipChars } from './text-length'

export const HISTORY_CAP = 100 // R9.35

const nullableStr = v.nullable(v.string())

/**
 * R3.11: what history keeps of a post — enough to draw a card without a request. It is the
 * normalized Post shape (post.schema.ts output) cut down, stored in localStorage.
 */
export const PostSummarySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.string(),
  content: v.optional(v.string(), ''),
  category: v.optional(v.string(), 'general'),
  images: v.optional(
    v.array(v.object({ url: v.string(), width: v.nullable(v.number()), height: v.nullable(v.number()) })),
    () => [],
  ),
  author: v.object({ id: v.number(), username: v.string(), displayName: v.string(), avatar: nullableStr }),
  likesCount: v.optional(v.number(), 0),
  createdAt: v.optional(nullableStr, null),
})
export type PostSummary = v.InferOutput<typeof PostSummarySchema>

/** R3.11: a post summary plus when it was viewed (ISO string). */
export const HistoryEntrySchema = v.object({
  ...PostSummarySchema.entries,
  viewedAt: v.pipe(v.string(), v.isoTimestamp()),
})
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>

/** The stored list, newest first; extra entries beyond the cap are cut on read (R4.26). */
export const HistoryListSchema = v.pipe(
  v.array(HistoryEntrySchema),
  v.transform((list) => list.slice(0, HISTORY_CAP)),
)

const CONTENT_KEPT = 200 // a card shows two lines; keep localStorage small

/** Build a history entry from a normalized post. */
export function toHistoryEntry(post: PostSummary, viewedAt: Date = new Date()): HistoryEntry {
  return {
    id: post.id,
    title: post.title,
    content: clipChars(post.content, CONTENT_KEPT),
    category: post.category,
    images: post.images.slice(0, 1),
    author: post.author,
    likesCount: post.likesCount,
    createdAt: post.createdAt,
    viewedAt: viewedAt.toISOString(),
  }
}
