import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { queryKeys } from '@/lib/query-keys'
import { ConversationListSchema, MESSAGES_PAGE_SIZE, type Conversation } from '@/schemas/message.schema'

/** R7.29, R9.28: GET /messages/conversations?page=1&limit=50, the most recent conversation first. */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return (
    await api.get('/messages/conversations', {
      schema: ConversationListSchema,
      query: { page: 1, limit: MESSAGES_PAGE_SIZE },
      signal,
    })
  ).data
}

export const conversationsQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.messages.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
    enabled: viewerId !== null,
    staleTime: 30_000,
  })
