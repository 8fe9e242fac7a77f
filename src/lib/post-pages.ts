import type { InfiniteData } from '@tanstack/react-query'
import type { Pagination } from '@/schemas/envelope.schema'
import type { Post } from '@/schemas/post.schema'

// Pages of posts as every list of the app holds them (the feed, a user's posts, liked, bookmarked,
// search): an infinite query of PostPage under queryKeys.posts.lists().

export interface PostPage {
  page: number
  items: Post[]
  hasMore: boolean
  total: number | null
}

export type PostPages = InfiniteData<PostPage>

/** R4.24: hasNext when the server says; otherwise a full page means there may be more. */
export function hasMoreAfter(
  pagination: Pick<Pagination, 'hasNext'> | undefined,
  received: number,
  pageSize: number,
): boolean {
  if (pagination && typeof pagination.hasNext === 'boolean') return pagination.hasNext
  return received >= pageSize
}

/** R4.23: pages appended in order, an id seen on an earlier page is not shown twice. */
export function mergePages<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<number>()
  const out: T[] = []
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      out.push(item)
    }
  }
  return out
}

/** The same pages with post `postId` changed by `patch` (the pages object is kept when it is not there). */
export function patchPostInPages(data: PostPages, postId: number, patch: (post: Post) => Post): PostPages {
  let found = false
  const pages = data.pages.map((page) => {
    if (!page.items.some((p) => p.id === postId)) return page
    found = true
    return { ...page, items: page.items.map((p) => (p.id === postId ? patch(p) : p)) }
  })
  return found ? { ...data, pages } : data
}
