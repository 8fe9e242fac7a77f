import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { AuthorSchema } from '@/schemas/author.schema'
import { CommentSchema } from '@/schemas/comment.schema'
import { ErrorEnvelopeSchema, MetaSchema, PaginationSchema } from '@/schemas/envelope.schema'
import { FollowUserSchema } from '@/schemas/follow.schema'
import { ConversationSchema, MessageSchema } from '@/schemas/message.schema'
import { PostSchema } from '@/schemas/post.schema'
import { PublicUserSchema, UserSchema } from '@/schemas/user.schema'
import { DEV_SHAPE, ROUTES, type RouteSpec } from '../../mock-server/route-table'

// docs/openapi.json (OpenAPI 3.1) from the route table and the shared valibot schemas. Everything is
// converted on its *input* side: for requests that is what the server accepts, for responses what the
// client accepts (the schemas normalise alternative field names with transforms), which is exactly the
// contract a real backend must meet. Output is deterministic (no dates), so the file can be checked for staleness.

type Json = Record<string, unknown>

// Entities used by many operations become components, referenced instead of repeated.
const DEFINITIONS = {
  User: UserSchema,
  PublicUser: PublicUserSchema,
  Author: AuthorSchema,
  Post: PostSchema,
  Comment: CommentSchema,
  FollowUser: FollowUserSchema,
  Conversation: ConversationSchema,
  Message: MessageSchema,
  Pagination: PaginationSchema,
  Meta: MetaSchema,
  ErrorEnvelope: ErrorEnvelopeSchema,
} satisfies Record<string, v.GenericSchema>

const CONFIG: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  // Checks JSON Schema cannot express (custom, transform) are left out, not fatal.
  errorMode: 'ignore',
  definitions: DEFINITIONS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}

function strip(schema: JsonSchema): Json {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as Json
  return rest
}

export function jsonSchema(schema: v.GenericSchema): Json {
  return strip(toJsonSchema(schema, CONFIG))
}

function componentSchemas(): Json {
  const defs = toJsonSchemaDefs(DEFINITIONS, { ...CONFIG, definitions: undefined } as Omit<ConversionConfig, 'definitions'>)
  return Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, strip(schema)]))
}

const TAGS: Record<RouteSpec['tag'], string> = {
  auth: '认证 (R7.1–R7.6)',
  users: '用户 (R7.7–R7.11)',
  posts: '帖子 (R7.12–R7.18)',
  social: '互动 (R7.19–R7.25)',
  comments: '评论 (R7.26–R7.28)',
  messages: '私信 (R7.29–R7.33)',
  uploads: '上传 (R7.34–R7.36)',
  health: '健康检查 (R7.37)',
  'dev-test': '开发者测试接口 (R7.38)',
}

const ERRORS: Record<string, string> = {
  '400': '参数错误：VALIDATION_001（details.errors 列出字段）或 UPLOAD_001',
  '401': '未登录（AUTH_001）或登录已过期（AUTH_002）；登录失败为 AUTH_003',
  '403': '无权操作他人的资源（FORBIDDEN_001）',
  '404': '资源不存在（NOT_FOUND_001），包括非正整数 id',
  '409': '冲突：邮箱或用户名已被注册（USER_EMAIL_EXISTS / USER_USERNAME_EXISTS）',
  '422': '同一个 Idempotency-Key 已用于另一个请求（IDEMPOTENCY_001）',
  '429': '请求过于频繁（RATE_LIMIT_001）',
  '500': '服务器内部错误（SERVER_001）',
}

function successBody(route: RouteSpec): Json {
  const data: Json = route.data ? jsonSchema(route.data) : { type: 'null' }
  if (route.devShape) {
    const shape = jsonSchema(DEV_SHAPE) as { properties: Json }
    return { ...shape, properties: { ...shape.properties, data } }
  }
  const required = ['success', 'message', 'data', 'timestamp', ...(route.paginated ? ['meta'] : [])]
  return {
    type: 'object',
    properties: {
      success: { const: true },
      message: { type: 'string' },
      data,
      meta: { $ref: '#/components/schemas/Meta' },
      timestamp: { type: 'string', format: 'date-time' },
    },
    required,
  }
}

