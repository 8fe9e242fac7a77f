import { PostListSchema, PostSchema } from '@/schemas/post.schema'
import type { FieldError, Pagination } from '@/schemas/envelope.schema'
import { ROUTES, type RouteSpec } from '../route-table'
import { authenticate, type Auth } from '../services/sessions'
import type { DefectContext } from './types'

// What the defects share: which operation of the route table a request is, the caller behind its token, and an answer
// read and rewritten as JSON. Everything here only reads; what a defect breaks is in its own file.

export interface RouteHit {
  route: RouteSpec
  /** The path's parameters in order, as sent (`/api/posts/12` → ['12']). */
  params: string[]
}

// A fixed path (/api/posts/search) is tried before a templated one (/api/posts/{id}) that would also match it.
const MATCHERS = ROUTES.map((route) => ({
  route,
  templated: route.path.includes('{'),
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
})).sort((a, b) => Number(a.templated) - Number(b.templated))

export function routeOf(request: Request): RouteHit | undefined {
  const path = new URL(request.url).pathname
  for (const { route, pattern } of MATCHERS) {
    if (route.method !== request.method) continue
    const found = pattern.exec(path)
    if (found) return { route, params: found.slice(1).map(decodeURIComponent) }
  }
  return undefined
}

/** `/api/posts/{id}` with its method, the way defects name the operation they act on. */
export const isOperation = (hit: RouteHit | undefined, method: string, path: string): hit is RouteHit =>
  hit !== undefined && hit.route.method === method && hit.route.path === path

/** Operations whose data is a post or a list of posts (R3.5). */
export const answersPosts = (hit: RouteHit | undefined): hit is RouteHit =>
  hit !== undefined && (hit.route.data === PostSchema || hit.route.data === PostListSchema)

/** A path parameter as an id, or undefined when it names none. */
export function idParam(hit: RouteHit, index = 0): number | undefined {
  const raw = hit.params[index]
  return raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined
}

/** The signed-in caller, or null (no token, or one the API would refuse: the handler then answers 401 itself). */
export async function callerOf(ctx: DefectContext, request: Request): Promise<Auth | null> {
  await ctx.db.sync()
  try {
    return authenticate(ctx.db, request)
  } catch {
    return null
  }
}

export interface WireEnvelope {
  success: boolean
  message: string
  data?: unknown
  meta?: { pagination?: Pagination }
  code?: string
  details?: { errors?: FieldError[]; [key: string]: unknown }
  timestamp?: string
  [key: string]: unknown
}

/** The answer's JSON envelope, or undefined for anything else (an upload's bytes, HEAD, a dropped connection). */
export async function envelopeOf(response: Response): Promise<WireEnvelope | undefined> {
  if (response.type === 'error' || !response.headers.get('content-type')?.includes('json')) return undefined
  try {
    const body: unknown = await response.clone().json()
    return typeof body === 'object' && body !== null && !Array.isArray(body) && 'success' in body
      ? (body as WireEnvelope)
      : undefined
  } catch {
    return undefined
  }
}

/** The same answer (status, headers) with another JSON body. */
export function withBody(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}

/** The answer with its envelope changed by `change`; anything that is not an envelope passes untouched. */
export async function rewrite(response: Response, change: (body: WireEnvelope) => void): Promise<Response> {
  const body = await envelopeOf(response)
  if (!body) return response
  change(body)
  return withBody(response, body)
}

export type WireRecord = Record<string, unknown>

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The records of a data that is one record or a list of them. */
export const recordsOf = (data: unknown): WireRecord[] =>
  Array.isArray(data) ? data.filter(isRecord) : isRecord(data) ? [data] : []

/** `request` again with other headers (its body, if any, goes along). */
export function withHeaders(request: Request, change: (headers: Headers) => void): Request {
  const headers = new Headers(request.headers)
  change(headers)
  return new Request(request, { headers })
}
