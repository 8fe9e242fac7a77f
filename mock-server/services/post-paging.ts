import type { Pagination } from '@/schemas/envelope.schema'

// R3.15/R9.5: the pagination envelope shared by every list this part serves. Lists arrive sorted in
// full (the newest-first order is the read index's), so paging is a plain slice.

export interface Page<T> {
  items: T[]
  pagination: Pagination
}

/** A page past the end is an empty list with hasNext false, never an error. */
export function pageOf<T>(all: readonly T[], page: number, limit: number): Page<T> {
  const start = (page - 1) * limit
  return {
    items: all.slice(start, start + limit),
    pagination: { page, limit, total: all.length, hasNext: start + limit < all.length },
  }
}
