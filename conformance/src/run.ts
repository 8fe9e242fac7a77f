import { ACCOUNTS_NEEDED, KitError, prepareAccounts, readAccountsFile } from './accounts'
import { emptyResult, Recorder, StopCheck, type CheckContext, type CheckDef, type TestHooks } from './check'
import { allChecks } from './checks'
import { Cleanup } from './cleanup'
import { loadContract, type Contract } from './contract/contract'
import { BackendError, HttpClient, type Answer, type RequestSpec } from './http/client'
import { preflight } from './http/preflight'
import type { CheckResult, RunReport } from './model'
import { ObservedValues } from './observed'
import { Sessions, type Account } from './sessions'
import type { BadTokens } from './checks/fuzz'

// One run of the kit against one backend: ask it is there, sign in, run the checks one after the other, put back
// what the run made, and say what it found — also when it is stopped half-way (Ctrl-C, or the backend went away).

export const KIT = { name: '@lemon-notes/conformance', version: '0.1.0' }

export interface RunOptions {
  baseUrl: string
  contractPath: string
  quick: boolean
  seed: number
  /** Generated requests per operation (split over valid, broken and hostile). */
  runsPerOperation: number
  timeoutMs: number
  /** Check ids (or parts of them) or rule ids: run only the checks they name. */
  only?: string[]
  accountsFile?: string
  /** Put the backend back to its seed at the end with its test hook, when it has one. */
  reset: boolean
  signal: AbortSignal
  progress?: { start(def: CheckDef): void; end(result: CheckResult): void }
}

/**
 * Ctrl-C stops the run before its next request, never during one: a create whose answer was cut off would leave a
 * record the run cannot know it made, and so cannot delete.
 */
class StoppableClient extends HttpClient {
  constructor(
    options: ConstructorParameters<typeof HttpClient>[0],
    private readonly stop: AbortSignal,
  ) {
    super(options)
  }

  override send(spec: RequestSpec): Promise<Answer> {
    if (this.stop.aborted)
      return Promise.reject(
        new BackendError(
          'aborted',
          `request to ${this.base}${spec.path} not sent: the run was interrupted`,
          this.base + spec.path,
        ),
      )
    return super.send(spec)
  }
}

/** The test hooks a backend has (a development backend may; docs/conformance.md). Probed without changing anything. */
async function probeHooks(http: HttpClient): Promise<TestHooks> {
  const answer = await http.send({ method: 'POST', path: '/api/test/expire-token' })
  const present = answer.status === 401
  return { reset: present, expireToken: present }
}

const bodyOf = (spec: RequestSpec): unknown => {
  if (spec.json !== undefined) return spec.json
  if (spec.text) {
    try {
      return JSON.parse(spec.text.body)
    } catch {
      return undefined
    }
  }
  return undefined
}
const bearer = (spec: RequestSpec) =>
  spec.token ??
  /^Bearer (.+)$/.exec(
    Object.entries(spec.headers ?? {}).find(([k]) => k.toLowerCase() === 'authorization')?.[1] ?? '',
  )?.[1]

