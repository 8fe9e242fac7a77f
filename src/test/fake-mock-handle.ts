import { vi } from 'vitest'
import type { QaFaultInput, QaFaultRule, QaHandle, QaTokenInfo, QaUser } from '@/services/mock-handle'

// A stand-in for the mock backend's QA handle (window.__lemonMock) in component tests: the console is tested
// against the handle's contract; the mock's side has its own tests (mock-server/qa-tools.test.ts, faults.test.ts).

export interface FakeMockHandle extends QaHandle {
  rules: QaFaultRule[]
  tokens: Map<string, QaTokenInfo>
}

export function fakeMockHandle(users: QaUser[] = [{ id: 1, username: 'demo', displayName: '柠檬小主' }, { id: 2, username: 'amy', displayName: '阿美' }]): FakeMockHandle {
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
        handle.rules = inputs.map((input) => ({ enabled: true, ...input, method: input.method ?? '*', id: input.id ?? `f${++n}` }))
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
  }
  return handle
}

/** Puts the handle where the app looks for it; returns the removal. */
export function installMockHandle(handle: QaHandle | undefined): () => void {
  const w = window as unknown as { __lemonMock?: QaHandle }
  w.__lemonMock = handle
  return () => delete w.__lemonMock
}
