import { QueryClient } from '@tanstack/react-query'

// R9.20: fresh 30 min, kept 60 min, one retry with backoff up to 30 s, refetch on reconnect and focus.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 60_000,
        gcTime: 60 * 60_000,
        retry: 1,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
    },
  })
}
