import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { WIDE_PAGE_EDGE } from '@/components/ui/page-width'
import { useAuth } from '@/features/auth/model/use-auth'
import { conversationsQueryOptions } from '@/features/messages/api/get-conversations'
import { ContactTitle } from '@/features/messages/components/contact-title'
import { ConversationList } from '@/features/messages/components/conversation-list'
import { ConversationView, type Contact } from '@/features/messages/components/conversation-view'
import { isValidUserId, userQueryOptions } from '@/features/profile/api/get-user'
import { paths } from '../paths'

/** The other side: the conversation list's row, else their public profile (a first conversation, R2.62). */
function useContact(contactId: number | null, viewerId: number) {
  const list = useQuery(conversationsQueryOptions(viewerId))
  const row = contactId === null ? undefined : list.data?.find((c) => c.contactUserId === contactId)
  const profile = useQuery({
    ...userQueryOptions(contactId ?? NaN),
    enabled: contactId !== null && isValidUserId(contactId) && !row && !list.isPending,
  })
  const contact: Contact | null = row
    ? { id: row.contactUserId, displayName: row.displayName, avatar: row.avatar, verified: row.verified }
    : profile.data
      ? {
          id: profile.data.user.id,
          displayName: profile.data.user.displayName,
          avatar: profile.data.user.avatar,
          verified: profile.data.user.verified,
        }
      : null
  const failed = contactId !== null && (!isValidUserId(contactId) || contactId === viewerId || profile.isError)
  return { contact, failed }
}

/**
 * The bar's middle on a conversation. A phone shows the list and the conversation as two screens: the bar names the
 * partner (their avatar and name, a link to their profile) and is the conversation's only header. From `md` the two
 * panes stand side by side under 消息, the conversation's own header naming the partner. One h1 either way.
 */
function ConversationTitle({ contact, failed }: { contact: Contact | null; failed: boolean }) {
  return (
    <>
      <h1 className="hidden md:block text-[17px] font-semibold text-fg truncate">消息</h1>
      <div className="md:hidden flex justify-center min-w-0">
        <ContactTitle
          contact={contact}
          failed={failed}
          userHref={paths.user.href}
          as="h1"
          avatarSize={30}
          pending="消息"
          className="gap-2 pl-1 pr-2 py-1"
        />
      </div>
    </>
  )
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
      {/* The list is the 消息 tab's own screen (no 返回); a conversation's 返回 leads to the list (on a phone they are two screens). */}
      {open ? (
        <PageHeader center={<ConversationTitle contact={contact} failed={failed} />} backHref={paths.messages.href()} />
      ) : (
        <PageHeader title="消息" root />
      )}
      {/* The whole screen below the bars, no page scroll. Below 640 px the page's bar (3.5rem) is the only one; from
          640 the app header (4rem and its 1px border) stands above it, and the column has 1rem below. The list leaves
          room for the bottom navigation's spacer (4rem and the safe area, below 768 px); a conversation has none. */}
      <div className={`${WIDE_PAGE_EDGE} sm:pb-4`}>
        <div
          className={`grid md:grid-cols-[340px_minmax(0,1fr)] ${
            open
              ? 'h-[calc(100dvh-3.5rem)] sm:h-[calc(100dvh-8.5rem-1px)]'
              : 'h-[calc(100dvh-7.5rem-env(safe-area-inset-bottom))] sm:h-[calc(100dvh-12.5rem-1px-env(safe-area-inset-bottom))]'
          } md:h-[min(calc(100dvh-8.5rem-1px),860px)] sm:border border-line sm:rounded-3xl bg-bg-card overflow-hidden`}
        >
          <div className={`${open ? 'hidden md:flex' : 'flex'} flex-col min-h-0 md:border-r border-line`}>
            <h2 className="hidden md:flex px-5 h-16 items-center text-base font-semibold border-b border-line shrink-0">
              对话
            </h2>
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
