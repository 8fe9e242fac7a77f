import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { isApiError } from '@/api/errors'
import { queryKeys } from '@/lib/query-keys'
import { PublicProfileResponseSchema, type PublicProfileResponse } from '@/schemas/user.schema'

/** R5.24, R8.33: only a positive integer names a user (anything else is "Invalid user ID"). */
export const isValidUserId = (id: number) => Number.isSafeInteger(id) && id > 0

/** R7.9: GET /users/{id} → { user, stats }. */
export async function getUser(userId: number, signal?: AbortSignal): Promise<PublicProfileResponse> {
  if (!isValidUserId(userId)) throw new Error('Invalid user ID')
  return (await api.get(`/users/${userId}`, { schema: PublicProfileResponseSchema, signal })).data
}

/** R9.21 (second reading): fresh 5 min; no retry for a missing user. */
export const userQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    enabled: isValidUserId(userId),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  })
