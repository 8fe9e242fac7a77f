import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { queryKeys } from '@/lib/query-keys'
import { UnreadCountResponseSchema } from '@/schemas/message.schema'

/** How often an open app asks whether new messages came in. */
export const UNREAD_POLL_MS = 15_000

/** R7.33: GET /messages/unread/count. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await api.get('/messages/unread/count', { schema: UnreadCountResponseSchema, signal })).data.count
}

/** The total behind the header's and the phone bar's badge; polled so incoming messages are noticed while the app is open. */
export const unreadCountQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.messages.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: viewerId !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  })
