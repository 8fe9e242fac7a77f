import { activeDb } from '../active-db'
import { applyFaults } from '../faults'
import type { MockDb } from '../db'
import { SERVER_MSG } from '../server-messages'
import { isStorageFull, StoredDataUnreadableError } from '../storage/storage-errors'
import { fail } from './envelope'
import { HttpError } from './http-error'
import { latency } from './latency'

/** Every mock endpoint lives under /api on any origin (the page's, http://localhost in Node tests). */
export const api = (path: string) => `*/api${path}`

type Params = Record<string, string | readonly string[] | undefined>

export interface RequestContext<P extends Params = Params> {
  request: Request
  params: P
  db: MockDb
}
export type ContextHandler<C> = (ctx: C) => Promise<Response> | Response

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return fail(error.status, error.code, error.message, error.details)
  // Storage that cannot take the write (nothing of it was kept) or cannot be read: said as it is, not as a bug.
  if (isStorageFull(error)) return fail(507, 'STORAGE_001', SERVER_MSG.storageFull)
  if (error instanceof StoredDataUnreadableError) return fail(503, 'STORAGE_002', SERVER_MSG.storedDataUnreadable)
  // A bug in the mock must still answer like a server would, never break the page.
  console.error('[mock-server] unexpected error', error)
  return fail(500, 'SERVER_001', SERVER_MSG.serverError)
}

/**
 * The one wrapper every handler goes through: injected faults, simulated latency, catching up with other tabs' writes,
 * and turning any throw into the error envelope.
 */
export function handle<P extends Params = Params>(fn: ContextHandler<RequestContext<P>>) {
  return async ({ request, params }: { request: Request; params: P }): Promise<Response> => {
    try {
      // QA fault injection (faults.ts) answers first, as a broken network or server would.
      const fault = await applyFaults(request)
      if (fault) return fault
      await latency()
      const db = activeDb()
      await db.sync()
      return await fn({ request, params, db })
    } catch (error) {
      return errorResponse(error)
    }
  }
}