/** What every answer teaches the run: tokens, records that exist or are gone, and what to take away at the end. */
function learnFrom(sessions: Sessions, observed: ObservedValues, cleanup: Cleanup) {
  return (spec: RequestSpec, answer: Answer): void => {
    const pathname = new URL(answer.url).pathname.replace(/^.*?(?=\/api\/)/, '')
    const token = bearer(spec)
    sessions.observe(spec.method, pathname, token, bodyOf(spec), answer.status, answer.json)
    const success = answer.status >= 200 && answer.status < 300
    const id = Number(/\/(\d+)(?:\/[a-z-]+)?$/.exec(pathname)?.[1])
    if (!success) {
      if (answer.status === 404 && spec.method === 'GET' && /^\/api\/posts\/\d+$/.test(pathname))
        observed.remove('posts', id)
      return
    }
    observed.learn(answer.json)
    const user = sessions.userOf(token)
    const data = (answer.json as { data?: { id?: number } } | undefined)?.data
    if (spec.method === 'DELETE' && /^\/api\/posts\/\d+$/.test(pathname)) observed.remove('posts', id)
    if (spec.method === 'DELETE' && /^\/api\/comments\/\d+$/.test(pathname)) observed.remove('comments', id)
    if (spec.method !== 'POST') return
    if (pathname === '/api/posts' && user !== undefined && typeof data?.id === 'number')
      cleanup.deletable(`post ${data.id}`, user, 'DELETE', `/api/posts/${data.id}`)
    else if (pathname === '/api/comments' && user !== undefined && typeof data?.id === 'number')
      cleanup.deletable(`comment ${data.id}`, user, 'DELETE', `/api/comments/${data.id}`)
    else if (/^\/api\/(social\/(like|bookmark|follow)|comments\/\d+\/like)/.test(pathname) && user !== undefined)
      cleanup.deletable(`${spec.method} ${pathname} by user ${user}`, user, 'DELETE', pathname)
    else if (pathname === '/api/messages/send')
      cleanup.leftBehind("messages sent by the kit's accounts (the API deletes no message)")
    else if (pathname.startsWith('/api/upload'))
      cleanup.leftBehind("files uploaded by the kit's accounts (the API deletes no upload)")
    else if (pathname === '/api/auth/register')
      cleanup.leftBehind('accounts registered by the generated requests (the API deletes no account)')
  }
}

function selected(defs: CheckDef[], options: RunOptions): CheckDef[] {
  const quick = options.quick ? defs.filter((d) => d.quick) : defs
  if (!options.only?.length) return quick
  return quick.filter((d) => options.only!.some((o) => d.id.includes(o) || d.rules.includes(o)))
}

