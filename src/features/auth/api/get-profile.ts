import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { queryKeys } from '@/lib/query-keys'
import { ProfileResponseSchema, type ProfileResponse } from '@/schemas/user.schema'

/** R7.7 */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const { data } = await api.get('/users/profile', { schema: ProfileResponseSchema, signal })
  return data
}

/** R9.21: the own profile (user + stats), fresh 5 min and kept 60 min; one retry after 1 s, none on 401 (the session is gone). */
export const myProfileQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.auth.profile,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: viewerId !== null,
    staleTime: 5 * 60_000,
    gcTime: 60 * 60_000,
    retry: (failures, error) => (error as { status?: number }).status !== 401 && failures < 1,
    retryDelay: 1000,
  })
