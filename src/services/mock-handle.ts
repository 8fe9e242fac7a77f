import { backendStarted } from '@/api/backend-ready'
import type { QaHandle } from '@/schemas/qa-handle.schema'
import { getMockHandle, MOCK_UNAVAILABLE } from './mock-handle-lookup'

// The QA handle the bundled mock backend puts on `window.__lemonMock` (mock-server/browser.ts). The app never
// imports mock-server code: it reaches the mock only through this handle, typed here in one place, and works
// without it (a real backend), where every QA action says 未启用模拟后端. The handle's type is declared once, in
// src/schemas/qa-handle.schema.ts, which the mock's side implements.

export { MOCK_UNAVAILABLE, getMockHandle } from './mock-handle-lookup'

export { QA_FAULT_STATUSES } from '@/schemas/qa-handle.schema'
export type {
  QaFaultInput,
  QaFaultRule,
  QaFaultStatus,
  QaHandle,
  QaImportSummary,
  QaTokenInfo,
  QaUser,
} from '@/schemas/qa-handle.schema'

export class MockUnavailableError extends Error {
  constructor() {
    super(MOCK_UNAVAILABLE)
    this.name = 'MockUnavailableError'
  }
}

/** Waits for the mock backend to start (it loads lazily, once the page is idle), then the handle or null. */
export async function whenMockHandle(): Promise<QaHandle | null> {
  await backendStarted()
  return getMockHandle()
}

/** Runs a QA action on the handle; rejects with 未启用模拟后端 when the app runs against a real backend. */
export async function withMockHandle<T>(action: (handle: QaHandle) => T | Promise<T>): Promise<T> {
  const handle = await whenMockHandle()
  if (!handle) throw new MockUnavailableError()
  return action(handle)
}
