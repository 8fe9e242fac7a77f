import { api } from '@/api/client'
import { MarkReadResponseSchema, type MarkReadResponse } from '@/schemas/message.schema'

/** R7.32: PUT /messages/conversations/{id}/mark-read. */
export async function markConversationRead(contactId: number): Promise<MarkReadResponse> {
  return (
    await api.put(`/messages/conversations/${contactId}/mark-read`, { schema: MarkReadResponseSchema, retry: false })
  ).data
}
