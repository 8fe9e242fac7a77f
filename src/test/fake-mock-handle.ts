import { vi } from 'vitest'
import type { QaFaultInput, QaFaultRule, QaHandle, QaTokenInfo, QaUser } from '@/services/mock-handle'
import type { QaState } from '@/schemas/qa-state.schema'
import type { SavedScenarioSummary, Scenario } from '@/schemas/scenario.schema'

// A stand-in for the mock backend's QA handle (window.__lemonMock) in component tests: the console is tested
// against the handle's contract; the mock's side has its own tests (mock-server/qa-tools.test.ts, faults.test.ts).

export interface FakeMockHandle extends QaHandle {
  rules: QaFaultRule[]
  tokens: Map<string, QaTokenInfo>
  saved: SavedScenarioSummary[]
}

/** What the fake's exportState answers: the demo signed in, one fault rule. */
export const FAKE_STATE: QaState = {
  data: { format: 'lemon-mock-db', version: 1, tables: { users: [{ id: 1 }] } },
  session: {
    userId: 1,
    accessToken: 'acc-from-mock',
    refreshToken: 'ref-from-mock',
    accessExpiresAt: 2_000_000_000_000,
    refreshExpiresAt: 2_000_000_000_000,
  },
  faults: [{ id: 'f1', method: 'GET', path: '/api/posts', status: 500, enabled: true }],
  accessTokenTtlMs: 900_000,
  storage: null,
}

export function fakeMockHandle(
  users: QaUser[] = [
    { id: 1, username: 'demo', displayName: '柠檬小主' },
    { id: 2, username: 'amy', displayName: '阿美' },
  ],
): FakeMockHandle {
  const listeners = new Set<(rules: readonly QaFaultRule[]) => void>()
  let n = 0
  let ttl = 15 * 60_000
  const handle: FakeMockHandle = {
    rules: [],
    tokens: new Map(),
    faults: {
      getFaults: () => handle.rules,
      addFault: async (input: QaFaultInput) => {
        const rule: QaFaultRule = { enabled: true, ...input, method: input.method ?? '*', id: `f${++n}` }
        handle.rules = [...handle.rules, rule]
        listeners.forEach((fn) => fn(handle.rules))
        return rule
      },
      setFaults: async (inputs: QaFaultInput[]) => {
        handle.rules = inputs.map((input) => ({
          enabled: true,
          ...input,
          method: input.method ?? '*',
          id: input.id ?? `f${++n}`,
        }))
        listeners.forEach((fn) => fn(handle.rules))
        return handle.rules
      },
      removeFault: async (id: string) => {
        handle.rules = handle.rules.filter((r) => r.id !== id)
        listeners.forEach((fn) => fn(handle.rules))
      },
      clearFaults: async () => {
        handle.rules = []
        listeners.forEach((fn) => fn(handle.rules))
      },
      subscribeFaults: (fn) => {
        listeners.add(fn)
        return () => listeners.delete(fn)
      },
    },
    faultStatuses: [401, 403, 404, 409, 422, 429, 500, 503],
    resetData: vi.fn(async () => {}),
    restoreDemoData: vi.fn(async () => {}),
    exportStoredData: vi.fn(async () => '{"format":"lemon-mock-db","tables":{}}'),
    expireToken: vi.fn(async () => 1),
    exportData: vi.fn(async () => '{"format":"lemon-mock-db"}'),
    importData: vi.fn(async () => ({ counts: { users: 2, posts: 5 }, blobs: 0, keptSessions: 1 })),
    tokenInfo: vi.fn(async (token: string) => handle.tokens.get(token) ?? null),
    getAccessTokenTtl: () => ttl,
    setAccessTokenTtl: vi.fn(async (ms: number) => void (ttl = ms)),
    users: vi.fn(async () => users),
    receiveMessage: vi.fn(async () => ({ id: 99 })),
    offlineReady: vi.fn(async () => {}),
    saved: [],
    scenarios: {
      apply: vi.fn(async () => ({ session: 'keep' as const, tookMs: 12 })),
      save: vi.fn(async ({ name, description = '' }) => {
        const scenario: Scenario = {
          id: `saved-${++n}`,
          name,
          description,
          data: { kind: 'saved' },
          account: { kind: 'user', username: 'demo', accessExpired: false },
          faults: [],
          storage: null,
        }
        const summary = {
          scenario,
          savedAt: '2026-01-02T03:04:05.000Z',
          counts: { users: 48, posts: 320 },
          bytes: 2048,
        }
        handle.saved = [...handle.saved, summary]
        return summary
      }),
      list: vi.fn(async () => handle.saved),
      remove: vi.fn(async (id: string) => void (handle.saved = handle.saved.filter((s) => s.scenario.id !== id))),
    },
    storageBudget: vi.fn(async () => null),
    setStorageBudget: vi.fn(async () => null),
    exportState: vi.fn(async () => FAKE_STATE),
    importState: vi.fn(async () => ({ counts: { users: 1 }, blobs: 0, keptSessions: 0 })),
  }
  return handle
}

/** Puts the handle where the app looks for it; returns the removal. */
export function installMockHandle(handle: QaHandle | undefined): () => void {
  const w = window as unknown as { __lemonMock?: QaHandle }
  w.__lemonMock = handle
  return () => delete w.__lemonMock
}
