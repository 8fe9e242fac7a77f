import { http, matchRequestUrl, type HttpHandler } from 'msw'
import { api, fail, handle } from '../http'
import { SERVER_MSG } from '../server-messages'

// Must stay last: an /api request no handler claimed gets the envelope, not the dev server's index.html. A path
// the API knows, asked with a method it does not answer there, is 405 with Allow (the methods it does answer);
// any other path is 404.

/** The methods the other handlers answer for `url`. */
function allowedMethods(url: URL, handlers: readonly HttpHandler[]): string[] {
  const methods = new Set<string>()
  for (const { info } of handlers) {
    if (typeof info.method !== 'string' || typeof info.path !== 'string' || info.method === 'ALL') continue
    if (matchRequestUrl(url, info.path).matches) methods.add(info.method)
  }
  return [...methods].sort()
}

/** The answer to a request no handler took: 405 with Allow for a known path, else 404. */
export function unclaimedResponse(url: URL, handlers: readonly HttpHandler[]): Response {
  const allow = allowedMethods(url, handlers)
  if (!allow.length) return fail(404, 'NOT_FOUND_001', SERVER_MSG.endpointNotFound)
  const response = fail(405, 'METHOD_001', SERVER_MSG.methodNotAllowed)
  response.headers.set('Allow', allow.join(', '))
  return response
}

export function createNotFoundHandlers(known: () => readonly HttpHandler[]) {
  return [http.all(api('/*'), handle(({ request }) => unclaimedResponse(new URL(request.url), known())))]
}
