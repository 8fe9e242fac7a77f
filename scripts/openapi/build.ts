import { ROUTES, type RouteSpec } from '../../mock-server/route-table'
import { componentSchemas, type Json } from './convert'
import { portablePattern } from './portable-pattern'
import { parameters, requestBody } from './request'
import { errorBody, responses } from './responses'

// docs/openapi.json (OpenAPI 3.1) from the route table and the shared valibot schemas: every row of the table
// becomes an operation, with nothing special-cased by path, so a new row is documented as soon as it is added.
// Output is deterministic (no dates), so the file can be checked for staleness.

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

const operationId = (route: RouteSpec) =>
  `${route.method.toLowerCase()}${route.path
    .replace(/^\/api/, '')
    .replace(/\{(\w+)\}/g, 'By-$1')
    .split(/[/-]/)
    .filter(Boolean)
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
    .join('')}`

function operation(route: RouteSpec): Json {
  const security =
    route.auth === 'required' ? [{ bearerAuth: [] }] : route.auth === 'optional' ? [{}, { bearerAuth: [] }] : []
  const params = parameters(route)
  const body = requestBody(route)
  return {
    operationId: operationId(route),
    tags: [TAGS[route.tag]],
    summary: route.summary,
    description: `规则：${route.rules.join(', ')}${route.auth === 'optional' ? '。可选登录：带令牌时 isLiked / is_following 等字段相对当前用户。' : ''}`,
    security,
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
    'x-rules': route.rules,
  }
}

// Answers outside any operation: a path the API does not know, and a known path asked with another method.
const UNROUTED = {
  NotFound: {
    description: '没有这个接口（NOT_FOUND_001）',
    content: { 'application/json': { schema: errorBody(['NOT_FOUND_001']) } },
  },
  MethodNotAllowed: {
    description: '路径存在，但不支持这个请求方法（METHOD_001）；Allow 列出该路径支持的方法',
    headers: {
      Allow: {
        required: true,
        description: '该路径在本契约中的方法，逗号分隔',
        schema: { type: 'string', pattern: portablePattern(/^[A-Z]+(, [A-Z]+)*$/) },
      },
    },
    content: { 'application/json': { schema: errorBody(['METHOD_001']) } },
  },
}

export function buildOpenApi(routes: readonly RouteSpec[] = ROUTES): Json {
  const paths: Record<string, Json> = {}
  for (const route of routes) {
    paths[route.path] ??= {}
    paths[route.path]![route.method.toLowerCase()] = operation(route)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '柠檬笔记 API',
      version: '1.0.0',
      description:
        '由 mock-server/route-table.ts 与 src/schemas 的 valibot 模式生成（npm run openapi），是真实后端需要满足的契约。' +
        '所有响应使用统一信封 { success, message, data, meta?, timestamp }；错误为 { success: false, message, code, details?, timestamp }，' +
        '每个状态码可能的 code 见各操作的响应。未知路径返回 404（components.responses.NotFound），' +
        '已知路径的其他请求方法返回 405 并带 Allow（components.responses.MethodNotAllowed）。' +
        '每个操作只接受它列出的查询参数：带了其他查询参数返回 400（VALIDATION_001，details.errors 指出参数）。' +
        '字符串会先去掉首尾空白再校验；pattern 按 Unicode 代码点匹配，只用 JavaScript、Python、Rust 读法相同的写法' +
        '（空白、数字、字母写成明确的字符类，空白即 JavaScript 的 \\s；$(?!\\n) 表示文本结尾）。x-checks 列出 JSON Schema 无法表达的规则（服务器拒绝时的原文），' +
        'x-business-rules 列出合法请求仍可能遇到的业务拒绝，x-max-bytes 为单个文件的字节上限。' +
        '上传的文件通过 GET /uploads/... 读取（不在 /api 下）。',
    },
    servers: [
      { url: '/', description: '浏览器内的模拟后端' },
      { url: 'http://127.0.0.1:8787', description: 'npm run api' },
    ],
    tags: Object.values(TAGS).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: '登录或刷新得到的访问令牌' } },
      schemas: componentSchemas(),
      responses: UNROUTED,
    },
  }
}

export const renderOpenApi = (doc: Json = buildOpenApi()) => `${JSON.stringify(doc, null, 2)}\n`
