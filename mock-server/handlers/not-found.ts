import { http, matchRequestUrl, type HttpHandler } from 'msw'
import { api, fail, handle } from '../http'
import { SERVER_MSG } from '../server-messages'

// Must stay last: an /api request no handler claimed gets the envelope, not the dev server's index.html. A path
// the API knows, asked with a method it does not answer there, is 405 with Allow (the methods it does answer);
// any other path is 404. A literal path is the path it names even where a template matches it too:
// /api/posts/categories is not the post "categories", so PUT there is 405 (Allow: GET), not PUT /api/posts/:id.

/** Each path the handlers serve, as msw has it (with its origin wildcard and :params), and its methods. */
function routesOf(handlers: readonly HttpHandler[]): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>()
  for (const { info } of handlers) {
    if (typeof info.method !== 'string' || typeof info.path !== 'string' || info.method === 'ALL') continue
    routes.set(info.path, (routes.get(info.path) ?? new Set()).add(info.method))
  }
  return routes
}

const paramCount = (path: string) => (path.match(/\/:/g) ?? []).length

/** The methods of the most specific paths that match `url`: a literal path wins over a template. */
function allowedMethods(url: URL, handlers: readonly HttpHandler[]): string[] {
  let fewest = Infinity
  let methods = new Set<string>()
  for (const [path, served] of routesOf(handlers)) {
    if (!matchRequestUrl(url, path).matches) continue
    const params = paramCount(path)
    if (params < fewest) [fewest, methods] = [params, new Set()]
    if (params === fewest) served.forEach((m) => methods.add(m))
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

/**
 * Must come first: for each literal path a template of the handlers also matches, a request with a method the
 * literal path does not serve is answered here (405), before the template's handler takes it. Any other request
 * passes on to the handlers.
 */
export function createLiteralPathHandlers(known: readonly HttpHandler[]): HttpHandler[] {
  const routes = routesOf(known)
  const templates = [...routes.keys()].filter((path) => paramCount(path) > 0)
  const refuse = handle(({ request }) => unclaimedResponse(new URL(request.url), known))
  return [...routes]
    .filter(
      ([path]) =>
        paramCount(path) === 0 &&
        templates.some((template) => matchRequestUrl(new URL(path.replace(/^\*/, 'http://x')), template).matches),
    )
    .map(([path, served]) => http.all(path, (info) => (served.has(info.request.method) ? undefined : refuse(info))))
}

export function createNotFoundHandlers(known: () => readonly HttpHandler[]) {
  return [
    http.all(
      api('/*'),
      handle(({ request }) => unclaimedResponse(new URL(request.url), known())),
    ),
  ]
}
