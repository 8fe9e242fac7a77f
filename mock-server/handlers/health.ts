import { http, HttpResponse } from 'msw'
import { api, handle, ok } from '../http'

// R7.37: GET for the developer pages, HEAD for the client's 5 s network check. No auth (R6.7).
const startedAt = Date.now()
export const MOCK_API_VERSION = '1.0.0'

export const healthHandlers = [
  http.get(
    api('/health'),
    handle(() =>
      ok({ status: 'ok' as const, version: MOCK_API_VERSION, uptime: Math.round((Date.now() - startedAt) / 1000) }),
    ),
  ),
  http.head(
    api('/health'),
    handle(() => new HttpResponse(null, { status: 200 })),
  ),
]
