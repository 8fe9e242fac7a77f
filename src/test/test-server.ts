// Test-only helpers: an msw server (node) for the unit tests of the API client, the features and the routes
// (independent of mock-server/), and the API's envelopes (ok, fail) for its handlers to answer with.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { clearSession } from '@/api/token-store'

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
