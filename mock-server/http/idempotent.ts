import { SERVER_MSG } from '../server-messages'
import { fingerprintOf, findAnswer, IDEMPOTENCY_KEY_PATTERN, rememberAnswer } from '../services/idempotency'
import { HttpError } from './http-error'
import type { AuthedContext } from './auth-guard'
import type { ContextHandler, RequestContext } from './route'

// Issue 23, "a request counts once": a creating call (register, post, comment, message, upload) may carry an
// Idempotency-Key. The first successful answer is kept for the key (scoped to the user, 24 h); the same key
// again gets that answer, marked Idempotent-Replayed, and creates nothing; the same key with another request
// is refused with 422. Failures are not kept: a retry after a 5xx or a 429 really runs again.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'

// A repeat that arrives while the first is still being answered waits for it (one store per server, and the
// browser's mock runs in one service worker for every tab).
const answering = new Map<string, Promise<unknown>>()

function replay(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json', [REPLAYED_HEADER]: 'true' } })
}

/** Wraps a creating handler behind `withAuth`: the key is the user's own. */
export function idempotent<C extends RequestContext>(
  fn: ContextHandler<AuthedContext<C>>,
): ContextHandler<AuthedContext<C>> {
  return keyed((ctx) => `user:${ctx.auth.user.id}`, fn)
}

/** Wraps a creating handler that needs no session (register): the key belongs to no user. */
export function idempotentForVisitors<C extends RequestContext>(fn: ContextHandler<C>): ContextHandler<C> {
  return keyed(() => 'anonymous', fn)
}

function keyed<C extends RequestContext>(scopeOf: (ctx: C) => string, fn: ContextHandler<C>): ContextHandler<C> {
  return async (ctx) => {
    const key = ctx.request.headers.get(IDEMPOTENCY_HEADER)
    if (key === null) return fn(ctx)
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpError(400, 'VALIDATION_001', SERVER_MSG.idempotencyKeyInvalid, {
        errors: [{ field: IDEMPOTENCY_HEADER, message: SERVER_MSG.idempotencyKeyInvalid }],
      })
    }
    const scope = scopeOf(ctx)
    const slot = `${scope}\n${key}`
    for (let busy = answering.get(slot); busy; busy = answering.get(slot)) await busy.catch(() => undefined)
    const run = (async () => {
      const fingerprint = await fingerprintOf(ctx.request)
      await ctx.db.sync()
      const first = findAnswer(ctx.db, scope, key)
      if (first) {
        if (first.fingerprint !== fingerprint)
          throw new HttpError(422, 'IDEMPOTENCY_001', SERVER_MSG.idempotencyKeyReused)
        return replay(first.status, first.body)
      }
      const response = await fn(ctx)
      if (response.ok) {
        await rememberAnswer(ctx.db, {
          scope,
          key,
          fingerprint,
          status: response.status,
          body: await response.clone().text(),
          createdAt: Date.now(),
        })
      }
      return response
    })()
    answering.set(slot, run)
    try {
      return await run
    } finally {
      answering.delete(slot)
    }
  }
}
