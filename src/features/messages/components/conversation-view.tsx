import { useEffect, useRef } from 'react'
import { ErrorScreen, ErrorView } from '@/components/ui/error-screen'
import { Spinner } from '@/components/ui/spinner'
import type { Message } from '@/schemas/message.schema'
import { MESSAGE_TEXTS, useConversation, useMarkRead, useQueuedMessages, useSendMessage } from '../model/use-messages'
import { ContactTitle } from './contact-title'
import { MessageComposer } from './message-composer'
import { emojiRuns, formatExactTime, formatMessageTime, isEmojiOnly, timeGroupStarts } from './message-format'

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

interface Shown {
  m: Pick<Message, 'content' | 'createdAt'>
  mine: boolean
  pending?: boolean
  /** The time label above it: the first message, and one more than five minutes after the one before. */
  label?: string | null
}

/**
 * Text on the theme's colour (my sent bubble): its emoji get a thin halo in the bubble's text colour, so a yellow
 * 👍 on the yellow bubble keeps its outline (at full strength: no opacity, no filter).
 */
function OnPrimary({ text }: { text: string }) {
  return emojiRuns(text).map((run, i) =>
    run.emoji ? (
      <span key={i} data-emoji className="[text-shadow:0_0_1.5px_var(--c-primary-fg)]">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  )
}

function Bubble({ m, mine, pending = false, label = null }: Shown) {
  const emojiOnly = isEmojiOnly(m.content)
  const onPrimary = mine && !pending && !emojiOnly
  const exact = m.createdAt ? formatExactTime(m.createdAt) : ''
  return (
    <li
      className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}
      data-mine={mine || undefined}
      data-pending={pending || undefined}
      data-emoji-only={emojiOnly || undefined}
    >
      {/* What the eye reads; a screen reader reads each message's own time below it instead. */}
      {label && (
        <div aria-hidden="true" data-time-label className="self-center pt-2 pb-3 text-xs text-fg-soft">
          <time dateTime={m.createdAt ?? undefined}>{label}</time>
        </div>
      )}
      {/* A few emoji alone are the message itself, large and without a bubble (a 👍 is no smudge on the yellow). */}
      <p
        title={exact || undefined}
        className={`max-w-[78%] whitespace-pre-wrap break-words ${
          emojiOnly
            ? 'px-1 text-[2.5rem] leading-[1.2]'
            : `rounded-2xl px-4 py-2.5 text-[15px] leading-6 ${
                pending
                  ? 'bg-primary-light text-fg border border-dashed border-primary rounded-br-md'
                  : mine
                    ? 'bg-primary text-primary-fg rounded-br-md'
                    : 'bg-bg-soft text-fg rounded-bl-md'
              }`
        }`}
      >
        {onPrimary ? <OnPrimary text={m.content} /> : m.content}
      </p>
      {pending ? (
        <span className="mt-1 px-1 text-[11px] text-fg-soft">等待网络恢复后发送</span>
      ) : (
        exact && (
          <time dateTime={m.createdAt ?? undefined} className="sr-only">
            {exact}
          </time>
        )
      )}
    </li>
  )
}

/**
 * R2.61, R2.62, R4.27–R4.29: the messages oldest first, mine on the right, and the composer. Times as in a chat app:
 * a label where the conversation resumes after a pause, each message's exact time on hover and for a screen reader.
 * Below `md` the page's bar names the partner (messages.route.tsx), so this header is for the desktop's two panes.
 */
export function ConversationView({
  contactId,
  contact,
  contactFailed = false,
  viewerId,
  userHref,
}: ConversationViewProps) {
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
  const all: (Shown & { key: string | number })[] = [
    ...(query.data ?? []).map((m) => ({ key: m.id, m, mine: m.senderId === viewerId })),
    ...queued.map((m) => ({ key: `queued ${m.createdAt}`, m, mine: true, pending: true })),
  ]
  const now = new Date()
  const starts = timeGroupStarts(all.map(({ m }) => m.createdAt))
  const shown = all.map((row, i) => ({
    ...row,
    label: starts[i] && row.m.createdAt ? formatMessageTime(row.m.createdAt, now) : null,
  }))
  return (
    <section aria-label={contact ? `与${contact.displayName}的对话` : '对话'} className="flex flex-col h-full min-h-0">
      <header className="hidden md:flex items-center gap-3 px-4 h-16 border-b border-line shrink-0">
        <ContactTitle
          contact={contact}
          failed={contactFailed}
          userHref={userHref}
          as="h2"
          avatarSize={36}
          pending="…"
          className="gap-2.5"
        />
      </header>
      {/* relative: the messages' visually hidden times stay inside this scroller (else they stretch the page). */}
      {/* Focusable, so the keyboard can scroll a long conversation (its messages hold no control). */}
      <div ref={scroller} tabIndex={0} className="relative flex-1 min-h-0 overflow-y-auto px-4 py-4 keyboard-ring">
        {failed ? (
          contactFailed ? (
            <ErrorScreen kind={null} title={MESSAGE_TEXTS.noUser} compact />
          ) : (
            <ErrorView
              error={query.error}
              title={MESSAGE_TEXTS.noConversation}
              onRetry={() => void query.refetch()}
              compact
            />
          )
        ) : query.isPending ? (
          <div role="status" aria-label="正在加载消息" className="flex justify-center py-16 text-fg-soft">
            <Spinner className="w-6 h-6" />
          </div>
        ) : (
          <ol aria-label="消息" className="space-y-3">
            {query.data.length === 0 && queued.length === 0 && (
              <li className="py-12 text-center text-sm text-fg-muted">还没有消息，打个招呼吧 👋</li>
            )}
            {shown.map(({ key, ...props }) => (
              <Bubble key={key} {...props} />
            ))}
          </ol>
        )}
      </div>
      {!failed && <MessageComposer sending={sending} onSend={send} />}
    </section>
  )
}
