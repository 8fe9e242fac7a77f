import { ROUTES } from '../route-table'
import type { Defect } from './types'
import { envelopeOf, routeOf, withBody, type WireEnvelope } from './wire'

// Paging that steps by `limit - 1` (an inclusive end mistaken for an exclusive one): each page starts with the item the
// previous page ended with. Page 1 is right; no item is lost, one repeats at every page boundary.

/** Page `page` of the same list as the API serves it, or undefined when it does not answer a list. */
async function servedPage(
  request: Request,
  next: (request: Request) => Promise<Response>,
  page: number,
): Promise<WireEnvelope | undefined> {
  const url = new URL(request.url)
  url.searchParams.set('page', String(page))
  const body = await envelopeOf(await next(new Request(url, { method: request.method, headers: request.headers })))
  return body?.success && Array.isArray(body.data) && body.meta?.pagination ? body : undefined
}

export const pageRepeatsLastItem: Defect = {
  name: 'page-repeats-last-item',
  // Each list's own rule: its pages must not overlap.
  rules: [...new Set(ROUTES.filter((r) => r.paginated).map((r) => r.rules[0]!))],
  description:
    "Every paginated list (posts, search, a user's posts, follow lists, bookmarks, liked posts, comments, conversations, messages) steps by limit - 1: " +
    'page 2 and later start with the last item of the page before (by id, the same item twice), and there is one page more than total / limit. ' +
    'At limit 1 the step stays 1, so a page walk still ends.',
  apply: async (request, next) => {
    const hit = routeOf(request)
    if (!hit?.route.paginated) return next(request)
    const response = await next(request)
    const body = await envelopeOf(response)
    const pagination = body?.meta?.pagination
    if (!body?.success || !pagination || pagination.page < 2) return response
    const { page, limit, total } = pagination
    const start = (page - 1) * Math.max(1, limit - 1)
    // The window [start, start + limit) of the list spans at most two of the pages the API serves.
    const first = Math.floor(start / limit) + 1
    const served = [await servedPage(request, next, first), await servedPage(request, next, first + 1)]
    const items = served.flatMap((p) => (p?.data as unknown[] | undefined) ?? [])
    const offset = start - (first - 1) * limit
    return withBody(response, {
      ...body,
      data: items.slice(offset, offset + limit),
      meta: { ...body.meta, pagination: { ...pagination, hasNext: start + limit < total } },
    })
  },
}
