import { fail } from '../http/envelope'
import { SERVER_MSG } from '../server-messages'
import type { Defect } from './types'

// A router that only knows "no route matched": a known path asked with a method it does not serve looks unknown.

export const methodNotAllowedAs404: Defect = {
  name: 'method-not-allowed-as-404',
  // The error envelope's status says what went wrong (R3.15), and a client reads 404 as "no such resource" (R8.12).
  rules: ['R3.15', 'R8.12'],
  description:
    'A known path asked with a method it does not serve (PATCH /api/posts, DELETE /api/health) answers 404 NOT_FOUND_001 ' +
    '"请求的接口不存在" without an Allow header, instead of 405 METHOD_001 with Allow. (TRACE and CONNECT, which the host answers before the handlers, still get 405.)',
  apply: async (request, next) => {
    const response = await next(request)
    return response.status === 405 ? fail(404, 'NOT_FOUND_001', SERVER_MSG.endpointNotFound) : response
  },
}
