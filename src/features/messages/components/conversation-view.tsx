import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import type { Message } from '@/schemas/message.schema'
import { MESSAGE_TEXTS, useConversation, useMarkRead, useQueuedMessages, useSendMessage } from '../model/use-messages'
import { MessageComposer } from './message-composer'

export interface Contact {
  id: number
  displayName: string
  avatar: string | null
  verified?: boolean
}

export interface ConversationViewProps {
  contactId: number
  /** Who the other side is (from the conversation list or their profile); null while unknown. */
  contact: Contact | null
  /** The contact could not be loaded (无法获取用户信息). */
  contactFailed?: boolean
  viewerId: number
  userHref: (id: number) => string
}

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }) : ''

function Bubble({ m, mine, pending = false }: { m: Pick<Message, 'content' | 'createdAt'>; mine: boolean; pending?: boolean }) {
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-mine={mine || undefined} data-pending={pending || undefined}>
      <p
        className={`max-w-[78%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-6 ${
          mine ? 'bg-primary text-primary-fg rounded-br-md' : 'bg-bg-soft text-fg rounded-bl-md'
        } ${pending ? 'opacity-70' : ''}`}
      >
        {m.content}
      </p>
      <span className="mt-1 px-1 text-[11px] text-fg-soft">{pending ? '等待网络恢复后发送' : <time dateTime={m.createdAt ?? undefined}>{time(m.createdAt)}</time>}</span>
    </li>
  )
}

/** R2.61, R2.62, R4.27–R4.29: the messages oldest first with their time, mine on the right, and the composer. */
export function ConversationView({ contactId, contact, contactFailed = false, viewerId, userHref }: ConversationViewProps) {
  const query = useConversation(contactId)
  const queued = useQueuedMessages(contactId)
  const { send, sending } = useSendMessage(contactId)
  useMarkRead(contactId, query.data)
  const scroller = useRef<HTMLDivElement>(null)
  const count = (query.data?.length ?? 0) + queued.length
  // The newest message in view: when the conversation opens and when one is added.
  useEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [count])

  const failed = contactFailed || query.isError
  return (
    <section aria-label={contact ? `与${contact.displayName}的对话` : '对话'} className="flex flex-col h-full min-h-0">
      <header className="flex items-center gap-3 px-4 h-16 border-b border-line shrink-0">
        {contact ? (
          <Link href={userHref(contact.id)} className="flex items-center gap-2.5 min-w-0 rounded-full keyboard-ring">
            <Avatar src={contact.avatar} name={contact.displayName} size={36} />
            <h2 className="font-semibold truncate">
              {contact.displayName}
              {contact.verified && <span className="ml-1 text-xs text-primary-text">✓</span>}
            </h2>
          </Link>
        ) : (
          <h2 className="font-semibold text-fg-muted">{contactFailed ? MESSAGE_TEXTS.noUser : '…'}</h2>
        )}
      </header>
      <div ref={scroller} className="flex-1 min-h-0 overflow-y-auto px-4 py-4">
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-16 text-center">
            <span className="w-12 h-12 rounded-full bg-bg-soft text-danger flex items-center justify-center">
              <AlertIcon size={22} />
            </span>
            <p className="font-medium">{contactFailed ? MESSAGE_TEXTS.noUser : MESSAGE_TEXTS.noConversation}</p>
            {!contactFailed && (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                重试
              </Button>
            )}
          </div>
        ) : query.isPending ? (
          <div role="status" aria-label="正在加载消息" className="flex justify-center py-16 text-fg-soft">
            <Spinner className="w-6 h-6" />
          </div>
        ) : (
          <ol aria-label="消息" className="space-y-3">
            {query.data.length === 0 && queued.length === 0 && (
              <li className="py-12 text-center text-sm text-fg-muted">还没有消息，打个招呼吧 👋</li>
            )}
            {query.data.map((m) => (
              <Bubble key={m.id} m={m} mine={m.senderId === viewerId} />
            ))}
            {queued.map((m) => (
              <Bubble key={m.createdAt} m={m} mine pending />
            ))}
          </ol>
        )}
      </div>
      {!failed && <MessageComposer sending={sending} onSend={send} />}
    </section>
  )
}
