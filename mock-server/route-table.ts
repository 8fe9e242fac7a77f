import * as v from 'valibot'
import {
  AuthResponseSchema,
  ForgotRequestSchema,
  HealthResponseSchema,
  LoginRequestSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RegisterRequestSchema,
  ResetRequestSchema,
} from '@/schemas/auth.schema'
import { CategoriesResponseSchema } from '@/schemas/category.schema'
import {
  CommentLikeResponseSchema,
  CommentPostIdQuerySchema,
  CommentSchema,
  CreateCommentRequestSchema,
  DeleteCommentResponseSchema,
} from '@/schemas/comment.schema'
import { DevMockLoginRequestSchema, DevMockRegisterRequestSchema } from '@/schemas/dev-api.schema'
import { IdParamSchema, PageQuerySchema, pageQuerySchema } from '@/schemas/envelope.schema'
import type { ErrorCode } from '@/schemas/error-codes'
import { FOLLOW_PAGE_SIZE } from '@/schemas/follow.schema'
import { MSG } from '@/schemas/messages'
import { FollowListSchema } from '@/schemas/follow.schema'
import {
  ConversationListSchema,
  MarkReadResponseSchema,
  MESSAGES_PAGE_SIZE,
  MessageListSchema,
  MessageSchema,
  SendMessageRequestSchema,
} from '@/schemas/message.schema'
import { POST_IMAGES_MAX, PostListSchema, PostSchema } from '@/schemas/post.schema'
import {
  CreatePostRequestSchema,
  PostImageUrlSchema,
  PostListQuerySchema,
  PostSearchQuerySchema,
  UpdatePostRequestSchema,
} from '@/schemas/post-input.schema'
import {
  BatchBookmarkStatusResponseSchema,
  BatchFollowStatusResponseSchema,
  BatchLikeStatusResponseSchema,
  BatchPostIdsRequestSchema,
  BatchUserIdsRequestSchema,
  BOOKMARKS_PAGE_SIZE,
  BookmarkResponseSchema,
  FollowResponseSchema,
  LikeResponseSchema,
} from '@/schemas/social.schema'
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  AvatarUploadResponseSchema,
  PostImagesUploadResponseSchema,
  UploadResponseSchema,
  UploadTypeSchema,
} from '@/schemas/upload.schema'
import { ProfileResponseSchema, PublicProfileResponseSchema, UpdateProfileRequestSchema } from '@/schemas/user.schema'
import { SERVER_MSG } from './server-messages'
import { DevQuerySchema } from './services/dev-test-service'
import { POST_MSG } from './services/post-texts'
import { READABLE_IMAGE_TYPES } from './services/upload-image-info'
import { POST_IMAGE_MAX_BYTES } from './services/upload-rules'
import { SOCIAL_MSG } from './services/social-texts'

// Every call of spec §7 as data: method, path, rule ids, auth, the shared valibot schemas of its params, query,
// body and response data, and the refusals its shape does not imply. scripts/openapi.ts turns it into
// docs/openapi.json, route-table.test.ts proves every row is actually served by the handlers, and the fuzz
// (mock-server/fuzz) checks every answer against that contract.

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'
type Schema = v.GenericSchema

/** A file part: the image types the server reads from its bytes, the byte limit per file, how many parts. */
export interface FileRule {
  types: readonly string[]
  maxBytes: number
  /** The field repeats, up to this many files. */
  maxCount?: number
}

export interface MultipartField {
  description: string
  file?: FileRule
  /** A text part, with its schema; with `file`, a part may be either (an image url instead of a file). */
  schema?: Schema
  required?: boolean
}

/**
 * A refusal the row's shape does not imply (route-errors.ts derives 401 from auth, 404 from path ids, 400 from a
 * body, 422 from idempotency…): a business rule, with the server's message for it.
 */
export interface RouteError {
  status: number
  code: ErrorCode
  message: string
}

