import { api } from '@/api/client'

/** R7.3: tells the server to revoke the session; the caller clears local state either way (R4.4). */
export async function logout(): Promise<void> {
  await api.post('/auth/logout', { retry: false }) // R4.4: logging out never waits on a retry
}
