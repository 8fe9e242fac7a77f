import * as v from 'valibot'
import { PaginationSchema } from '@/schemas/envelope.schema'
import { expireAccessTokens } from '../auth-config'
import type { MockDb } from '../db'
import type { RouteSpec } from '../route-table'
import { tokenFor } from '../test/content-seed'
import type { BodySpec, FuzzRequest } from './arbitraries'

// Sends one generated request the way a browser would, and checks the answer: never a 5xx, always the
// envelope of R3.15 (HEAD /api/health: no body at all), and a success answer's data matches the route's schema.

export const ORIGIN = 'http://localhost'

/** Access tokens per user, re-issued when a fuzzed logout or password reset revoked the previous one. */
export class TokenPool {
  readonly #db: MockDb
  readonly #tokens = new Map<number, string>()
  expired = ''
  revoked = ''

  constructor(db: MockDb) {
    this.#db = db
  }

  async init(): Promise<void> {
    this.expired = await tokenFor(this.#db, 1)
    await expireAccessTokens({ accessToken: this.expired })
    this.revoked = await tokenFor(this.#db, 1)
    await this.#db.write(async (tx) => {
      const [session] = tx.filter('sessions', (s) => s.accessToken === this.revoked)
      await tx.update('sessions', session!.id, { revoked: true })
    })
  }

  async forUser(userId: number): Promise<string> {
    const token = this.#tokens.get(userId)
    const session = token === undefined ? undefined : this.#db.find('sessions', (s) => s.accessToken === token)
    if (token !== undefined && session && !session.revoked && session.accessExpiresAt > Date.now()) return token
    const fresh = await tokenFor(this.#db, userId)
    this.#tokens.set(userId, fresh)
    return fresh
  }
}

export function urlOf(route: RouteSpec, request: Pick<FuzzRequest, 'params' | 'query'>): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => request.params[name] ?? '1')
  const query = new URLSearchParams(request.query).toString()
  return `${ORIGIN}${path}${query ? `?${query}` : ''}`
}

function encodeBody(body: BodySpec, headers: Record<string, string>): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined
    case 'json': {
      let text: string | undefined
      try {
        text = JSON.stringify(body.value)
      } catch {
        text = undefined
      }
      if (text === undefined) return undefined
      if (body.contentType) headers['Content-Type'] = body.contentType
      return text
    }
    case 'raw':
      if (body.contentType !== undefined) headers['Content-Type'] = body.contentType
      return body.text
    case 'multipart': {
      const form = new FormData()
      for (const part of body.parts) {
        if ('text' in part) form.append(part.name, part.text)
        else form.append(part.name, new File([part.file.bytes], part.file.filename, { type: part.file.type }))
      }
      return form
    }
  }
}

export interface Answer {
  url: string
  status: number
  text: string
  json: unknown
}

export async function send(route: RouteSpec, request: FuzzRequest, tokens: TokenPool): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers }
  const { auth } = request
  if (auth.kind === 'user') headers.Authorization = `Bearer ${await tokens.forUser(auth.userId)}`
  else if (auth.kind === 'expired') headers.Authorization = `Bearer ${tokens.expired}`
  else if (auth.kind === 'revoked') headers.Authorization = `Bearer ${tokens.revoked}`
  else if (auth.kind === 'header') headers.Authorization = auth.value
  const url = urlOf(route, request)
  const body = encodeBody(request.body, headers)
  const response = await fetch(url, { method: route.method, headers, body })
  const text = await response.text()
  let json: unknown = undefined
  if (text) {
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
  }
  return { url, status: response.status, text, json }
}

// ---------- the answer's shape ----------

const nonEmpty = v.pipe(v.string(), v.nonEmpty())
const DEV_EXTRA = { responseTime: v.number(), version: nonEmpty }

const SUCCESS_ENTRIES = {
  success: v.literal(true),
  message: v.string(),
  data: v.unknown(),
  meta: v.optional(v.strictObject({ pagination: v.optional(PaginationSchema) })),
  timestamp: nonEmpty,
}
const FAILURE_ENTRIES = {
  success: v.literal(false),
  message: nonEmpty,
  code: nonEmpty,
  details: v.optional(v.looseObject({ errors: v.optional(v.array(v.strictObject({ field: v.string(), message: nonEmpty }))) })),
  timestamp: nonEmpty,
}
// The developer endpoints add responseTime and version, and data: null on errors (R7.38).
const SHAPES = {
  success: v.strictObject(SUCCESS_ENTRIES),
  failure: v.strictObject(FAILURE_ENTRIES),
  devSuccess: v.strictObject({ ...SUCCESS_ENTRIES, ...DEV_EXTRA }),
  devFailure: v.strictObject({ ...FAILURE_ENTRIES, ...DEV_EXTRA, data: v.null() }),
}

const patternOf = (route: RouteSpec) => new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`)

/** Problems with one answer; empty when it is fine. */
export function answerProblems(route: RouteSpec, answer: Answer): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`status ${answer.status}`)
  if (route.noBody) {
    if (answer.text !== '') problems.push(`HEAD answered a body: ${answer.text.slice(0, 200)}`)
    return problems
  }
  const json = answer.json as { success?: unknown; meta?: unknown } | undefined
  if (typeof json !== 'object' || json === null) return [...problems, `not a JSON object: ${answer.text.slice(0, 200)}`]
  const ok = json.success === true
  const shape = ok ? v.safeParse(route.devShape ? SHAPES.devSuccess : SHAPES.success, json) : v.safeParse(route.devShape ? SHAPES.devFailure : SHAPES.failure, json)
  if (!shape.success) problems.push(`not the ${ok ? 'success' : 'error'} envelope: ${shape.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}`)
  if (ok && (answer.status < 200 || answer.status > 299)) problems.push(`success true with status ${answer.status}`)
  if (!ok && (answer.status < 400 || answer.status > 499)) problems.push(`success false with status ${answer.status}`)
  // Only when the url still names this route ('../' in a param may route elsewhere).
  if (ok && patternOf(route).test(new URL(answer.url).pathname)) {
    if (answer.status !== (route.status ?? 200)) problems.push(`success status ${answer.status}, expected ${route.status ?? 200}`)
    const data = (json as { data?: unknown }).data
    if (route.data) {
      const parsed = v.safeParse(route.data, data)
      if (!parsed.success) problems.push(`data does not match the route schema: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}`)
    }
    if (route.paginated && !v.is(v.object({ pagination: PaginationSchema }), json.meta)) problems.push('paginated answer without meta.pagination')
  }
  return problems
}