export interface RouteSpec {
  method: Method
  /** OpenAPI style: /api/posts/{id}. */
  path: string
  tag: 'auth' | 'users' | 'posts' | 'social' | 'comments' | 'messages' | 'uploads' | 'health' | 'dev-test'
  summary: string
  rules: string[]
  /** required: 401 without a valid token; optional: a token only changes viewer-relative fields (a bad one is 401). */
  auth: 'required' | 'optional' | 'none'
  params?: Record<string, Schema>
  query?: v.ObjectSchema<v.ObjectEntries, undefined>
  body?: Schema
  multipart?: Record<string, MultipartField>
  /** The `data` of the success envelope; null for answers without data. */
  data: Schema | null
  status?: number
  paginated?: boolean
  /** The developer endpoints answer { success, message, data, responseTime, version } instead of the envelope. */
  devShape?: boolean
  /** HEAD: no body at all. */
  noBody?: boolean
  /** A creating call: an Idempotency-Key header makes its retries count once (mock-server/http/idempotent.ts). */
  idempotent?: boolean
  errors?: readonly RouteError[]
}

const id = { id: IdParamSchema }
const postId = { postId: IdParamSchema }
const userId = { userId: IdParamSchema }

const post = CreatePostRequestSchema.entries
/** R7.14/R7.15 as a form: the JSON body's text fields, tags as text, images as files or urls (9 in all). */
const POST_FORM: Record<string, MultipartField> = {
  title: { description: '标题', schema: post.title, required: true },
  content: { description: '正文', schema: post.content, required: true },
  category: { description: '分类', schema: post.category },
  tags: { description: '标签（空格分隔，或多次出现）', schema: post.tags.wrapped },
  location: { description: '地点', schema: post.location.wrapped.wrapped },
  images: {
    description: `图片文件或图片地址，合计最多${POST_IMAGES_MAX}张，每张不超过10MB`,
    file: { types: READABLE_IMAGE_TYPES, maxBytes: POST_IMAGE_MAX_BYTES, maxCount: POST_IMAGES_MAX },
    schema: PostImageUrlSchema,
  },
}
const cannotMessageSelf: RouteError = { status: 400, code: 'VALIDATION_001', message: SOCIAL_MSG.cannotMessageSelf }
const userGone: RouteError = { status: 404, code: 'NOT_FOUND_001', message: SERVER_MSG.userNotFound }