function errorStatuses(route: RouteSpec): string[] {
  const out = new Set<string>()
  if (route.params || route.query || route.body || route.multipart) out.add('400')
  if (route.auth !== 'none' || route.path === '/api/auth/login' || route.path === '/api/test/mock-login') out.add('401')
  const ownedWrite = (route.method === 'PUT' || route.method === 'DELETE') && /\/(posts|comments)\/\{id\}$/.test(route.path)
  if (ownedWrite) out.add('403')
  if (route.params) out.add('404')
  if (route.path === '/api/auth/register') out.add('409')
  if (route.idempotent) out.add('422')
  if (route.path === '/api/comments' && route.method === 'POST') out.add('429')
  out.add('500')
  return [...out].sort()
}

function parameters(route: RouteSpec): Json[] {
  const out: Json[] = []
  for (const [name, schema] of Object.entries(route.params ?? {})) {
    out.push({ name, in: 'path', required: true, schema: jsonSchema(schema), description: '正整数 id' })
  }
  for (const [name, schema] of Object.entries(route.query?.entries ?? {})) {
    const optional = (schema as { type?: string }).type === 'optional'
    out.push({ name, in: 'query', required: !optional, schema: jsonSchema(schema as v.GenericSchema) })
  }
  if (route.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$' },
      description: '重试与离线重放时保持不变：同一用户 24 小时内重复的键返回第一次的结果（响应头 Idempotent-Replayed: true），不会重复创建；同一个键用于不同请求返回 422',
    })
  }
  return out
}

function requestBody(route: RouteSpec): Json | undefined {
  const content: Json = {}
  if (route.body) content['application/json'] = { schema: jsonSchema(route.body) }
  if (route.multipart) {
    const properties: Json = {}
    const required: string[] = []
    for (const [name, field] of Object.entries(route.multipart)) {
      const binary = { type: 'string', format: 'binary' }
      properties[name] = field.file
        ? { ...(field.file.multiple ? { type: 'array', items: binary } : binary), description: field.description }
        : { ...(field.schema ? jsonSchema(field.schema) : { type: 'string' }), description: field.description }
      if (field.required) required.push(name)
    }
    content['multipart/form-data'] = { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } }
  }
  return Object.keys(content).length ? { required: true, content } : undefined
}

function operation(route: RouteSpec): Json {
  const status = String(route.status ?? 200)
  const responses: Json = {
    [status]: route.noBody
      ? { description: '服务可用（无响应体）' }
      : { description: route.summary, content: { 'application/json': { schema: successBody(route) } } },
  }
  for (const code of errorStatuses(route)) responses[code] = { $ref: `#/components/responses/Error${code}` }
  const security = route.auth === 'required' ? [{ bearerAuth: [] }] : route.auth === 'optional' ? [{}, { bearerAuth: [] }] : []
  const params = parameters(route)
  const body = requestBody(route)
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, 'By-$1').split(/[/-]/).filter(Boolean).map((s) => s[0]!.toUpperCase() + s.slice(1)).join('')}`,
    tags: [TAGS[route.tag]],
    summary: route.summary,
    description: `规则：${route.rules.join(', ')}${route.auth === 'optional' ? '。可选登录：带令牌时 isLiked / is_following 等字段相对当前用户。' : ''}`,
    security,
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    'x-rules': route.rules,
  }
}

export function buildOpenApi(routes: readonly RouteSpec[] = ROUTES): Json {
  const paths: Record<string, Json> = {}
  for (const route of routes) {
    paths[route.path] ??= {}
    paths[route.path]![route.method.toLowerCase()] = operation(route)
  }
  const responses: Json = {}
  for (const [code, description] of Object.entries(ERRORS)) {
    responses[`Error${code}`] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '柠檬笔记 API',
      version: '1.0.0',
      description:
        '由 mock-server/route-table.ts 与 src/schemas 的 valibot 模式生成（npm run openapi），是真实后端需要满足的契约。' +
        '所有响应使用统一信封 { success, message, data, meta?, timestamp }；错误为 { success: false, message, code, details? }。' +
        '上传的文件通过 GET /uploads/... 读取（不在 /api 下）。',
    },
    servers: [{ url: '/', description: '浏览器内的模拟后端' }, { url: 'http://127.0.0.1:8787', description: 'npm run api' }],
    tags: Object.values(TAGS).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: '登录或刷新得到的访问令牌' } },
      schemas: componentSchemas(),
      responses,
    },
  }
}

export const renderOpenApi = (doc: Json = buildOpenApi()) => `${JSON.stringify(doc, null, 2)}\n`
