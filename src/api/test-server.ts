// Test-only helpers: an msw server for the client's own tests (independent of mock-server/).
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { clearSession } from './token-store'

/** Where the client sends requests outside a page (see buildUrl). */
export const apiUrl = (path: string) => `http://localhost/api${path}`

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'ok',
  data,
  timestamp: new Date().toISOString(),
  ...extra,
})

export const fail = (message: string, code: string, details?: unknown) => ({
  success: false,
  message,
  code,
  ...(details !== undefined && { details }),
  timestamp: new Date().toISOString(),
})

export function setupTestServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => clearSession())
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
