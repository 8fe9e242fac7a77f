import type { ErrorCode } from '@/schemas/error-codes'
import { MAX_BODY_BYTES } from './http/body-limit'
import type { RouteSpec } from './route-table'

// Every refusal a route of the route table can answer. Most follow from the row's shape, because the http layer
// answers them the same way everywhere (handle(), withAuth/optionalAuth, validate/readJson, idempotent(), the
// path-id parsers, the standalone host's body limit); a row adds only its business rules (RouteSpec.errors).
// scripts/openapi documents them per operation, and the fuzz fails on any answer not listed here.

export interface Refusal {
  status: number
  code: ErrorCode
  /** Why, for the contract's reader. */
  why: string
  /** A business rule's exact message (RouteSpec.errors): a valid request may still meet it. */
  message?: string
}

const hasFileField = (route: RouteSpec) => Object.values(route.multipart ?? {}).some((field) => field.file)

function implied(route: RouteSpec): Refusal[] {
  const out: Refusal[] = []
  if (route.body)
    out.push({
      status: 400,
      code: 'VALIDATION_001',
      why: '请求体不是 JSON 对象，或字段不合法（details.errors 列出字段与原因）',
    })
  if (route.multipart)
    out.push({
      status: 400,
      code: 'VALIDATION_001',
      why: '表单不是 multipart/form-data，或字段不合法（details.errors 列出字段与原因）',
    })
  // mock-server/handlers/query-gate.ts: any operation, whatever its parameters.
  out.push({
    status: 400,
    code: 'VALIDATION_001',
    why: route.query
      ? '查询参数不合法，或带了未列出的查询参数（details.errors 列出参数与原因）'
      : '带了查询参数（本接口不接受任何查询参数；details.errors 列出参数）',
  })
  if (hasFileField(route)) {
    out.push(
      { status: 400, code: 'UPLOAD_001', why: '没有选择文件，或文件数量超出（details.errors 列出字段）' },
      {
        status: 413,
        code: 'VALIDATION_001',
        why: '文件超过它的大小上限（x-max-bytes），或上传的文件总大小超出限制（details.errors 列出字段）',
      },
      {
        status: 415,
        code: 'VALIDATION_001',
        why: '文件不是可读的图片，或不是这里接受的图片类型（details.errors 列出字段）',
      },
    )
  }
  if (route.idempotent) out.push({ status: 400, code: 'VALIDATION_001', why: 'Idempotency-Key 格式不正确' })
  if (route.auth !== 'none') {
    out.push(
      {
        status: 401,
        code: 'AUTH_001',
        why: route.auth === 'required' ? '未登录或令牌无效' : '带了无效的令牌（不带令牌则按访客回答）',
      },
      { status: 401, code: 'AUTH_002', why: '登录已过期，需要刷新令牌' },
    )
  }
  if (route.params) out.push({ status: 404, code: 'NOT_FOUND_001', why: '路径中的 id 不是正整数，或没有这条记录' })
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    out.push({
      status: 413,
      code: 'VALIDATION_001',
      why: `请求体超过 ${MAX_BODY_BYTES / 1024 / 1024} MB（独立 API，npm run api）`,
    })
  }
  if (route.idempotent)
    out.push({ status: 422, code: 'IDEMPOTENCY_001', why: '同一个 Idempotency-Key 已用于另一个请求' })
  out.push({ status: 500, code: 'SERVER_001', why: '服务器内部错误' })
  // Any call may write (a login its session, a post read its view count) or read stored data.
  out.push(
    {
      status: 503,
      code: 'STORAGE_002',
      why: '服务器保存的数据无法读取（没有任何改动；浏览器里的模拟后端可导出后恢复演示数据）',
    },
    { status: 507, code: 'STORAGE_001', why: '存储空间已满：这次更改没有保存，之前保存的数据不受影响' },
  )
  return out
}

/** The route's refusals, implied and declared, in status order. */
export function routeRefusals(route: RouteSpec): Refusal[] {
  const declared = (route.errors ?? []).map(
    (e): Refusal => ({ status: e.status, code: e.code, why: e.message, message: e.message }),
  )
  return [...implied(route), ...declared].sort((a, b) => a.status - b.status)
}
