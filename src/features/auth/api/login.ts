import { api } from '@/api/client'
import { AuthResponseSchema, type AuthResponse, type LoginRequest } from '@/schemas/auth.schema'

/** R7.2: the login call carries the email in `username` (R3.13); sent without authorization (R6.7). */
export async function login(email: string, password: string): Promise<AuthResponse> {
  const body: LoginRequest = { username: email, password }
  const { data } = await api.post('/auth/login', { body, schema: AuthResponseSchema, auth: false, retry: false })
  return data
}
