import { REPLAYED_HEADER } from '../../mock-server/http/idempotent'
import { routeRefusals, type Refusal } from '../../mock-server/route-errors'
import type { RouteSpec } from '../../mock-server/route-table'
import { jsonSchema, type Json } from './convert'

// Every answer of an operation: the success envelope with its data schema, and one response per refusal status
// with the error envelope narrowed to that status's codes. The envelopes are closed (unevaluatedProperties): a
// field the contract does not name is a drift the fuzz reports.

const TIMESTAMP = { type: 'string', format: 'date-time' }
// R7.38: the developer endpoints add these to every answer, errors included (with data: null).
const DEV_FIELDS = { responseTime: { type: 'number' }, version: { type: 'string', minLength: 1 } }

function successBody(route: RouteSpec): Json {
  const data: Json = route.data ? jsonSchema(route.data) : { type: 'null' }
  const meta = route.paginated
    ? {
        type: 'object',
        properties: { pagination: { $ref: '#/components/schemas/Pagination' } },
        required: ['pagination'],
      }
    : { $ref: '#/components/schemas/Meta' }
  return {
    type: 'object',
    properties: {
      success: { const: true },
      message: { type: 'string' },
      data,
      meta,
      timestamp: TIMESTAMP,
      ...(route.devShape ? DEV_FIELDS : {}),
    },
    required: [
      'success',
      'message',
      'data',
      'timestamp',
      ...(route.paginated ? ['meta'] : []),
      ...(route.devShape ? Object.keys(DEV_FIELDS) : []),
    ],
    unevaluatedProperties: false,
  }
}

/** The error envelope with this status's codes (and the developer fields on those endpoints). */
export function errorBody(codes: readonly string[], devShape = false): Json {
  const dev = devShape ? { data: { type: 'null' }, ...DEV_FIELDS } : {}
  return {
    type: 'object',
    allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }],
    properties: { code: { enum: [...codes] }, timestamp: TIMESTAMP, ...dev },
    ...(devShape ? { required: Object.keys(dev) } : {}),
    unevaluatedProperties: false,
  }
}

function errorResponse(route: RouteSpec, refusals: Refusal[]): Json {
  const codes = [...new Set(refusals.map((r) => r.code))]
  const byWhy = new Map<string, Set<string>>()
  for (const r of refusals) byWhy.set(r.why, (byWhy.get(r.why) ?? new Set()).add(r.code))
  const description = [...byWhy].map(([why, whyCodes]) => `${why}（${[...whyCodes].join(' / ')}）`).join('；')
  const rules = refusals.filter((r) => r.message !== undefined).map((r) => ({ code: r.code, message: r.message }))
  return {
    description,
    ...(route.noBody ? {} : { content: { 'application/json': { schema: errorBody(codes, route.devShape) } } }),
    // Refusals a valid request can still meet (a business rule), with the server's exact message.
    ...(rules.length ? { 'x-business-rules': rules } : {}),
  }
}

const REPLAYED = {
  [REPLAYED_HEADER]: {
    description: '重复的 Idempotency-Key：这是第一次请求的结果，没有新建任何东西',
    schema: { type: 'string', const: 'true' },
  },
}

export function responses(route: RouteSpec): Json {
  const status = String(route.status ?? 200)
  const out: Json = {
    [status]: route.noBody
      ? { description: '服务可用（无响应体）' }
      : {
          description: route.summary,
          ...(route.idempotent ? { headers: REPLAYED } : {}),
          content: { 'application/json': { schema: successBody(route) } },
        },
  }
  const byStatus = new Map<number, Refusal[]>()
  for (const refusal of routeRefusals(route))
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal])
  // HEAD answers its refusals (a query parameter it does not take, the server's own failure) without a body.
  for (const [code, refusals] of byStatus) out[String(code)] = errorResponse(route, refusals)
  return out
}
