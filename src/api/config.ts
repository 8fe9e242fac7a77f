// Where the client talks to and how it identifies itself (spec §7 intro, R9.1).
const configuredBase = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim().replace(/\/+$/, '')

/** `/api` under the app's base (same origin, answered by the bundled mock) unless a real backend is configured. */
export const API_BASE_URL: string = configuredBase || `${import.meta.env.BASE_URL}api`

export const CLIENT_VERSION = '1.0.0'

/** R9.1: used when the configured timeout is missing or not a positive whole number of milliseconds. */
export const REQUEST_TIMEOUT_FALLBACK_MS = 10_000

export function resolveRequestTimeout(configured: string | undefined): number {
  const ms = Number(configured?.trim() || NaN)
  return Number.isSafeInteger(ms) && ms > 0 ? ms : REQUEST_TIMEOUT_FALLBACK_MS
}

/** R9.1: `VITE_API_TIMEOUT`, shipped as 15000 in `.env`; a deployment may set its own. */
export const REQUEST_TIMEOUT_MS = resolveRequestTimeout(import.meta.env.VITE_API_TIMEOUT as string | undefined)

/** R9.3: how often stale in-flight GET entries are swept. */
export const PENDING_CLEANUP_INTERVAL_MS = 60_000

/** The mock backend runs unless a real API is configured or it is switched off explicitly. */
export const USE_MOCK_BACKEND: boolean = !configuredBase && import.meta.env.VITE_MOCK !== 'off'
