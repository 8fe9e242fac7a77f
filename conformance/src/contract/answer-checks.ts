import type { Contract, Json, Operation } from './contract'
import { FILE_FLAW } from '../generate/request-bodies'
import type { FuzzRequest } from '../generate/requests'

// What an answer must be, by the committed contract alone: a status the operation documents, the headers that
// answer documents (Allow on a 405, Idempotent-Replayed on a replay), a body that validates against the schema of
// that status. And what the request's side of the contract implies: a request the contract forbids is refused
// (a bad token with 401), a request it allows is not refused for its shape.

export interface Observed {
  method: string
  url: string
  status: number
  headers: Headers
  text: string
}

/** Headers the API sets itself; one the contract does not document for an answer is a drift too. */
const OWN_HEADERS = ['Allow', 'Idempotent-Replayed']

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

function responseProblems(contract: Contract, pointer: string, response: Json, answer: Observed): string[] {
  const problems: string[] = []
  const headers = (response.headers ?? {}) as Json
  for (const [name, header] of Object.entries(headers)) {
    const value = answer.headers.get(name)
    if (value === null) {
      if (header.required) problems.push(`header ${name} missing`)
      continue
    }
    problems.push(
      ...contract.problems(`${pointer}/headers/${escape(name)}/schema`, value).map((p) => `header ${name}: ${p}`),
    )
  }
  for (const name of OWN_HEADERS)
    if (answer.headers.has(name) && !(name in headers))
      problems.push(`header ${name} is not documented for this answer`)
  // A HEAD answer never has a body, whatever its GET twin documents.
  if (answer.method === 'HEAD') return answer.text === '' ? problems : [...problems, 'HEAD answered a body']
  if (!response.content?.['application/json'])
    return answer.text === ''
      ? problems
      : [...problems, `a body where the contract documents none: ${answer.text.slice(0, 200)}`]
  const type = answer.headers.get('content-type') ?? ''
  if (!type.startsWith('application/json')) problems.push(`content-type "${type}", not application/json`)
  let json: unknown
  try {
    json = JSON.parse(answer.text)
  } catch {
    return [...problems, `the body is not JSON: ${answer.text.slice(0, 200)}`]
  }
  problems.push(...contract.ruledProblems(`${pointer}/content/application~1json/schema`, json).map((p) => `body ${p}`))
  return problems
}

/** A known path asked with another method: 405 with the contract's methods in Allow; any other path: 404. */
function unroutedProblems(contract: Contract, answer: Observed, pathname: string): string[] {
  const methods = contract.methodsAt(pathname)
  const [status, name] = methods.length ? [405, 'MethodNotAllowed'] : [404, 'NotFound']
  if (answer.status !== status)
    return [`${answer.method} ${pathname} is in no operation of the contract: expected ${status}, got ${answer.status}`]
  const problems = responseProblems(
    contract,
    `#/components/responses/${name}`,
    contract.at(`#/components/responses/${name}`),
    answer,
  )
  const allow = answer.headers.get('Allow')
  if (status === 405 && allow !== methods.join(', '))
    problems.push(`Allow "${allow}" ≠ the contract's methods "${methods.join(', ')}"`)
  return problems
}

/** Problems with one answer; empty when the contract documents it exactly. */
export function conformanceProblems(contract: Contract, answer: Observed): string[] {
  const { pathname } = new URL(answer.url)
  if (!pathname.startsWith('/api/')) return [] // /uploads/… are plain files, outside the API
  const op = contract.find(answer.method, pathname)
  if (!op) return unroutedProblems(contract, answer, pathname)
  const response = (op.op.responses as Json)[String(answer.status)] as Json | undefined
  if (!response)
    return [
      `${answer.status} is not an answer ${op.method} ${op.path} documents (${Object.keys(op.op.responses as Json).join(', ')})`,
    ]
  return responseProblems(contract, `${op.pointer}/responses/${answer.status}`, response, answer)
}

function collectChecks(contract: Contract, node: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!node || typeof node !== 'object' || seen.has(node)) return out
  seen.add(node)
  const object = node as Json
  if (typeof object.$ref === 'string') collectChecks(contract, contract.at(object.$ref), out, seen)
  for (const [key, value] of Object.entries(object)) {
    if (key === 'x-checks' && Array.isArray(value)) for (const m of value) out.add(String(m))
    else collectChecks(contract, value, out, seen)
  }
  return out
}

/** Messages a request the contract allows may still be refused with: its business rules and its x-checks. */
function allowedRefusals(contract: Contract, op: Operation, status: number): Set<string> {
  const out = collectChecks(contract, { parameters: op.op.parameters, body: op.op.requestBody }, new Set())
  for (const rule of ((op.op.responses as Json)[String(status)]?.['x-business-rules'] ?? []) as Json[])
    out.add(String(rule.message))
  return out
}

/** 413 when every flaw is a file over its size, 415 when every one is a file of a type not taken; else any 4xx does. */
function exactStatus(flaws: readonly string[]): number | undefined {
  for (const [marker, status] of [
    [FILE_FLAW.size, 413],
    [FILE_FLAW.type, 415],
  ] as const)
    if (flaws.every((f) => f.endsWith(marker))) return status
  return undefined
}

/** Problems with how the answer treats the request's side of the contract. */
export function expectationProblems(
  contract: Contract,
  op: Operation,
  request: FuzzRequest,
  answer: Observed,
): string[] {
  if (request.hostile) return []
  const accepted = answer.status >= 200 && answer.status < 300
  if (request.flaws.length === 1 && request.flaws[0]!.startsWith('auth:')) {
    return answer.status === 401
      ? []
      : [`a request without a valid token (${request.flaws[0]}) got ${answer.status}, not 401`]
  }
  if (request.flaws.length) {
    const exact = exactStatus(request.flaws)
    if (exact !== undefined && answer.status !== exact)
      return [`a request whose only flaw is its file (${request.flaws.join('; ')}) got ${answer.status}, not ${exact}`]
    return answer.status >= 400 && answer.status < 500
      ? []
      : [`the contract forbids this request (${request.flaws.join('; ')}) but the server answered ${answer.status}`]
  }
  // Ownership, existence, taken names and rate limits depend on the data, not on the request's shape.
  if (accepted || [403, 404, 409, 429].includes(answer.status)) return []
  let json: Json | undefined
  try {
    json = JSON.parse(answer.text) as Json
  } catch {
    json = undefined
  }
  const messages = (json?.details?.errors as Json[] | undefined)?.map((e) => String(e.message)) ?? [
    String(json?.message),
  ]
  const allowed = allowedRefusals(contract, op, answer.status)
  if (messages.every((m) => allowed.has(m))) return []
  return [
    `the contract allows this request but the server refused it: ${answer.status} ${json?.code ?? ''} ${messages.join('；')}`,
  ]
}
