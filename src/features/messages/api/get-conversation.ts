import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { queryKeys } from '@/lib/query-keys'
import { MESSAGES_PAGE_SIZE, MessageListSchema, type Message } from '@/schemas/message.schema'

/** R7.30, R9.28: the latest 50 messages with one contact, oldest first (R2.61). */
export async function getConversation(contactId: number, signal?: AbortSignal): Promise<Message[]> {
  return (
    await api.get(`/messages/conversations/${contactId}`, {
      schema: MessageListSchema,
      query: { page: 1, limit: MESSAGES_PAGE_SIZE },
      signal,
    })
  ).data
}

export const conversationQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: queryKeys.messages.conversation(contactId),
    queryFn: ({ signal }) => getConversation(contactId, signal),
    enabled: Number.isSafeInteger(contactId) && contactId > 0,
    staleTime: 30_000,
  })
