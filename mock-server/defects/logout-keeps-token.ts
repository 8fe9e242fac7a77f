import { ok } from '../http/envelope'
import { SERVER_MSG } from '../server-messages'
import type { Defect } from './types'
import { callerOf, isOperation, routeOf } from './wire'

// Logout that only says goodbye: the session is never revoked, so a token copied before logout keeps working.

export const logoutKeepsToken: Defect = {
  name: 'logout-keeps-token',
  rules: ['R7.3', 'R4.4'],
  description:
    'POST /api/auth/logout answers 200 "已安全退出" but does not revoke the session: the same access token still opens ' +
    'GET /api/users/profile (200, not 401), and its refresh token still refreshes.',
  apply: async (request, next, ctx) => {
    if (!isOperation(routeOf(request), 'POST', '/api/auth/logout')) return next(request)
    // Without a valid token the API's own 401 stands: only a real logout is faked.
    if (!(await callerOf(ctx, request))) return next(request)
    return ok(null, { message: SERVER_MSG.loggedOut })
  },
}
