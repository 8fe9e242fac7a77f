import type { Contract } from './contract/contract'
import type { Answer, HttpClient, RequestSpec } from './http/client'
import type { CheckResult, Failure } from './model'
import type { Account, Sessions } from './sessions'
import type { ObservedValues } from './observed'
import type { Cleanup } from './cleanup'
import { conformanceProblems } from './contract/answer-checks'
import { chineseMessageProblems } from './contract/messages'

// A check: one thing the contract or a server rule asks, observed through the API, named by the spec rules it
// proves. It records failures and goes on where it can; `must` stops it where nothing after would mean anything.

export interface TestHooks {
  /** POST /api/test/reset: the backend puts its data back as it was seeded. */
  reset: boolean
  /** POST /api/test/expire-token: the caller's access token expires now. */
  expireToken: boolean
}

export interface CheckContext {
  contract: Contract
  quick: boolean
  seed: number
  runsPerOperation: number
  hooks: TestHooks
  /** Users of the rule checks (registered by the kit or read from --accounts), A first. */
  users: readonly Account[]
  /** Users of the generated requests: kept apart, so a generated logout or password reset touches no rule check. */
  fuzzUsers: readonly Account[]
  sessions: Sessions
  observed: ObservedValues
  cleanup: Cleanup
  /** Sends one request; the answer is checked against the contract (status, headers, envelope, schema, Chinese text). */
  call(spec: RequestSpec, options?: { conformance?: boolean }): Promise<Answer>
  /** The access token of an account (signed in when needed). */
  token(account: Account): Promise<string>
  /** Records a failure and goes on. Returns `ok`, so a check can branch on it. */
  expect(ok: boolean, message: string, answer?: Answer): boolean
  /** Records a failure and stops the check. */
  must(ok: boolean, message: string, answer?: Answer): asserts ok
  fail(message: string, answer?: Answer): void
}

export interface CheckDef {
  id: string
  rules: string[]
  title: string
  group: 'fuzz' | 'rules' | 'contract' | 'auth'
  /** Part of a --quick run. */
  quick: boolean
  /** Why it cannot run against this backend (a test hook it needs is missing), or undefined. */
  skip?: (ctx: CheckContext) => string | undefined
  run(ctx: CheckContext): Promise<void>
}

export class StopCheck extends Error {}

/** The failures of one running check, and the context its run sees. */
export class Recorder {
  readonly failures: Failure[] = []
  requests = 0

  constructor(
    readonly http: HttpClient,
    readonly contract: Contract,
    readonly exercised: Set<string>,
    private readonly onAnswer: (spec: RequestSpec, answer: Answer) => void,
    private readonly maxFailures = 20,
  ) {}

  record(message: string, answer?: Answer): void {
    if (this.failures.length >= this.maxFailures) return
    this.failures.push(answer ? { message, exchange: answer.exchange } : { message })
  }

  async call(spec: RequestSpec, conformance = true): Promise<Answer> {
    const answer = await this.http.send(spec)
    this.requests++
    const url = new URL(answer.exchange.request.url)
    const op = this.contract.find(spec.method, url.pathname)
    if (op) this.exercised.add(`${op.method} ${op.path}`)
    this.onAnswer(spec, answer)
    if (conformance && [414, 431].includes(answer.status) && beyondHeadLimit(answer.exchange.request)) return answer
    if (conformance) {
      const problems = [
        ...conformanceProblems(this.contract, { ...answer, method: spec.method, url: answer.exchange.request.url }),
        ...chineseMessageProblems(answer.json, answer.status),
      ]
      for (const p of problems.slice(0, 3)) this.record(`the answer breaks the contract: ${p}`, answer)
    }
    return answer
  }
}

/**
 * HTTP servers and proxies refuse a request line or headers beyond their limit (commonly 8 KB) before any API code
 * runs — a 414 or 431, or the connection closed before the body is read: the contract speaks of requests that reach
 * the API, so such an answer is not held to it.
 */
export const beyondHeadLimit = (request: { url: string; headers: Record<string, string> }) =>
  request.url.length + Object.entries(request.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) > 8000

export function emptyResult(def: CheckDef): CheckResult {
  return {
    id: def.id,
    rules: def.rules,
    title: def.title,
    group: def.group,
    status: 'passed',
    durationMs: 0,
    requests: 0,
    failures: [],
  }
}
