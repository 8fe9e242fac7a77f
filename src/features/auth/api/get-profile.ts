import { api } from '@/api/client'
import { ProfileResponseSchema, type ProfileResponse } from '@/schemas/user.schema'

/** R7.7 */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const { data } = await api.get('/users/profile', { schema: ProfileResponseSchema, signal })
  return data
}
