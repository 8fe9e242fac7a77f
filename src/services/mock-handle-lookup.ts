import type { QaHandle } from '@/schemas/qa-handle.schema'

// The QA handle as it is now, without waiting for the backend to start (mock-handle.ts waits): for code over a
// screen whose app has long started (the live-machines panel), which then loads no more than this.

export const MOCK_UNAVAILABLE = '未启用模拟后端'

/** The handle if the mock backend runs in this page now, else null. */
export function getMockHandle(): QaHandle | null {
  if (typeof window === 'undefined') return null
  return (window as unknown as { __lemonMock?: QaHandle }).__lemonMock ?? null
}
