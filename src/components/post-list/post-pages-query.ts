import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import type { PostPage } from '@/lib/post-pages'

export interface PostPagesQuery<K extends QueryKey> {
  /** Under queryKeys.posts.lists(), so the post cache keeps its copies of each post in step. */
  queryKey: K
  fetchPage: (page: number, signal: AbortSignal) => Promise<PostPage>
  staleTime?: number
  gcTime?: number
  enabled?: boolean
}

/** An infinite list of posts, page by page from 1 (R4.23, R4.24), for any screen that lists posts. */
export const postPagesQueryOptions = <K extends QueryKey>({ queryKey, fetchPage, ...rest }: PostPagesQuery<K>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PostPage) => (last.hasMore ? last.page + 1 : undefined),
    ...rest,
  })
