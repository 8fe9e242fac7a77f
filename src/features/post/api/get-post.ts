import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { isRetryableError } from '@machines/retry'
import { PostSchema, type Post } from '@/schemas/post.schema'

export const postQueryKey = (id: number) => ['posts', 'detail', id] as const

/** R5.25: only a positive integer is a post id. */
export const isValidPostId = (id: number) => Number.isSafeInteger(id) && id > 0

/** R7.13; R5.25: an id that is not a positive integer is refused before any request. */
export async function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  if (!isValidPostId(id)) throw new ApiError({ type: 'VALIDATION_ERROR', status: 400, message: '无效的帖子ID' })
  return (await api.get(`/posts/${id}`, { schema: PostSchema, signal })).data
}

/** R9.24: kept 5 min, up to 2 retries, none on 404; R4.39 / R9.2: only what another try can fix (network, timeout,
 * 5xx), so never a 404, 403 or 429. */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: postQueryKey(id),
    queryFn: ({ signal }) => getPost(id, signal),
    enabled: isValidPostId(id),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 2 && isRetryableError(error),
  })
