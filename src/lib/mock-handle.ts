import { backendReady } from '@/api/backend-ready'

// The QA handle the bundled mock backend puts on `window.__lemonMock` (mock-server/browser.ts). The app never
// imports mock-server code: it reaches the mock only through this handle, typed here in one place, and works
// without it (a real backend), where every QA action says 未启用模拟后端.
// tests/qa-console.spec.ts checks at compile time that the mock's handle still fits this type.

export const MOCK_UNAVAILABLE = '未启用模拟后端'

export const QA_FAULT_STATUSES = [401, 403, 404, 409, 422, 429, 500, 503] as const
export type QaFaultStatus = (typeof QA_FAULT_STATUSES)[number]

export interface QaFaultInput {
  /** GET, POST, … or '*'. */
  method?: string
  /** '*' matches anything, ':name' one segment: '/api/posts', '/api/posts/:id', '/api/*'. */
  path: string
  latencyMs?: number
  status?: QaFaultStatus
  networkError?: boolean
  /** Applies to this many requests, then removes itself; absent: until removed. */
  times?: number
}

export interface QaFaultRule extends QaFaultInput {
  id: string
  method: string
  enabled: boolean
}

export interface QaTokenInfo {
  kind: 'access' | 'refresh'
  userId: number
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
  counts: Partial<Record<string, number>>
  blobs: number
  keptSessions: number
}

export interface QaHandle {
  faults: {
    getFaults(): readonly QaFaultRule[]
    /** Resolves once the backend applies the rule (it runs in the service worker). */
    addFault(rule: QaFaultInput): Promise<QaFaultRule>
    removeFault(id: string): Promise<void>
    clearFaults(): Promise<void>
    subscribeFaults(fn: (rules: readonly QaFaultRule[]) => void): () => void
  }
  faultStatuses: readonly number[]
  resetData(): Promise<void>
  expireToken(): Promise<number>
  exportData(): Promise<string>
  importData(json: string): Promise<QaImportSummary>
  tokenInfo(token: string): Promise<QaTokenInfo | null>
  getAccessTokenTtl(): number
  setAccessTokenTtl(ms: number): Promise<void>
  users(): Promise<QaUser[]>
  receiveMessage(input: { fromUserId: number; content: string }): Promise<{ id: number }>
  /** Keeps the app, its pictures and the seed for offline use; resolves once they are kept. */
  offlineReady(): Promise<void>
}

export class MockUnavailableError extends Error {
  constructor() {
    super(MOCK_UNAVAILABLE)
    this.name = 'MockUnavailableError'
  }
}

/** The handle if the mock backend runs in this page now, else null. */
export function getMockHandle(): QaHandle | null {
  if (typeof window === 'undefined') return null
  return ((window as unknown as { __lemonMock?: QaHandle }).__lemonMock ?? null)
}

/** Waits for the mock backend to start (it loads lazily), then the handle or null. */
export async function whenMockHandle(): Promise<QaHandle | null> {
  await backendReady()
  return getMockHandle()
}

/** Runs a QA action on the handle; rejects with 未启用模拟后端 when the app runs against a real backend. */
export async function withMockHandle<T>(action: (handle: QaHandle) => T | Promise<T>): Promise<T> {
  const handle = await whenMockHandle()
  if (!handle) throw new MockUnavailableError()
  return action(handle)
}
