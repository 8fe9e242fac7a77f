import { api } from '@/api/client'
import { newRequestKey } from '@/api/request-key'
import { AuthResponseSchema, type AuthResponse, type RegisterRequest } from '@/schemas/auth.schema'

/** R7.1, sent without authorization (R6.7). */
export async function register(payload: RegisterRequest, requestKey = newRequestKey()): Promise<AuthResponse> {
  const { data } = await api.post('/auth/register', {
    body: payload,
    schema: AuthResponseSchema,
    auth: false,
    retry: false,
    idempotencyKey: requestKey,
  })
  return data
}
