import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { ErrorView } from '@/components/ui/error-screen'
import { EmptyState } from '@/components/ui/empty-state'
import { ChatIcon } from '@/components/ui/icons'
import { formatRelativeTime } from '@/lib/format'
import { formatUnreadBadge, type Conversation } from '@/schemas/message.schema'
import { useQuery } from '@tanstack/react-query'
import { conversationsQueryOptions } from '../api/get-conversations'
import { MESSAGE_TEXTS } from '../model/use-messages'

export interface ConversationListProps {
  viewerId: number
  activeId: number | null
  conversationHref: (id: number) => string
  /** What an empty list offers (e.g. a link to find people). */
  emptyAction?: React.ReactNode
}

function Row({ c, active, href }: { c: Conversation; active: boolean; href: string }) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 px-4 py-3 rounded-2xl keyboard-ring transition-colors ${active ? 'bg-bg-soft' : 'hover:bg-bg-soft'}`}
    >
      <span aria-hidden="true" className="relative shrink-0">
        <Avatar src={c.avatar} name={c.displayName} size={48} />
        {c.unreadCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 h-5 px-1 rounded-full bg-danger text-danger-fg text-[11px] font-semibold flex items-center justify-center border-2 border-bg-card"
          >
            {formatUnreadBadge(c.unreadCount)}
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5">
          <span className={`truncate ${c.hasUnread ? 'font-semibold text-fg' : 'font-medium text-fg'}`}>
            {c.displayName}
          </span>
          {c.unreadCount > 0 && <span className="sr-only">，{c.unreadCount}条未读</span>}
          {c.verified && (
            <span className="text-[11px] text-primary-text" title="认证用户">
              ✓<span className="sr-only">认证</span>
            </span>
          )}
          <span className="flex-1" />
          {c.lastMessageTime && (
            <time dateTime={c.lastMessageTime} className="shrink-0 text-xs text-fg-soft">
              {formatRelativeTime(c.lastMessageTime)}
            </time>
          )}
        </span>
        <span className={`block truncate text-sm ${c.hasUnread ? 'text-fg' : 'text-fg-muted'}`}>
          {c.isSentByMe && '我：'}
          {c.lastMessageContent}
        </span>
      </span>
    </Link>
  )
}

/** R2.60, R8.26, R9.36: avatar, name, ✓, relative time of the last message, 我： for mine, an unread badge capped at 99+. */
export function ConversationList({ viewerId, activeId, conversationHref, emptyAction }: ConversationListProps) {
  const query = useQuery(conversationsQueryOptions(viewerId))
  if (query.isPending)
    return (
      <div role="status" aria-label="正在加载对话" className="space-y-2 p-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3 px-2 py-3">
            <div className="w-12 h-12 rounded-full bg-bg-soft" />
            <div className="flex-1 space-y-2">
              <div className="h-3.5 w-24 rounded-full bg-bg-soft" />
              <div className="h-3 w-40 rounded-full bg-bg-soft" />
            </div>
          </div>
        ))}
      </div>
    )
  if (query.isError)
    return (
      <div className="px-4">
        <ErrorView error={query.error} title={MESSAGE_TEXTS.listFailed} onRetry={() => void query.refetch()} compact />
      </div>
    )
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={<ChatIcon size={32} />}
        title="还没有消息"
        description="去关注的人主页打个招呼吧"
        action={emptyAction}
      />
    )
  return (
    <ul aria-label="对话列表" className="p-2 space-y-0.5">
      {query.data.map((c) => (
        <li key={c.contactUserId}>
          <Row c={c} active={c.contactUserId === activeId} href={conversationHref(c.contactUserId)} />
        </li>
      ))}
    </ul>
  )
}
