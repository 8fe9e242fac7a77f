import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { queryKeys } from '@/lib/query-keys'
import { BatchFollowStatusResponseSchema, type StatusMap } from '@/schemas/social.schema'

/** R7.23: POST /social/batch-follow-status { userIds } → data.followStatus, id → following. */
export async function getFollowStatuses(userIds: readonly number[], signal?: AbortSignal): Promise<StatusMap> {
  return (
    await api.post('/social/batch-follow-status', {
      body: { userIds },
      schema: BatchFollowStatusResponseSchema,
      signal,
      retry: false,
    })
  ).data.followStatus
}

/** R5.24: a user id is a positive integer. */
export const isValidUserId = (id: number) => Number.isSafeInteger(id) && id > 0

/** R5.24, R9.23: whether the viewer follows `userId`; runs only for a valid numeric id and a logged-in viewer. */
export const followStatusQueryOptions = (userId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.follow.status(userId, viewerId ?? 0),
    queryFn: async ({ signal }) => (await getFollowStatuses([userId], signal))[String(userId)] ?? false,
    enabled: viewerId !== null && isValidUserId(userId) && userId !== viewerId,
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
  })
