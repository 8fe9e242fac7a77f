import fc from 'fast-check'
import type { Contract, Json, Operation } from '../contract/contract'
import { hostileAuthorization, hostileSegment, nastyString, oddHeaders, rawBody, wrongValue } from './hostile'
import { collectionOf, type LiveValues } from './live-values'
import { jsonBody, multipartBody, type Built } from './request-bodies'
import { paramArb, paramFlaws, urlOf, type ParamValue } from './request-params'

// One request for one operation of the contract, in one of three moods: valid (every part from the contract's
// schemas), broken (exactly one part breaks the contract: a parameter, the Idempotency-Key, the body, a form field,
// a file, or the token) or hostile (one part the contract cannot judge: raw text, an odd content type, a path
// segment that may route elsewhere). Whether a part is valid is what ajv says, not what the generator meant.

export type AuthSpec =
  | { kind: 'user'; userId: number }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'header'; value: string }

export interface FilePart {
  bytes: Uint8Array<ArrayBuffer>
  filename: string
  type: string
}
export type Part = { name: string; text: string } | { name: string; file: FilePart }

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'multipart'; parts: Part[] }

export interface FuzzRequest {
  method: string
  /** Path and query, percent-encoded. */
  url: string
  headers: Record<string, string>
  auth: AuthSpec
  body: BodySpec
  /** Where the request breaks the contract (ajv's word, or a file rule); empty when it is valid. */
  flaws: string[]
  /** A part the contract cannot judge: only the answer's conformance is checked. */
  hostile: boolean
  /** The Idempotency-Key is sent as generated (it is already unique, or it is the thing under test). */
  fixedKey?: boolean
}

export type Mood = 'valid' | 'broken' | 'hostile'

function authArb(op: Operation, users: readonly number[], mood: 'valid' | 'broken'): fc.Arbitrary<AuthSpec> {
  const user = fc.constantFrom(...users).map((userId): AuthSpec => ({ kind: 'user', userId }))
  if (!op.secured) return fc.constant({ kind: 'none' })
  if (mood === 'valid') return op.anonymousToo ? fc.oneof(user, fc.constant<AuthSpec>({ kind: 'none' })) : user
  const bad = fc.oneof(
    fc.constantFrom<AuthSpec>({ kind: 'expired' }, { kind: 'revoked' }),
    hostileAuthorization.map((value): AuthSpec => ({ kind: 'header', value })),
  )
  return op.anonymousToo ? bad : fc.oneof(bad, fc.constant<AuthSpec>({ kind: 'none' }))
}

/** Half the time a signed-in request is sent by the author of the record its path names, so owners' paths are hit. */
function ownerOf(
  op: Operation,
  values: ParamValue[],
  auth: AuthSpec,
  users: readonly number[],
  live: LiveValues,
): AuthSpec {
  if (auth.kind !== 'user') return auth
  for (const { param, text } of values) {
    if (param.in !== 'path' || text === undefined || !/^\d+$/.test(text)) continue
    const author = live.authorOf(collectionOf(op.path, param.name), Number(text))
    // Only an author whose token the caller holds can be sent as.
    if (author !== undefined && users.includes(author)) return { kind: 'user', userId: author }
  }
  return auth
}

/** The parts of an operation that can be broken, by name. */
function breakable(op: Operation): string[] {
  return [
    ...op.parameters.map((p) => `param:${p.in}:${p.name}`),
    ...Object.keys(op.bodies).map((t) => `body:${t}`),
    ...(op.secured ? ['auth'] : []),
  ]
}

/** Requests in one mood; a broken one breaks one part, picked without bias (runs are few). */
export function requestArb(
  contract: Contract,
  op: Operation,
  users: readonly number[],
  mood: Mood,
  live: LiveValues,
): fc.Arbitrary<FuzzRequest> {
  const targets = breakable(op)
  if (mood !== 'broken') return build(contract, op, users, mood, undefined, live)
  if (!targets.length) return build(contract, op, users, 'valid', undefined, live)
  return fc.noBias(fc.nat()).chain((t) => build(contract, op, users, mood, targets[t % targets.length], live))
}

function build(
  contract: Contract,
  op: Operation,
  users: readonly number[],
  mood: Mood,
  target: string | undefined,
  live: LiveValues,
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(
    ...op.parameters.map((p) => paramArb(contract, op, p, target === `param:${p.in}:${p.name}`, live)),
  )
  const types = Object.keys(op.bodies)
  const bodyType = target?.startsWith('body:')
    ? fc.constant(target.slice(5))
    : types.length
      ? fc.constantFrom(...types)
      : fc.constant(undefined)
  const body = bodyType.chain((type): fc.Arbitrary<Built> => {
    if (type === undefined) return fc.constant({ body: { kind: 'none' }, flaws: [] })
    const { schema, pointer, encoding } = op.bodies[type]!
    const broken = target === `body:${type}`
    return type === 'multipart/form-data'
      ? multipartBody(contract, pointer, schema, encoding, broken)
      : jsonBody(contract, op, pointer, schema, broken, live)
  })
  const auth = authArb(op, users, target === 'auth' ? 'broken' : 'valid')
  // Hostile: one part the contract has no word for.
  const hostile =
    mood !== 'hostile'
      ? fc.constant({})
      : fc.oneof(
          ...(op.method === 'GET' || op.method === 'HEAD'
            ? []
            : [fc.record({ rawBody }), fc.record({ jsonValue: wrongValue })]),
          fc.record({ headers: oddHeaders }),
          fc.record({
            extraQuery: fc.array(
              fc.tuple(
                fc.oneof(fc.constantFrom('page', 'limit', 'id', '__proto__', 'q[]'), fc.string({ maxLength: 10 })),
                nastyString,
              ),
              { minLength: 1, maxLength: 3 },
            ),
          }),
          ...(op.path.includes('{') ? [fc.record({ segment: hostileSegment })] : []),
        )
  return fc
    .record({ params, body, auth, asOwner: fc.boolean(), hostile: hostile as fc.Arbitrary<Json> })
    .map(({ params: values, body: built, auth, asOwner, hostile: odd }) => {
      const who = asOwner ? ownerOf(op, values, auth, users, live) : auth
      const headers: Record<string, string> = { ...(odd.headers ?? {}) }
      for (const { param, text } of values) if (param.in === 'header' && text !== undefined) headers[param.name] = text
      let url = urlOf(op, values, odd.segment)
      if (odd.extraQuery) url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams(odd.extraQuery).toString()}`
      let body = built.body
      if (odd.rawBody) body = { kind: 'text', ...odd.rawBody }
      if (odd.jsonValue !== undefined)
        body = { kind: 'text', text: JSON.stringify(odd.jsonValue) ?? '', contentType: 'application/json' }
      const flaws = [...paramFlaws(contract, values), ...built.flaws]
      if (target === 'auth') flaws.push(`auth: ${who.kind}`)
      return { method: op.method, url, headers, auth: who, body, flaws, hostile: mood === 'hostile' }
    })
}
