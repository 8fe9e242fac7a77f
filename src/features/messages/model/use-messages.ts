import { useEffect, useRef } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { newRequestKey } from '@/api/request-key'
import { offlineQueue, queuedOperations } from '@/services/offline-queue/offline-queue'
import { isOnline } from '@/services/online-status'
import { toast } from '@/services/toast'
import type { Message } from '@/schemas/message.schema'
import { conversationQueryOptions } from '../api/get-conversation'
import { markConversationRead } from '../api/mark-read'
import { sendMessage } from '../api/send-message'
import { appendMessage, markedRead } from './message-cache'
import { messageOperation, type QueuedMessage } from './queued-operations'

export const MESSAGE_TEXTS = {
  sendFailed: '发送消息失败',
  listFailed: '获取对话列表失败',
  noUser: '无法获取用户信息',
  noConversation: '无法开始对话',
} as const // R8.26

/** R4.27: once a conversation is open and holds messages from the contact not yet read, mark them read. */
export function useMarkRead(contactId: number, messages: readonly Message[] | undefined) {
  const unread = messages?.filter((m) => m.senderId === contactId && !m.isRead).length ?? 0
  const asked = useRef(false)
  useEffect(() => {
    if (!unread || asked.current) return
    asked.current = true
    markConversationRead(contactId)
      .then(({ markedCount }) => markedRead(contactId, markedCount || unread))
      .catch(() => {
        asked.current = false
      })
  }, [contactId, unread])
}

/** Messages to this contact written offline, waiting in the queue (shown as pending bubbles). */
export function useQueuedMessages(contactId: number): QueuedMessage[] {
  return useSelector(
    offlineQueue.get().actor,
    (s) =>
      queuedOperations(s.context.queue, messageOperation).flatMap(({ payload }) =>
        payload.receiverId === contactId ? [payload] : [],
      ),
    (a, b) => a.length === b.length && a.every((m, i) => m.createdAt === b[i]?.createdAt),
  )
}

/** R4.28, R4.29, R8.26: send; offline, the message goes to the queue (R4.14). Resolves true when the box may be cleared. */
export function useSendMessage(contactId: number) {
  const mutation = useMutation({
    mutationFn: (content: string) => sendMessage(contactId, content),
    onSuccess: (message) => appendMessage(contactId, message),
    onError: (error) => toast.error(MESSAGE_TEXTS.sendFailed, error instanceof Error ? error.message : undefined),
  })
  const send = async (content: string): Promise<boolean> => {
    if (!isOnline.peek()) {
      offlineQueue.get().enqueue(messageOperation, {
        receiverId: contactId,
        content,
        createdAt: new Date().toISOString(),
        requestKey: newRequestKey(),
      })
      return true
    }
    try {
      await mutation.mutateAsync(content)
      return true
    } catch {
      return false // the text stays in the box
    }
  }
  return { send, sending: mutation.isPending }
}

export const useConversation = (contactId: number) => useQuery(conversationQueryOptions(contactId))
