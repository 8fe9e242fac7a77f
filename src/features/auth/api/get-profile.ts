import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { ProfileResponseSchema, type ProfileResponse } from '@/schemas/user.schema'

/** R7.7 */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const { data } = await api.get('/users/profile', { schema: ProfileResponseSchema, signal })
  return data
}

export const profileQueryKey = ['auth', 'profile'] as const

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
    gcTime: 60 * 60_000,
    // A 401 is an answer (the session is gone), not a glitch worth repeating.
    retry: (failureCount, error) => (error as { status?: number }).status !== 401 && failureCount < 1,
    retryDelay: 1000,
  })
