import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { conversationsQueryOptions } from '@/features/messages/api/get-conversations'
import { ConversationList } from '@/features/messages/components/conversation-list'
import { ConversationView, type Contact } from '@/features/messages/components/conversation-view'
import { isValidUserId, userQueryOptions } from '@/features/profile/api/get-user'
import { paths } from '../paths'

/** The other side: the conversation list's row, else their public profile (a first conversation, R2.62). */
function useContact(contactId: number | null, viewerId: number) {
  const list = useQuery(conversationsQueryOptions(viewerId))
  const row = contactId === null ? undefined : list.data?.find((c) => c.contactUserId === contactId)
  const profile = useQuery({ ...userQueryOptions(contactId ?? NaN), enabled: contactId !== null && isValidUserId(contactId) && !row && !list.isPending })
  const contact: Contact | null = row
    ? { id: row.contactUserId, displayName: row.displayName, avatar: row.avatar, verified: row.verified }
    : profile.data
      ? { id: profile.data.user.id, displayName: profile.data.user.displayName, avatar: profile.data.user.avatar, verified: profile.data.user.verified }
      : null
  const failed = contactId !== null && (!isValidUserId(contactId) || contactId === viewerId || profile.isError)
  return { contact, failed }
}

/** R1.7, R2.13, R2.60–R2.62: conversations and one conversation; side by side on a desktop, one screen at a time on a phone. */
export function MessagesRoute() {
  const { userId } = useParams<{ userId?: string }>()
  const contactId = userId === undefined ? null : /^\d+$/.test(userId) ? Number(userId) : NaN
  const { user } = useAuth()
  const viewerId = user!.id
  const { contact, failed } = useContact(contactId, viewerId)
  const open = contactId !== null
  return (
    <main>
      {/* A conversation's 返回 leads to the list (on a phone they are two screens); the list's goes back. */}
      <PageHeader title="消息" backHref={open ? paths.messages.href() : undefined} fallbackHref={paths.home.href()} />
      {/* The whole screen below the two bars (and above the phone's bottom navigation on the list), no page scroll. */}
      <div className="mx-auto max-w-[1200px] sm:px-6 sm:pb-4">
        <div
          className={`grid md:grid-cols-[340px_minmax(0,1fr)] ${
            open ? 'h-[calc(100dvh-7.5rem)] sm:h-[calc(100dvh-8.5rem)]' : 'h-[calc(100dvh-11.5rem-env(safe-area-inset-bottom))] sm:h-[calc(100dvh-12.5rem)]'
          } md:h-[min(calc(100dvh-8.5rem),860px)] border-t sm:border border-line sm:rounded-3xl bg-bg-card overflow-hidden`}
        >
          <div className={`${open ? 'hidden md:flex' : 'flex'} flex-col min-h-0 md:border-r border-line`}>
            <h2 className="hidden md:flex px-5 h-16 items-center text-base font-semibold border-b border-line shrink-0">对话</h2>
            <div className="flex-1 min-h-0 overflow-y-auto">
              <ConversationList
                viewerId={viewerId}
                activeId={contactId}
                conversationHref={paths.conversation.href}
                emptyAction={
                  <Link href={paths.following.href()} className={buttonClass({ variant: 'outline' })}>
                    看看我的关注
                  </Link>
                }
              />
            </div>
          </div>
          <div className={`${open ? 'flex' : 'hidden md:flex'} flex-col min-h-0`}>
            {open ? (
              <ConversationView
                key={contactId}
                contactId={contactId}
                contact={contact}
                contactFailed={failed}
                viewerId={viewerId}
                userHref={paths.user.href}
              />
            ) : (
              <div className="flex-1 flex flex-col items-center justify-center gap-2 text-center text-fg-muted">
                <span className="text-4xl" aria-hidden="true">
                  💬
                </span>
                <p>选择一个对话，开始聊天</p>
              </div>
            )}
          </div>
        </div>
      </div>
    </main>
  )
}
