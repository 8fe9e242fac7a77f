import type { RefreshResponse } from '@/schemas/auth.schema'
import { ApiError } from './errors'
import { clearSessionAndNotify, getRefreshToken, setTokens } from './token-store'

type RefreshCall = (refreshToken: string) => Promise<RefreshResponse>

/**
 * R4.2: a single-flight token refresh. Every 401 that arrives while a refresh is running waits for
 * that same refresh, so a burst of expired requests costs exactly one POST /auth/refresh.
 * Resolves true when new tokens are stored, false when the session is gone.
 */
export function createRefresher(call: RefreshCall): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null

  async function run(): Promise<boolean> {
    const refreshToken = getRefreshToken()
    if (!refreshToken) return false
    try {
      const tokens = await call(refreshToken)
      setTokens(tokens.accessToken, tokens.refreshToken)
      return true
    } catch (error) {
      // Offline or slow is not a rejected session: keep the tokens so the user stays logged in
      // and the caller sees the network error instead of being logged out.
      if (error instanceof ApiError && (error.type === 'NETWORK_ERROR' || error.type === 'TIMEOUT_ERROR')) throw error
      clearSessionAndNotify()
      return false
    }
  }

  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null
    })
    return inFlight
  }
}