export async function runKit(options: RunOptions): Promise<RunReport> {
  const startedAt = new Date()
  const health = await preflight(options.baseUrl, options.timeoutMs, options.signal)
  if (!health.ok) throw new KitError(health.message)
  let contract: Contract
  try {
    contract = loadContract(options.contractPath)
  } catch (error) {
    throw new KitError(`cannot read the contract ${options.contractPath}: ${(error as Error).message.split('\n')[0]}`)
  }
  const http = new StoppableClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs }, options.signal)
  const runId = `${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 5)}`
  const sessions = new Sessions(http)
  const cleanup = new Cleanup()
  let fuzzUsers: Account[] = []
  const observed = new ObservedValues(sessions, () => fuzzUsers.map((u) => u.id))
  const exercised = new Set<string>()
  const checks: CheckResult[] = []
  const report: RunReport = {
    kit: KIT,
    baseUrl: http.base,
    contract: {
      path: options.contractPath,
      title: String(contract.doc.info?.title ?? ''),
      version: String(contract.doc.info?.version ?? ''),
      operations: contract.operations.length,
    },
    options: {
      quick: options.quick,
      seed: options.seed,
      runsPerOperation: options.runsPerOperation,
      ...(options.only ? { only: options.only } : {}),
    },
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    durationMs: 0,
    operationsExercised: 0,
    requests: 0,
    checks,
    leftBehind: [],
  }
  const finish = async (): Promise<RunReport> => {
    // Put back what the run made, even after Ctrl-C: a client of its own, without the run's stopped signal.
    const tidy = new HttpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs })
    try {
      const hooks = await probeHooks(tidy).catch(() => undefined)
      if (options.reset && hooks?.reset) {
        const reset = await tidy.send({ method: 'POST', path: '/api/test/reset' })
        if (reset.status === 200) cleanup.clear()
      }
      // A session of its own per account: the run's may have been logged out or expired by its checks.
      const tokens = new Map<number, Promise<string>>()
      const tokenOf = (userId: number) => {
        if (!tokens.has(userId))
          tokens.set(
            userId,
            new Sessions(tidy).signIn(sessions.account(userId)!).then((s) => s.accessToken),
          )
        return tokens.get(userId)!
      }
      report.leftBehind = await cleanup.run((spec) => tidy.send(spec), tokenOf)
    } catch (error) {
      report.leftBehind.push(`cleanup stopped: ${(error as Error).message}`)
    }
    const finishedAt = new Date()
    report.finishedAt = finishedAt.toISOString()
    report.durationMs = finishedAt.getTime() - startedAt.getTime()
    report.operationsExercised = exercised.size
    report.requests = http.requests + tidy.requests
    return report
  }

  let hooks: TestHooks
  let users: Account[]
  const bad: BadTokens = { revoked: '' }
  try {
    hooks = await probeHooks(http)
    const file = options.accountsFile ? readAccountsFile(options.accountsFile) : undefined
    const accounts = await prepareAccounts(http, sessions, runId, file)
    if (!file)
      cleanup.leftBehind(
        `${accounts.length} accounts registered by the kit (the API deletes no account): ${accounts.map((a) => a.email).join(', ')}`,
      )
    users = accounts.slice(0, 3)
    fuzzUsers = accounts.slice(3, ACCOUNTS_NEEDED)
    const gone = await sessions.signIn(fuzzUsers[0]!)
    await http.send({ method: 'POST', path: '/api/auth/logout', token: gone.accessToken })
    bad.revoked = gone.accessToken
    if (hooks.expireToken) {
      const old = await sessions.signIn(fuzzUsers[0]!)
      await http.send({ method: 'POST', path: '/api/test/expire-token', token: old.accessToken })
      bad.expired = old.accessToken
    }
    for (const path of ['/api/posts?limit=50', '/api/posts?limit=20&page=3'])
      observed.learn((await http.send({ method: 'GET', path })).json)
    for (const account of accounts) observed.add('users', account.id)
  } catch (error) {
    if (!(error instanceof BackendError && error.kind === 'aborted')) throw error
    report.interrupted = 'stopped (Ctrl-C) while signing in, before any check ran'
    return finish()
  }

  const defs = selected(
    allChecks(contract, () => bad, runId),
    options,
  )
  for (const def of defs) {
    if (options.signal.aborted) {
      report.interrupted ??= 'stopped (Ctrl-C) before every check ran'
      break
    }
    const result = emptyResult(def)
    const recorder = new Recorder(http, contract, exercised, learnFrom(sessions, observed, cleanup))
    const ctx: CheckContext = {
      contract,
      quick: options.quick,
      seed: options.seed,
      runsPerOperation: options.runsPerOperation,
      hooks,
      users,
      fuzzUsers,
      sessions,
      observed,
      cleanup,
      call: (spec, o) => recorder.call(spec, o?.conformance ?? true),
      token: (account) => sessions.token(account.id),
      expect: (ok, message, answer) => (ok || recorder.record(message, answer), ok),
      must: (ok, message, answer) => {
        if (!ok) {
          recorder.record(message, answer)
          throw new StopCheck(message)
        }
      },
      fail: (message, answer) => recorder.record(message, answer),
    }
    const skip = def.skip?.(ctx)
    options.progress?.start(def)
    const t0 = performance.now()
    if (skip) {
      result.status = 'skipped'
      result.skipReason = skip
    } else {
      try {
        await def.run(ctx)
      } catch (error) {
        if (error instanceof BackendError) {
          if (error.kind === 'aborted') report.interrupted = `stopped (Ctrl-C) during ${def.id}`
          else
            recorder.failures.push({ message: error.message, ...(error.exchange ? { exchange: error.exchange } : {}) })
          // A backend that stopped answering fails every check after: stop here and say so once.
          if (error.kind === 'refused') report.interrupted = `the backend stopped answering: ${error.message}`
        } else if (!(error instanceof StopCheck)) {
          recorder.failures.push({ message: `the check could not go on: ${(error as Error).message}` })
        }
      }
      result.failures = recorder.failures
      result.status = result.failures.length ? 'failed' : 'passed'
      if (report.interrupted && !result.failures.length) {
        result.status = 'skipped'
        result.skipReason = report.interrupted
      }
    }
    result.durationMs = Math.round(performance.now() - t0)
    result.requests = recorder.requests
    checks.push(result)
    options.progress?.end(result)
    if (report.interrupted) break
  }
  return finish()
}
