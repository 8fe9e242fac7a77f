import * as v from 'valibot'
import type { QaStateInput, QaState, QaStorageState } from './qa-state.schema'
import type { SavedScenarioSummary, ScenarioInput, ScenarioOutcome, StorageBudgetInput } from './scenario.schema'

// The QA handle the bundled mock backend puts on `window.__lemonMock` (mock-server/browser.ts) and the developer
// pages use (src/services/mock-handle.ts): declared once here, where both sides may import, so they cannot drift.

export const QA_FAULT_STATUSES = [401, 403, 404, 409, 422, 429, 500, 503] as const
export type QaFaultStatus = (typeof QA_FAULT_STATUSES)[number]

const MAX_LATENCY_MS = 120_000

/** A fault rule as QA writes it; the mock validates every rule it is given with this schema. */
export const FaultRuleSchema = v.object({
  /** Given by addFault when missing; lets the QA console remove one rule. */
  id: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))),
  /** GET, POST, … or '*' for any method. */
  method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^(\*|[A-Z]+)$/)), '*'),
  /** Matched against the URL path: '*' matches anything, ':name' one segment (e.g. '/api/posts*', '/api/posts/:id'). */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(300)),
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_LATENCY_MS))),
  status: v.optional(v.picklist(QA_FAULT_STATUSES)),
  /** The request fails like a dropped connection (fetch rejects). */
  networkError: v.optional(v.boolean()),
  /** Applies to this many more requests, then the rule removes itself; absent means until cleared. */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * The share of matching requests it applies to, drawn per request (0.3: about three in ten, a flaky network);
   * absent means every one. A request it spares is answered as if the rule were not there (no latency either).
   */
  rate: v.optional(v.pipe(v.number(), v.gtValue(0, '比例必须大于 0'), v.maxValue(1, '比例不能超过 1'))),
  enabled: v.optional(v.boolean(), true),
})
export type QaFaultInput = v.InferInput<typeof FaultRuleSchema>
export type QaFaultRule = v.InferOutput<typeof FaultRuleSchema> & { id: string }

export interface QaTokenInfo {
  kind: 'access' | 'refresh'
  userId: number
  /** Epoch ms. */
  expiresAt: number
  expired: boolean
  revoked: boolean
}

export interface QaUser {
  id: number
  username: string
  displayName: string
}

export interface QaImportSummary {
  /** Rows per collection now in the db. */
  counts: Partial<Record<string, number>>
  blobs: number
  /** Sessions of this browser that were kept (their users are in the file). */
  keptSessions: number
}

export interface QaHandle {
  faults: {
    /** The rules as this page last heard them (kept current from every tab). */
    getFaults(): readonly QaFaultRule[]
    /** Resolves once the backend applies the rule (it runs in the service worker). */
    addFault(rule: QaFaultInput): Promise<QaFaultRule>
    setFaults(rules: QaFaultInput[]): Promise<QaFaultRule[]>
    removeFault(id: string): Promise<void>
    clearFaults(): Promise<void>
    subscribeFaults(fn: (rules: readonly QaFaultRule[]) => void): () => void
  }
  /** The statuses a fault rule may force. */
  faultStatuses: readonly number[]
  resetData(): Promise<void>
  /**
   * The demo data back even when the stored data cannot be read or has no room: the store is deleted and seeded
   * again, every login with it. Only on the user's request.
   */
  restoreDemoData(): Promise<void>
  /** What the store holds, as it is, unchecked (an export file's text): saved before restoreDemoData replaces it. */
  exportStoredData(): Promise<string>
  /** Expires the access token the app holds now (all live ones when it holds none). */
  expireToken(): Promise<number>
  /** The whole db (no logins) as a JSON file's text. */
  exportData(): Promise<string>
  /** Replaces the db with an exported file's data; rejects (changing nothing) when the file is invalid. */
  importData(json: string): Promise<QaImportSummary>
  /** What the mock knows about a token it issued (expiry in epoch ms); null for an unknown one. */
  tokenInfo(token: string): Promise<QaTokenInfo | null>
  /** Lifetime of access tokens issued from now on (login, register, refresh), as this page last heard it. */
  getAccessTokenTtl(): number
  setAccessTokenTtl(ms: number): Promise<void>
  users(): Promise<QaUser[]>
  /** A message from `fromUserId` to the user logged in in this tab. */
  receiveMessage(input: { fromUserId: number; content: string }): Promise<{ id: number }>
  /** Keeps the app, its pictures and the seed for offline use; resolves once they are kept. */
  offlineReady(): Promise<void>
  /** QA scenarios (src/schemas/scenario.schema.ts). */
  scenarios: {
    /** Sets the data, account, faults, token lifetime and storage limit; rejects (TypeError) on an invalid scenario. */
    apply(scenario: ScenarioInput): Promise<ScenarioOutcome>
    /** Keeps the current data, account (the one this page is signed in as), faults and limits as a scenario. */
    save(input: { name: string; description?: string }): Promise<SavedScenarioSummary>
    list(): Promise<SavedScenarioSummary[]>
    remove(id: string): Promise<void>
  }
  /** 存储空间将满: the bytes writes may still add; null when there is no limit. */
  storageBudget(): Promise<QaStorageState | null>
  setStorageBudget(budget: StorageBudgetInput | null): Promise<QaStorageState | null>
  /** The mock's whole state for a bug report: data, this page's session (tokens included), faults, limits. */
  exportState(): Promise<QaState>
  /** Restores a bug report's state; rejects, changing nothing, when any part of it is invalid. */
  importState(state: QaStateInput): Promise<QaImportSummary>
}
