import { activeDb } from './active-db'

// Token lifetimes, adjustable at run time so tests and the QA console can show expiry and refresh (docs/architecture.md §4).

export const DEFAULT_ACCESS_TOKEN_TTL_MS = 15 * 60_000
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000
export const RESET_TOKEN_TTL_MS = 30 * 60_000

let accessTtl = DEFAULT_ACCESS_TOKEN_TTL_MS

export const getAccessTokenTtl = (): number => accessTtl

/** Applies to tokens issued from now on (login, register, refresh). */
export function setAccessTokenTtl(ms: number): void {
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError('access token TTL must be a positive number of ms')
  accessTtl = ms
}

export function resetAuthConfig(): void {
  accessTtl = DEFAULT_ACCESS_TOKEN_TTL_MS
}

export interface ExpireTarget {
  /** Only the session holding this access token. */
  accessToken?: string
  /** Only this user's sessions. */
  userId?: number
}

/** Makes matching live access tokens expired now (refresh tokens stay valid). Resolves to how many. */
export async function expireAccessTokens(target: ExpireTarget = {}): Promise<number> {
  const now = Date.now()
  return activeDb().write(async (tx) => {
    const live = tx.filter(
      'sessions',
      (s) =>
        !s.revoked &&
        s.accessExpiresAt > now &&
        (target.accessToken === undefined || s.accessToken === target.accessToken) &&
        (target.userId === undefined || s.userId === target.userId),
    )
    for (const s of live) await tx.update('sessions', s.id, { accessExpiresAt: now - 1 })
    return live.length
  })
}