export const ROUTES: readonly RouteSpec[] = [
  // Auth (R7.1–R7.6)
  {
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    summary: '注册',
    rules: ['R7.1', 'R3.13', 'R5.1', 'R5.2', 'R5.3', 'R5.4'],
    auth: 'none',
    body: RegisterRequestSchema,
    data: AuthResponseSchema,
    status: 201,
    idempotent: true,
    errors: [
      { status: 409, code: 'USER_EMAIL_EXISTS', message: SERVER_MSG.emailExists },
      { status: 409, code: 'USER_USERNAME_EXISTS', message: SERVER_MSG.usernameExists },
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    summary: '登录（username 字段携带邮箱）',
    rules: ['R7.2', 'R3.13'],
    auth: 'none',
    body: LoginRequestSchema,
    data: AuthResponseSchema,
    errors: [{ status: 401, code: 'AUTH_003', message: SERVER_MSG.badCredentials }],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    summary: '退出登录',
    rules: ['R7.3'],
    auth: 'required',
    data: null,
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    tag: 'auth',
    summary: '刷新令牌',
    rules: ['R7.4', 'R4.2'],
    auth: 'none',
    body: RefreshRequestSchema,
    data: RefreshResponseSchema,
    errors: [{ status: 401, code: 'AUTH_004', message: SERVER_MSG.refreshInvalid }],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot',
    tag: 'auth',
    summary: '申请重置密码',
    rules: ['R7.5'],
    auth: 'none',
    body: ForgotRequestSchema,
    data: v.nullable(v.object({ resetToken: v.optional(v.string()) })),
  },
  {
    method: 'POST',
    path: '/api/auth/reset',
    tag: 'auth',
    summary: '重置密码',
    rules: ['R7.6'],
    auth: 'none',
    body: ResetRequestSchema,
    data: null,
    errors: [{ status: 400, code: 'AUTH_004', message: SERVER_MSG.resetInvalid }],
  },

  // Users (R7.7–R7.11)
  {
    method: 'GET',
    path: '/api/users/profile',
    tag: 'users',
    summary: '我的资料（user + stats）',
    rules: ['R7.7', 'R3.3'],
    auth: 'required',
    data: ProfileResponseSchema,
  },
  {
    method: 'PUT',
    path: '/api/users/profile',
    tag: 'users',
    summary: '更新我的资料',
    rules: ['R7.8', 'R5.18', 'R5.19', 'R5.20', 'R5.21'],
    auth: 'required',
    body: UpdateProfileRequestSchema,
    data: ProfileResponseSchema,
    errors: [userGone],
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    tag: 'users',
    summary: '用户公开资料',
    rules: ['R7.9', 'R3.4'],
    auth: 'optional',
    params: id,
    data: PublicProfileResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/posts',
    tag: 'users',
    summary: '用户的帖子',
    rules: ['R7.10'],
    auth: 'optional',
    params: id,
    query: PageQuerySchema,
    data: PostListSchema,
    paginated: true,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/following',
    tag: 'users',
    summary: '关注列表',
    rules: ['R7.11', 'R3.10', 'R9.27'],
    auth: 'optional',
    params: id,
    query: pageQuerySchema(FOLLOW_PAGE_SIZE),
    data: FollowListSchema,
    paginated: true,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/followers',
    tag: 'users',
    summary: '粉丝列表',
    rules: ['R7.11', 'R3.10', 'R9.27'],
    auth: 'optional',
    params: id,
    query: pageQuerySchema(FOLLOW_PAGE_SIZE),
    data: FollowListSchema,
    paginated: true,
  },

  // Posts (R7.12–R7.18)
  {
    method: 'GET',
    path: '/api/posts',
    tag: 'posts',
    summary: '帖子列表（分类、搜索、分页）',
    rules: ['R7.12', 'R9.5'],
    auth: 'optional',
    query: PostListQuerySchema,
    data: PostListSchema,
    paginated: true,
  },
  {
    method: 'GET',
    path: '/api/posts/{id}',
    tag: 'posts',
    summary: '帖子详情',
    rules: ['R7.13', 'R5.25'],
    auth: 'optional',
    params: id,
    data: PostSchema,
  },
  {
    method: 'POST',
    path: '/api/posts',
    tag: 'posts',
    summary: '发布帖子（JSON 或 multipart）',
    rules: ['R7.14', 'R5.13', 'R5.14', 'R5.15', 'R5.16', 'R5.17'],
    auth: 'required',
    body: CreatePostRequestSchema,
    multipart: POST_FORM,
    data: PostSchema,
    status: 201,
    idempotent: true,
  },
  {
    method: 'PUT',
    path: '/api/posts/{id}',
    tag: 'posts',
    summary: '编辑帖子（仅作者；与发布相同的 JSON 或 multipart）',
    rules: ['R7.15', 'R6.4'],
    auth: 'required',
    params: id,
    body: UpdatePostRequestSchema,
    multipart: POST_FORM,
    data: PostSchema,
    errors: [{ status: 403, code: 'FORBIDDEN_001', message: POST_MSG.postForbidden }],
  },
  {
    method: 'DELETE',
    path: '/api/posts/{id}',
    tag: 'posts',
    summary: '删除帖子（仅作者；同时删除评论、点赞、收藏）',
    rules: ['R7.16', 'R6.4'],
    auth: 'required',
    params: id,
    data: null,
    errors: [{ status: 403, code: 'FORBIDDEN_001', message: POST_MSG.postForbidden }],
  },
  {
    method: 'GET',
    path: '/api/posts/search',
    tag: 'posts',
    summary: '搜索帖子（标题、正文、标签、作者）',
    rules: ['R7.17'],
    auth: 'optional',
    query: PostSearchQuerySchema,
    data: PostListSchema,
    paginated: true,
  },
  {
    method: 'GET',
    path: '/api/posts/categories',
    tag: 'posts',
    summary: '分类列表',
    rules: ['R7.18', 'R3.6', 'R6.7'],
    auth: 'none',
    data: CategoriesResponseSchema,
  },

  // Social (R7.19–R7.25)
  {
    method: 'POST',
    path: '/api/social/like/{postId}',
    tag: 'social',
    summary: '点赞（幂等）',
    rules: ['R7.19', 'R4.9'],
    auth: 'required',
    params: postId,
    data: LikeResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/api/social/like/{postId}',
    tag: 'social',
    summary: '取消点赞',
    rules: ['R7.19', 'R4.9'],
    auth: 'required',
    params: postId,
    data: LikeResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/social/bookmark/{postId}',
    tag: 'social',
    summary: '收藏（幂等）',
    rules: ['R7.20'],
    auth: 'required',
    params: postId,
    data: BookmarkResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/api/social/bookmark/{postId}',
    tag: 'social',
    summary: '取消收藏',
    rules: ['R7.20'],
    auth: 'required',
    params: postId,
    data: BookmarkResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/social/follow/{userId}',
    tag: 'social',
    summary: '关注（不能关注自己）',
    rules: ['R7.21', 'R5.24'],
    auth: 'required',
    params: userId,
    data: FollowResponseSchema,
    errors: [{ status: 400, code: 'VALIDATION_001', message: SOCIAL_MSG.cannotFollowSelf }],
  },
  {
    method: 'DELETE',
    path: '/api/social/follow/{userId}',
    tag: 'social',
    summary: '取消关注',
    rules: ['R7.21'],
    auth: 'required',
    params: userId,
    data: FollowResponseSchema,
    errors: [{ status: 400, code: 'VALIDATION_001', message: SOCIAL_MSG.cannotFollowSelf }],
  },
  {
    method: 'POST',
    path: '/api/social/batch-like-status',
    tag: 'social',
    summary: '批量点赞状态',
    rules: ['R7.22'],
    auth: 'required',
    body: BatchPostIdsRequestSchema,
    data: BatchLikeStatusResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/social/batch-bookmark-status',
    tag: 'social',
    summary: '批量收藏状态',
    rules: ['R7.22'],
    auth: 'required',
    body: BatchPostIdsRequestSchema,
    data: BatchBookmarkStatusResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/social/batch-follow-status',
    tag: 'social',
    summary: '批量关注状态（data.followStatus）',
    rules: ['R7.23'],
    auth: 'required',
    body: BatchUserIdsRequestSchema,
    data: BatchFollowStatusResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/social/bookmarks',
    tag: 'social',
    summary: '我的收藏（每页100）',
    rules: ['R7.24', 'R9.29'],
    auth: 'required',
    query: pageQuerySchema(BOOKMARKS_PAGE_SIZE),
    data: PostListSchema,
    paginated: true,
  },
  {
    method: 'GET',
    path: '/api/social/my-liked-posts',
    tag: 'social',
    summary: '我赞过的帖子',
    rules: ['R7.25'],
    auth: 'required',
    query: pageQuerySchema(BOOKMARKS_PAGE_SIZE),
    data: PostListSchema,
    paginated: true,
  },

  // Comments (R7.26–R7.28)
  {
    method: 'POST',
    path: '/api/comments',
    tag: 'comments',
    summary: '发表评论或回复（限频：429）',
    rules: ['R7.26', 'R5.9', 'R8.21'],
    auth: 'required',
    query: CommentPostIdQuerySchema,
    body: CreateCommentRequestSchema,
    data: CommentSchema,
    status: 201,
    idempotent: true,
    errors: [
      { status: 404, code: 'NOT_FOUND_001', message: POST_MSG.postNotFound },
      { status: 400, code: 'VALIDATION_001', message: POST_MSG.commentParentInvalid },
      { status: 429, code: 'RATE_LIMIT_001', message: POST_MSG.commentRateLimited },
    ],
  },
  {
    method: 'GET',
    path: '/api/comments/post/{postId}',
    tag: 'comments',
    summary: '帖子的评论',
    rules: ['R7.27', 'R3.7'],
    auth: 'optional',
    params: postId,
    query: PageQuerySchema,
    data: v.array(CommentSchema),
    paginated: true,
  },
  {
    method: 'DELETE',
    path: '/api/comments/{id}',
    tag: 'comments',
    summary: '删除评论及其回复（评论作者或帖子作者）',
    rules: ['R7.28', 'R8.23'],
    auth: 'required',
    params: id,
    data: DeleteCommentResponseSchema,
    errors: [{ status: 403, code: 'FORBIDDEN_001', message: POST_MSG.commentForbidden }],
  },
  // Likes on comments: beyond the spec (issue 22's proof, docs/decisions/010), so no rule ids; the rules of R7.19.
  {
    method: 'POST',
    path: '/api/comments/{id}/like',
    tag: 'comments',
    summary: '给评论或回复点赞（幂等）',
    rules: [],
    auth: 'required',
    params: id,
    data: CommentLikeResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/api/comments/{id}/like',
    tag: 'comments',
    summary: '取消评论点赞',
    rules: [],
    auth: 'required',
    params: id,
    data: CommentLikeResponseSchema,
  },

  // Messages (R7.29–R7.33)
  {
    method: 'GET',
    path: '/api/messages/conversations',
    tag: 'messages',
    summary: '对话列表（每页50）',
    rules: ['R7.29', 'R3.9', 'R9.28'],
    auth: 'required',
    query: pageQuerySchema(MESSAGES_PAGE_SIZE),
    data: ConversationListSchema,
    paginated: true,
  },
  {
    method: 'GET',
    path: '/api/messages/conversations/{id}',
    tag: 'messages',
    summary: '与某用户的消息（id 为对方用户 id）',
    rules: ['R7.30', 'R3.8', 'R9.28'],
    auth: 'required',
    params: id,
    query: pageQuerySchema(MESSAGES_PAGE_SIZE),
    data: MessageListSchema,
    paginated: true,
    errors: [cannotMessageSelf],
  },
  {
    method: 'POST',
    path: '/api/messages/send',
    tag: 'messages',
    summary: '发送消息',
    rules: ['R7.31', 'R5.26'],
    auth: 'required',
    body: SendMessageRequestSchema,
    data: MessageSchema,
    status: 201,
    idempotent: true,
    errors: [cannotMessageSelf, userGone],
  },
  {
    method: 'PUT',
    path: '/api/messages/conversations/{id}/mark-read',
    tag: 'messages',
    summary: '标记已读',
    rules: ['R7.32'],
    auth: 'required',
    params: id,
    data: MarkReadResponseSchema,
    errors: [cannotMessageSelf],
  },
  {
    method: 'GET',
    path: '/api/messages/unread/count',
    tag: 'messages',
    summary: '未读消息数',
    rules: ['R7.33'],
    auth: 'required',
    data: v.object({ count: v.number() }),
  },

  // Uploads (R7.34–R7.36). The bytes decide the type; a refusal of a file names its field (mock-server/services/upload-rules.ts).
  {
    method: 'POST',
    path: '/api/upload',
    tag: 'uploads',
    summary: '上传文件（type 默认 avatar；avatar 为 JPG/PNG/GIF/WebP 且 ≤2MB，其余 ≤10MB）',
    rules: ['R7.34', 'R3.14'],
    auth: 'required',
    data: UploadResponseSchema,
    status: 201,
    idempotent: true,
    multipart: {
      file: {
        description: '图片文件',
        file: { types: READABLE_IMAGE_TYPES, maxBytes: POST_IMAGE_MAX_BYTES },
        required: true,
      },
      type: { description: 'avatar | post | general', schema: UploadTypeSchema },
    },
    errors: [
      { status: 413, code: 'VALIDATION_001', message: MSG.avatarTooLarge },
      { status: 415, code: 'VALIDATION_001', message: MSG.avatarType },
    ],
  },
  {
    method: 'POST',
    path: '/api/upload/avatar',
    tag: 'uploads',
    summary: '上传头像（JPG/PNG/GIF/WebP，≤2MB），并设为当前用户头像',
    rules: ['R7.35', 'R5.22', 'R9.15'],
    auth: 'required',
    data: AvatarUploadResponseSchema,
    status: 201,
    idempotent: true,
    multipart: {
      avatar: { description: '头像图片', file: { types: AVATAR_TYPES, maxBytes: AVATAR_MAX_BYTES }, required: true },
    },
    errors: [userGone],
  },
  {
    method: 'POST',
    path: '/api/upload/post-images',
    tag: 'uploads',
    summary: '上传帖子图片（最多9张，每张≤10MB）',
    rules: ['R7.36', 'R5.15', 'R9.7'],
    auth: 'required',
    data: PostImagesUploadResponseSchema,
    status: 201,
    idempotent: true,
    multipart: {
      images: {
        description: '图片文件，可多个',
        file: { types: READABLE_IMAGE_TYPES, maxBytes: POST_IMAGE_MAX_BYTES, maxCount: POST_IMAGES_MAX },
        required: true,
      },
    },
  },

  // Health (R7.37)
  {
    method: 'GET',
    path: '/api/health',
    tag: 'health',
    summary: '健康检查',
    rules: ['R7.37', 'R7.38', 'R6.7'],
    auth: 'none',
    data: HealthResponseSchema,
  },
  {
    method: 'HEAD',
    path: '/api/health',
    tag: 'health',
    summary: '网络检查（5 秒）',
    rules: ['R7.37'],
    auth: 'none',
    data: null,
    noBody: true,
  },

  // Developer test endpoints (R7.38)
  {
    method: 'GET',
    path: '/api/test/ping',
    tag: 'dev-test',
    summary: '测试 ping',
    rules: ['R7.38'],
    auth: 'none',
    data: v.object({ pong: v.boolean(), serverTime: v.string() }),
    devShape: true,
  },
  {
    method: 'GET',
    path: '/api/test/mock-posts',
    tag: 'dev-test',
    summary: '模拟帖子（最新几条）',
    rules: ['R7.38'],
    auth: 'none',
    query: DevQuerySchema,
    data: v.array(v.looseObject({ id: v.number(), title: v.string() })),
    devShape: true,
  },
  {
    method: 'POST',
    path: '/api/test/mock-register',
    tag: 'dev-test',
    summary: '模拟注册（只校验，不保存）',
    rules: ['R7.38'],
    auth: 'none',
    body: DevMockRegisterRequestSchema,
    data: v.looseObject({ stored: v.literal(false) }),
    devShape: true,
  },
  {
    method: 'POST',
    path: '/api/test/mock-login',
    tag: 'dev-test',
    summary: '模拟登录（校验真实密码，不创建会话）',
    rules: ['R7.38'],
    auth: 'none',
    body: DevMockLoginRequestSchema,
    data: v.looseObject({ user: v.looseObject({ id: v.number() }) }),
    devShape: true,
    errors: [{ status: 401, code: 'AUTH_003', message: SERVER_MSG.badCredentials }],
  },
]

/** /api/posts/{id} → /api/posts/1: a concrete url for calling a route once. */
export const samplePath = (route: RouteSpec, value = '1') => route.path.replace(/\{[^}]+\}/g, value)
