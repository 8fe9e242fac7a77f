import { api } from '@/api/client'
import { MessageSchema, type Message } from '@/schemas/message.schema'

/** R7.31: POST /messages/send { receiverId, content }; data is the message. */
export async function sendMessage(receiverId: number, content: string): Promise<Message> {
  return (await api.post('/messages/send', { body: { receiverId, content }, schema: MessageSchema })).data
}
