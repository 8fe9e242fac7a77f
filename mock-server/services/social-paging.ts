import { pageQuerySchema, type Meta } from '@/schemas/envelope.schema'
import { validate } from '../http/validate'
import { pageOf } from './post-paging'

// page/limit from the URL with the shared pageQuerySchema (the route table documents the same one); only the default limit differs per endpoint
// (R9.27 follow lists 20, R9.28 messages 50, R9.29 bookmarks 100). A bad page or limit is a 400.

export interface PageQuery {
  page: number
  limit: number
}

export function readPageQuery(request: Request, defaultLimit: number): PageQuery {
  const params = new URL(request.url).searchParams
  return validate(pageQuerySchema(defaultLimit), {
    page: params.get('page') ?? undefined,
    limit: params.get('limit') ?? undefined,
  })
}

/** Slices an already sorted list (sort first: @msw/data's orderBy runs after take/skip). */
export function slicePage<T>(items: readonly T[], { page, limit }: PageQuery): { items: T[]; meta: Meta } {
  const { items: slice, pagination } = pageOf(items, page, limit)
  return { items: slice, meta: { pagination } }
}
