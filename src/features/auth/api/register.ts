import { api } from '@/api/client'
import { AuthResponseSchema, type AuthResponse, type RegisterRequest } from '@/schemas/auth.schema'

/** R7.1, sent without authorization (R6.7). */
export async function register(payload: RegisterRequest): Promise<AuthResponse> {
  const { data } = await api.post('/auth/register', { body: payload, schema: AuthResponseSchema, auth: false, retry: false })
  return data
}
