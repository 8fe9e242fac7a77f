import type { SessionRecord } from '../records'
import { remembered, type Defect, type DefectContext } from './types'
import { isOperation, routeOf } from './wire'

// Rotation that issues a new refresh token but still accepts the old ones: a stolen refresh token never expires by use.

/** Each refresh token a session has had, with the session (id and creation time: a session that replaced it after a reset is another). */
const retired = (ctx: DefectContext) =>
  remembered(ctx, 'refresh-token-reusable', () => new Map<string, { id: number; createdAt: string }>())

async function sentToken(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await request.clone().text())
    const token =
      typeof body === 'object' && body !== null ? (body as { refreshToken?: unknown }).refreshToken : undefined
    return typeof token === 'string' ? token : undefined
  } catch {
    return undefined
  }
}

export const refreshTokenReusable: Defect = {
  name: 'refresh-token-reusable',
  rules: ['R7.4', 'R4.2'],
  description:
    'POST /api/auth/refresh keeps accepting a refresh token after it was rotated: the first refresh answers a new pair, and sending the ' +
    'old refresh token again answers 200 with another new pair instead of 401 AUTH_004. A logged-out session is still refused.',
  apply: async (request, next, ctx) => {
    if (!isOperation(routeOf(request), 'POST', '/api/auth/refresh')) return next(request)
    const token = await sentToken(request)
    if (token === undefined) return next(request)
    await ctx.db.sync()
    const old = retired(ctx).get(token)
    const session: Readonly<SessionRecord> | undefined = old
      ? ctx.db.find('sessions', (s) => s.id === old.id && s.createdAt === old.createdAt)
      : ctx.db.find('sessions', (s) => s.refreshToken === token)
    if (!session || session.revoked) return next(request)
    const current = session.refreshToken
    const response = await next(
      current === token
        ? request
        : new Request(request.url, {
            method: 'POST',
            headers: request.headers,
            body: JSON.stringify({ refreshToken: current }),
          }),
    )
    if (response.ok) {
      retired(ctx).set(token, { id: session.id, createdAt: session.createdAt })
      retired(ctx).set(current, { id: session.id, createdAt: session.createdAt })
    }
    return response
  },
}
