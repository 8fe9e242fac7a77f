import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Post } from '@/schemas/post.schema'

let client: QueryClient | null = null
/** The app registers its query client once, so social state can patch cached posts (R4.10). */
export function connectPostCache(queryClient: QueryClient) {
  client = queryClient
}

type Page = { items: Post[] }
const isPost = (v: unknown): v is Post => typeof v === 'object' && v !== null && 'id' in v && 'title' in v && 'author' in v
const isInfinite = (v: unknown): v is InfiniteData<Page> =>
  typeof v === 'object' && v !== null && Array.isArray((v as InfiniteData<Page>).pages)

/** Applies `patch` to post `postId` wherever it is cached: feed pages, lists, the detail page. */
export function patchCachedPost(postId: number, patch: Partial<Post>) {
  client?.setQueriesData({ queryKey: ['posts'] }, (data: unknown) => {
    const fix = (p: Post) => (p.id === postId ? { ...p, ...patch } : p)
    if (isPost(data)) return data.id === postId ? { ...data, ...patch } : data
    if (Array.isArray(data)) return data.map((p) => (isPost(p) ? fix(p) : p))
    if (isInfinite(data)) return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(fix) })) }
    return data
  })
}
