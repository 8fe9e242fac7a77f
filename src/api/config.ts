// Where the client talks to and how it identifies itself (spec §7 intro, R9.1).
const configuredBase = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.trim().replace(/\/+$/, '')

/** `/api` (same origin, answered by the bundled mock) unless a real backend is configured. */
export const API_BASE_URL: string = configuredBase || '/api'

export const CLIENT_VERSION = '1.0.0'

/** R9.1 */
export const REQUEST_TIMEOUT_MS = 15_000

/** R9.3: how often stale in-flight GET entries are swept. */
export const PENDING_CLEANUP_INTERVAL_MS = 60_000

/** The mock backend runs unless a real API is configured or it is switched off explicitly. */
export const USE_MOCK_BACKEND: boolean = !configuredBase && import.meta.env.VITE_MOCK !== 'off'
