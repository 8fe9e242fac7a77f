import { authenticate, bearerToken, type Auth } from '../services/sessions'
import type { ContextHandler, RequestContext } from './route'

export type AuthedContext<C extends RequestContext> = C & { auth: Auth }
export type MaybeAuthedContext<C extends RequestContext> = C & { auth: Auth | null }

/** 401 AUTH_001 without a valid session, 401 AUTH_002 when the access token has expired. */
export function withAuth<C extends RequestContext>(fn: ContextHandler<AuthedContext<C>>): ContextHandler<C> {
  return (ctx) => fn({ ...ctx, auth: authenticate(ctx.db, ctx.request) })
}

/**
 * Anonymous when no token is sent. A token that is sent must be valid: an expired one answers 401, so the
 * client refreshes and gets viewer-relative fields (is_following) right instead of silently anonymous ones.
 */
export function optionalAuth<C extends RequestContext>(fn: ContextHandler<MaybeAuthedContext<C>>): ContextHandler<C> {
  return (ctx) =>
    fn({ ...ctx, auth: bearerToken(ctx.request) === undefined ? null : authenticate(ctx.db, ctx.request) })
}
