import * as v from 'valibot'
import { GenderSchema } from '@/schemas/user.schema'

// Server-side record shapes: what the mock stores, not what the wire carries (services map records to
// wire views, so secrets such as password hashes never leave). Timestamps meant for display are ISO
// strings; expiry instants are epoch milliseconds because they are only ever compared with Date.now().

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const IsoDateTime = v.string()
/**
 * A count from people outside the sample (the demo has 48 users; a real note is liked by thousands):
 * the server adds it to the count derived from the rows, so a like or follow still moves it by one.
 * Optional; absent means 0 (records the app creates have none).
 */
const BaseCount = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)))

export const UserRecordSchema = v.object({
  id: Id,
  username: v.string(),
  email: v.pipe(v.string(), v.toLowerCase()),
  passwordHash: v.string(),
  passwordSalt: v.string(),
  displayName: v.string(),
  avatar: v.nullable(v.string()),
  bio: v.string(),
  location: v.nullable(v.string()),
  website: v.nullable(v.string()),
  gender: v.nullable(GenderSchema),
  birthDate: v.nullable(v.string()),
  verified: v.boolean(),
  role: v.picklist(['user', 'admin']),
  followersBase: BaseCount,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
})

export const SessionRecordSchema = v.object({
  id: Id,
  userId: Id,
  accessToken: v.string(),
  refreshToken: v.string(),
  accessExpiresAt: v.number(),
  refreshExpiresAt: v.number(),
  revoked: v.boolean(),
  createdAt: IsoDateTime,
})

export const PostImageSchema = v.object({ url: v.string(), width: v.number(), height: v.number() })

export const PostRecordSchema = v.object({
  id: Id,
  authorId: Id,
  title: v.string(),
  content: v.string(),
  category: v.string(),
  tags: v.array(v.string()),
  images: v.array(PostImageSchema),
  location: v.nullable(v.string()),
  viewCount: v.number(),
  likesBase: BaseCount,
  bookmarksBase: BaseCount,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
})

export const CommentRecordSchema = v.object({
  id: Id,
  postId: Id,
  authorId: Id,
  parentId: v.nullable(Id),
  content: v.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
})

export const LikeRecordSchema = v.object({ id: Id, userId: Id, postId: Id, createdAt: IsoDateTime })
export const BookmarkRecordSchema = v.object({ id: Id, userId: Id, postId: Id, createdAt: IsoDateTime })
/** A like on a comment or reply: one row per (user, comment); the comment's count is derived from these rows. */
export const CommentLikeRecordSchema = v.object({ id: Id, userId: Id, commentId: Id, createdAt: IsoDateTime })
export const FollowRecordSchema = v.object({ id: Id, followerId: Id, followingId: Id, createdAt: IsoDateTime })

export const MessageRecordSchema = v.object({
  id: Id,
  senderId: Id,
  receiverId: Id,
  content: v.string(),
  createdAt: IsoDateTime,
  readAt: v.nullable(IsoDateTime),
})

/** The blob itself lives in storage (putBlob) under `path`; this row is its metadata. */
export const UploadRecordSchema = v.object({
  id: Id,
  ownerId: Id,
  path: v.string(),
  mime: v.string(),
  size: v.number(),
  createdAt: IsoDateTime,
})

/** POST /auth/forgot stores one of these; POST /auth/reset consumes it once. */
export const PasswordResetRecordSchema = v.object({
  id: Id,
  userId: Id,
  token: v.string(),
  expiresAt: v.number(),
  usedAt: v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
})

/**
 * The first answer to a creating request that carried an Idempotency-Key: a repeat of the key (a retry whose
 * first answer was lost, an offline replay) gets this answer again and creates nothing. Kept 24 h.
 */
export const IdempotencyRecordSchema = v.object({
  id: Id,
  /** Whose key: `user:{id}`, or `anonymous` for register. */
  scope: v.string(),
  key: v.string(),
  /** Method, path and body of the first request: the same key with another request is refused. */
  fingerprint: v.string(),
  status: v.number(),
  body: v.string(),
  createdAt: v.number(),
})

export const RECORD_SCHEMAS = {
  users: UserRecordSchema,
  sessions: SessionRecordSchema,
  posts: PostRecordSchema,
  comments: CommentRecordSchema,
  likes: LikeRecordSchema,
  commentLikes: CommentLikeRecordSchema,
  bookmarks: BookmarkRecordSchema,
  follows: FollowRecordSchema,
  messages: MessageRecordSchema,
  uploads: UploadRecordSchema,
  passwordResets: PasswordResetRecordSchema,
  idempotencyKeys: IdempotencyRecordSchema,
} as const

export type RecordSchemas = typeof RECORD_SCHEMAS
export type CollectionName = keyof RecordSchemas
export const COLLECTION_NAMES = Object.keys(RECORD_SCHEMAS) as CollectionName[]

export type RecordOf<C extends CollectionName> = v.InferOutput<RecordSchemas[C]>
/** What a service passes to `tx.create`: ids always come from the shared counter, never from the caller. */
export type NewRecord<C extends CollectionName> = Omit<v.InferInput<RecordSchemas[C]>, 'id'>
export type RecordPatch<C extends CollectionName> = Partial<NewRecord<C>>

export type UserRecord = RecordOf<'users'>
export type SessionRecord = RecordOf<'sessions'>
export type PostRecord = RecordOf<'posts'>
export type CommentRecord = RecordOf<'comments'>
export type FollowRecord = RecordOf<'follows'>

/** Seed data per collection; collections left out start empty. */
export type SeedTables = { [C in CollectionName]?: RecordOf<C>[] }
