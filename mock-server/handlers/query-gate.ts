import { http, type HttpHandler } from 'msw'
import { api, handle } from '../http'
import { unknownQueryError } from '../http/validate'
import { ROUTES } from '../route-table'
import { devRoute } from './dev-test'

// Must come first: a request for an operation of the route table with a query parameter that operation does not
// take (its row's query schema, which docs/openapi.json lists) is refused here, 400 VALIDATION_001 naming it, before
// any handler reads the query it knows and ignores the rest. Requests for no row (another method on a known path,
// an unknown path, the uploaded files) pass on untouched.

interface Row {
  method: string
  path: string
  match: RegExp
  params: number
  query: ReadonlySet<string>
  /** R7.38: the developer endpoints answer errors in their own shape. */
  devShape: boolean
}

const ROWS: Row[] = ROUTES.map((route) => ({
  method: route.method,
  path: route.path,
  match: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  params: (route.path.match(/\{/g) ?? []).length,
  query: new Set(Object.keys(route.query?.entries ?? {})),
  devShape: Boolean(route.devShape),
}))

/** The row a request is for: its method at the most specific path that matches (a literal path wins over a template). */
function rowOf(method: string, pathname: string): Row | undefined {
  const matching = ROWS.filter((row) => row.match.test(pathname))
  const fewest = Math.min(...matching.map((row) => row.params))
  return matching.find((row) => row.params === fewest && row.method === method)
}

export function createQueryGateHandlers(): HttpHandler[] {
  return [
    http.all(api('/*'), (info) => {
      const url = new URL(info.request.url)
      if (!url.search) return undefined
      const row = rowOf(info.request.method, url.pathname)
      if (!row) return undefined
      const unknown = [...new Set(url.searchParams.keys())].filter((name) => !row.query.has(name))
      if (!unknown.length) return undefined
      const refuse = () => {
        throw unknownQueryError(unknown)
      }
      return (row.devShape ? devRoute(refuse) : handle(refuse))(info)
    }),
  ]
}
