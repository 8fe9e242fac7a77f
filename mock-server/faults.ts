import { delay, HttpResponse } from 'msw'
import * as v from 'valibot'
import {
  FaultRuleSchema,
  type QaFaultInput as FaultRuleInput,
  type QaFaultRule as FaultRule,
  type QaFaultStatus as FaultStatus,
} from '@/schemas/qa-handle.schema'
import type { ErrorCode } from '@/schemas/error-codes'
import { activeDb } from './active-db'
import { expireAccessTokens } from './auth-config'
import { fail } from './http/envelope'

// QA fault injection (docs/architecture.md §5): per-endpoint latency, forced error statuses and network failures,
// so every error path of spec §4/§8 can be shown by hand and driven from end-to-end tests. The settings
// survive reloads (localStorage in the browser) so a demo can be prepared in advance.

export { QA_FAULT_STATUSES as FAULT_STATUSES, FaultRuleSchema } from '@/schemas/qa-handle.schema'
export type {
  QaFaultStatus as FaultStatus,
  QaFaultInput as FaultRuleInput,
  QaFaultRule as FaultRule,
} from '@/schemas/qa-handle.schema'

/** Where the settings live: localStorage in the browser, memory in Node; tests plug in their own. */
export interface FaultStore {
  load(): string | null
  save(value: string): void
  /** Called by a store that can see changes made elsewhere (another tab). */
  watch?(onChange: () => void): void
}

export const FAULTS_STORAGE_KEY = 'lemon.mockFaults'

export function memoryFaultStore(initial: string | null = null): FaultStore {
  let value = initial
  return {
    load: () => value,
    save: (next) => {
      value = next
    },
  }
}

/** The part of localStorage the settings use (typed here: this module runs in the service worker too, which has none). */
export interface SettingsStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** A page's window, as far as the settings watch it (none in the service worker or in Node). */
type StorageEvents = { addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void }
const pageGlobals = globalThis as { window?: StorageEvents; document?: unknown; localStorage?: SettingsStorage }

export function localStorageFaultStore(storage: SettingsStorage, key = FAULTS_STORAGE_KEY): FaultStore {
  return {
    load: () => storage.getItem(key),
    save: (value) => storage.setItem(key, value),
    watch: (onChange) => {
      pageGlobals.window?.addEventListener('storage', (event) => {
        if (event.key === key) onChange()
      })
    },
  }
}

function defaultStore(): FaultStore {
  const storage = pageGlobals.localStorage
  return pageGlobals.document !== undefined && storage ? localStorageFaultStore(storage) : memoryFaultStore()
}

let store: FaultStore = defaultStore()
let rules: FaultRule[] = []
let loaded = false
const listeners = new Set<(rules: readonly FaultRule[]) => void>()

// Settings written by an older build or edited by hand must never break the mock: bad rules are dropped.
function parseStored(raw: string | null): FaultRule[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const r = v.safeParse(FaultRuleSchema, item)
    return r.success && r.output.id ? [r.output as FaultRule] : []
  })
}

function ensureLoaded(): void {
  if (loaded) return
  loaded = true
  rules = parseStored(store.load())
  store.watch?.(() => {
    rules = parseStored(store.load())
    notify()
  })
}

function notify(): void {
  for (const fn of listeners) fn(rules)
}

function commit(next: FaultRule[]): void {
  rules = next
  store.save(JSON.stringify(next))
  notify()
}

let nextId = 0
const newId = () => `fault-${Date.now().toString(36)}-${(++nextId).toString(36)}`

function normalise(input: FaultRuleInput): FaultRule {
  const r = v.safeParse(FaultRuleSchema, input)
  if (!r.success)
    throw new TypeError(
      `invalid fault rule: ${r.issues.map((i) => `${v.getDotPath(i) ?? 'rule'}: ${i.message}`).join('; ')}`,
    )
  return { ...r.output, id: r.output.id ?? newId() }
}

/** Replaces where the settings are kept (tests; a host with its own storage) and reloads them from it. */
export function setFaultStore(next: FaultStore): void {
  store = next
  loaded = false
  ensureLoaded()
  notify()
}

export function getFaults(): readonly FaultRule[] {
  ensureLoaded()
  return rules
}

/** Replaces every rule; throws TypeError (and changes nothing) when one is invalid. */
export function setFaults(next: readonly FaultRuleInput[]): FaultRule[] {
  ensureLoaded()
  const normalised = next.map(normalise)
  commit(normalised)
  return normalised
}

