import { api } from '@/api/client'
import { ProfileResponseSchema, type ProfileResponse, type UpdateProfileRequest } from '@/schemas/user.schema'

/** R7.8: PUT /users/profile with displayName, bio, location, website, gender, birthDate; answers the saved profile. */
export async function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return (await api.put('/users/profile', { body, schema: ProfileResponseSchema })).data
}
