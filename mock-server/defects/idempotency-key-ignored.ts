import { IDEMPOTENCY_HEADER } from '../http/idempotent'
import { ROUTES } from '../route-table'
import type { Defect } from './types'
import { routeOf, withHeaders } from './wire'

// A backend that never implemented Idempotency-Key: the header is accepted and ignored.

export const idempotencyKeyIgnored: Defect = {
  name: 'idempotency-key-ignored',
  // Each creating call's own rule: a retry of it must count once.
  rules: [...new Set(ROUTES.filter((r) => r.idempotent).map((r) => r.rules[0]!))],
  description:
    'The Idempotency-Key header of a creating call (register, post, comment, message, uploads) is ignored: the same request sent again ' +
    'with the same key creates a second record (another id, no Idempotent-Replayed header), and the same key with another body is not refused with 422.',
  apply: (request, next) => {
    const hit = routeOf(request)
    if (!hit?.route.idempotent || !request.headers.has(IDEMPOTENCY_HEADER)) return next(request)
    return next(withHeaders(request, (headers) => headers.delete(IDEMPOTENCY_HEADER)))
  },
}