export function addFault(rule: FaultRuleInput): FaultRule {
  ensureLoaded()
  const added = normalise(rule)
  commit([...rules.filter((r) => r.id !== added.id), added])
  return added
}

export function removeFault(id: string): void {
  ensureLoaded()
  commit(rules.filter((r) => r.id !== id))
}

export function clearFaults(): void {
  ensureLoaded()
  commit([])
}

/** Called with the rules after every change (also changes made in another tab). Returns the unsubscribe. */
export function subscribeFaults(fn: (rules: readonly FaultRule[]) => void): () => void {
  ensureLoaded()
  listeners.add(fn)
  return () => listeners.delete(fn)
}

const patternCache = new Map<string, RegExp>()
function pathPattern(path: string): RegExp {
  let re = patternCache.get(path)
  if (!re) {
    const body = path
      .split(/(\*|:[A-Za-z_]\w*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')
    re = new RegExp(`^${body}/?$`)
    patternCache.set(path, re)
  }
  return re
}

let random: () => number = Math.random

/** Replaces the draw of rules with a rate (tests); returns the restore. */
export function setFaultRandom(next: () => number): () => void {
  random = next
  return () => void (random = Math.random)
}

export function faultMatches(rule: FaultRule, method: string, pathname: string): boolean {
  return (
    rule.enabled &&
    (rule.method === '*' || rule.method === method.toUpperCase()) &&
    pathPattern(rule.path).test(pathname)
  )
}

// The envelope a real server would send for each forced status, with the Chinese texts of spec §8.
const FORCED: Record<FaultStatus, { code: ErrorCode; message: string }> = {
  401: { code: 'AUTH_002', message: '登录已过期，请重新登录' },
  403: { code: 'FORBIDDEN_001', message: '没有权限访问此内容' },
  404: { code: 'NOT_FOUND_001', message: '请求的内容不存在' },
  409: { code: 'CONFLICT_001', message: '数据冲突，请刷新后重试' },
  422: { code: 'VALIDATION_001', message: '数据验证失败，请检查输入' },
  429: { code: 'RATE_LIMIT_001', message: '请求过于频繁，请稍后再试' },
  500: { code: 'SERVER_001', message: '服务器内部错误' },
  503: { code: 'SERVICE_UNAVAILABLE_001', message: '服务暂时不可用，请稍后重试' },
}

export function forcedResponse(status: FaultStatus): Response {
  const { code, message } = FORCED[status]
  const details = status === 422 ? { errors: [{ field: 'body', message }], injected: true } : { injected: true }
  const response = fail(status, code, message, details)
  if (status === 429 || status === 503) response.headers.set('Retry-After', '5')
  return response
}

/**
 * Runs before every handler (inside handle()). Latency of every matching rule is waited for; the first
 * matching rule that breaks the request decides the answer. undefined: let the handler answer.
 */
export async function applyFaults(request: Request): Promise<Response | undefined> {
  ensureLoaded()
  if (rules.length === 0) return undefined
  const pathname = new URL(request.url).pathname
  // A rule with a rate is drawn once per request: it either applies whole (latency, status, one of its times) or not at all.
  const matching = rules.filter(
    (r) => faultMatches(r, request.method, pathname) && (r.rate === undefined || random() < r.rate),
  )
  if (matching.length === 0) return undefined
  const spent = matching.filter((r) => r.times !== undefined)
  if (spent.length > 0) {
    commit(rules.flatMap((r) => (!spent.includes(r) ? [r] : r.times! > 1 ? [{ ...r, times: r.times! - 1 }] : [])))
  }
  const wait = matching.reduce((sum, r) => sum + (r.latencyMs ?? 0), 0)
  if (wait > 0) await delay(wait)
  for (const rule of matching) {
    if (rule.networkError) return HttpResponse.error()
    if (rule.status !== undefined) return forcedResponse(rule.status)
  }
  return undefined
}

/**
 * "Expire my access token now": the given token, or every live access token when none is given (the
 * browser host passes the token the app holds). Refresh tokens stay valid, so the client's refresh path runs.
 */
export function expireAccessTokenNow(accessToken?: string): Promise<number> {
  return expireAccessTokens(accessToken ? { accessToken } : {})
}

/** "Reset demo data": the seed again, in every tab. */
export function resetDataToSeed(): Promise<void> {
  return activeDb().resetToSeed()
}
