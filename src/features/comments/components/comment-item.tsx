import { Link } from 'wouter'
import { ActionMenu } from '@/components/ui/action-menu'
import { Avatar } from '@/components/ui/avatar'
import { OptionsIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { formatRelativeTime } from '@/lib/format'
import type { ShownComment } from '../model/comment-threads'
import { CommentLikeButton } from './comment-like-button'

export interface CommentItemProps {
  comment: ShownComment
  /** A reply: smaller, under its thread. */
  nested?: boolean
  viewerId: number | null
  userHref: (id: number) => string
  onReply: (comment: ShownComment) => void
  onDelete: (comment: ShownComment) => void
  onReport: () => void
}

/** R2.36, R2.37: avatar, name (→ the user page), relative time, the text as text; the menu for logged-in users; the like's heart and count. */
export function CommentItem({
  comment,
  nested = false,
  viewerId,
  userHref,
  onReply,
  onDelete,
  onReport,
}: CommentItemProps) {
  const signedIn = viewerId !== null
  const sent = comment.state === 'sent'
  const mine = signedIn && comment.author.id === viewerId
  const size = nested ? 24 : 32
  return (
    <article
      aria-label={`${comment.author.displayName}的评论`}
      aria-busy={sent ? undefined : true}
      data-state={comment.state}
      className={`group flex gap-2.5 ${sent ? '' : 'opacity-70'}`}
    >
      <Link
        href={userHref(comment.author.id)}
        className="shrink-0 rounded-full keyboard-ring"
        aria-label={comment.author.displayName}
      >
        <Avatar src={comment.author.avatar} name={comment.author.displayName} size={size} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <Link
            href={userHref(comment.author.id)}
            className="text-[13px] text-fg-muted hover:text-fg truncate keyboard-ring rounded"
          >
            {comment.author.displayName}
          </Link>
          <span className="flex-1" />
          {signedIn && sent && (
            <ActionMenu
              label="评论操作"
              triggerClassName="-mt-1 w-7 h-7 shrink-0 rounded-full flex items-center justify-center text-fg-soft hover:(bg-bg-soft text-fg) keyboard-ring"
              icon={<OptionsIcon size={16} />}
              popupWidthClass="min-w-32"
              sideOffset={4}
              items={
                mine
                  ? [{ label: '删除', onSelect: () => onDelete(comment), danger: true }]
                  : [{ label: '举报', onSelect: onReport }]
              }
            />
          )}
        </div>
        <p className="mt-0.5 text-[15px] leading-6 text-fg whitespace-pre-wrap break-words">{comment.content}</p>
        <div className="mt-1 flex items-center gap-3 text-xs text-fg-soft">
          {comment.state === 'sending' ? (
            <span className="inline-flex items-center gap-1">
              <Spinner className="w-3 h-3" /> 发送中…
            </span>
          ) : comment.state === 'queued' ? (
            <span>等待网络恢复后发送</span>
          ) : (
            <time dateTime={comment.createdAt ?? undefined}>
              {comment.createdAt ? formatRelativeTime(comment.createdAt) : ''}
            </time>
          )}
          {signedIn && sent && (
            <button
              type="button"
              onClick={() => onReply(comment)}
              className="font-medium text-fg-muted hover:text-fg keyboard-ring rounded"
            >
              回复
            </button>
          )}
          {sent && (
            <span className="ml-auto -my-1 -mr-1.5">
              <CommentLikeButton comment={comment} signedIn={signedIn} />
            </span>
          )}
        </div>
      </div>
    </article>
  )
}
