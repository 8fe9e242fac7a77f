import { QueryClient } from '@tanstack/react-query'
import { backoffDelay, isRetryableError } from '@machines/retry'

/** R9.20 */
export const QUERY_DEFAULTS = { staleTime: 30 * 60_000, gcTime: 60 * 60_000, retries: 1, maxBackoffMs: 30_000 } as const

// R9.20: fresh 30 min, kept 60 min, one retry with backoff up to 30 s, refetch on reconnect and focus.
// The retry follows the retry helper's rules (R4.39): only what another try can fix.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        retry: (failures, error) => failures < QUERY_DEFAULTS.retries && isRetryableError(error),
        retryDelay: (failures) => backoffDelay(failures + 1, { capMs: QUERY_DEFAULTS.maxBackoffMs }),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
    },
  })
}
