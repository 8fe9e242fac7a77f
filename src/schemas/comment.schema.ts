import * as v from 'valibot'
import { MSG } from './messages'
import { AuthorWireEntries, FlatAuthorEntries, authorFromFlat } from './author.schema'
import { IdParamSchema } from './envelope.schema'

export const COMMENT_MAX = 1000 // R9.9

const optStr = v.optional(v.nullable(v.string()))
const optNum = v.optional(v.nullable(v.number()))

// R3.7: the comment author also carries email and timestamps, in either spelling.
const CommentAuthorSchema = v.pipe(
  v.looseObject({ ...AuthorWireEntries, createdAt: optStr, created_at: optStr, updatedAt: optStr, updated_at: optStr }),
  v.transform((a) => ({
    id: a.id,
    username: a.username,
    email: a.email ?? null,
    displayName: a.displayName || a.display_name || a.username,
    avatar: a.avatar ?? a.avatar_url ?? null,
  })),
)
export type CommentAuthor = v.InferOutput<typeof CommentAuthorSchema>

/**
 * R3.7: a comment. `id` may be negative: that marks the optimistic placeholder shown while
 * sending (R4.20), so it is not forced positive here.
 */
export const CommentSchema = v.pipe(
  v.looseObject({
    id: v.pipe(v.number(), v.integer()),
    content: v.string(),
    postId: optNum,
    post_id: optNum,
    parentId: optNum,
    parent_id: optNum,
    author: v.optional(v.nullable(CommentAuthorSchema)),
    ...FlatAuthorEntries,
    createdAt: optStr,
    created_at: optStr,
    updatedAt: optStr,
    updated_at: optStr,
    // Likes on comments: absent from servers that predate them, which then show 0 and not liked.
    likeCount: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
    like_count: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
    isLiked: v.optional(v.nullable(v.boolean())),
    is_liked: v.optional(v.nullable(v.boolean())),
  }),
  v.check((c) => Boolean(c.author) || c.user_id !== undefined, '评论缺少作者信息'),
  v.transform((c) => {
    const flat = authorFromFlat(c)
    const createdAt = c.createdAt ?? c.created_at ?? null
    return {
      id: c.id,
      content: c.content,
      postId: c.postId ?? c.post_id ?? null,
      parentId: c.parentId ?? c.parent_id ?? null,
      author: c.author ?? { ...flat!, email: null },
      createdAt,
      updatedAt: c.updatedAt ?? c.updated_at ?? createdAt,
      likeCount: c.likeCount ?? c.like_count ?? 0,
      isLiked: c.isLiked ?? c.is_liked ?? false,
    }
  }),
)
export type Comment = v.InferOutput<typeof CommentSchema>
export type CommentWire = v.InferInput<typeof CommentSchema>

export const isTemporaryCommentId = (id: number) => id < 0

/**
 * R3.7: the list arrives as a plain array or as `{ items | comments, pagination?, total? }`.
 * Screens only need the items and a total, so that is all that comes out.
 */
export const CommentListResponseSchema = v.pipe(
  v.union([
    v.array(CommentSchema),
    v.looseObject({
      items: v.optional(v.array(CommentSchema)),
      comments: v.optional(v.array(CommentSchema)),
      pagination: v.optional(v.looseObject({ total: v.optional(v.number()) })),
      total: v.optional(v.number()),
    }),
  ]),
  v.check((r) => Array.isArray(r) || r.items !== undefined || r.comments !== undefined, '评论列表格式不正确'),
  v.transform((r) => {
    if (Array.isArray(r)) return { items: r, total: r.length }
    const items = r.items ?? r.comments ?? []
    return { items, total: r.total ?? r.pagination?.total ?? items.length }
  }),
)

/** R5.9, R7.26, R9.9: POST /comments?postId= body. */
export const CreateCommentRequestSchema = v.object({
  content: v.pipe(
    v.string(MSG.commentRequired),
    v.trim(),
    v.nonEmpty(MSG.commentRequired),
    v.maxCodePoints(COMMENT_MAX, MSG.commentMax(COMMENT_MAX)),
  ),
  parentId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
})

/** R7.26/R7.27 query parameters. */
export const CommentPostIdQuerySchema = v.object({
  postId: IdParamSchema,
})

/** R7.28: DELETE /comments/{id} answers the deleted comment's id and every id that went with it (its replies). */
export const DeleteCommentResponseSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  deleted: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type DeleteCommentResponse = v.InferOutput<typeof DeleteCommentResponseSchema>

/** POST likes a comment, DELETE unlikes it: the viewer's state and the comment's count, as the server derives them. */
export const CommentLikeResponseSchema = v.object({
  isLiked: v.boolean(),
  likeCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type CommentLikeResponse = v.InferOutput<typeof CommentLikeResponseSchema>
