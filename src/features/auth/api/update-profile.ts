import * as v from 'valibot'
import { api } from '@/api/client'
import { UserSchema, type UpdateProfileRequest, type User } from '@/schemas/user.schema'

// Servers answer either { user } or the user itself; accept both so the caller always gets a User.
const UpdatedUserSchema = v.union([
  v.pipe(v.object({ user: UserSchema }), v.transform((d) => d.user)),
  UserSchema,
])

/** R7.8 */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const { data } = await api.put('/users/profile', { body, schema: UpdatedUserSchema })
  return data
}
