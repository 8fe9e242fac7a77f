import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'wouter'
import { Button, buttonClass } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ErrorView } from '@/components/ui/error-screen'
import { ChatIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { formatCount } from '@/lib/format'
import { toast } from '@/services/toast'
import type { CommentAuthor } from '@/schemas/comment.schema'
import { addComment, commentChangesFor, removeComment, subscribeCommentChanges } from '../model/comment-changes'
import { withReplies, type CommentThread, type ShownComment } from '../model/comment-threads'
import { useComments } from '../model/use-comments'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'

/** Replies shown under a comment before "展开 N 条回复". */
export const REPLIES_SHOWN = 2

export interface CommentPanelProps {
  postId: number
  /** The logged-in user (the author of what they write), or null for a visitor. */
  viewer: CommentAuthor | null
  /** The count to show (the post's, with the changes in flight). */
  count: number
  userHref: (id: number) => string
  loginHref: string
  /** The id of the panel's heading, for the count button that scrolls to it. */
  headingId?: string
  /**
   * `dialog` (the post dialog, R2.40, R5.12): no write toggle; the input (写下你的想法...) is always shown,
   * in `composerTarget` (the dialog's footer) when given, else after the list. A visitor's send asks them to log in.
   */
  variant?: 'page' | 'dialog'
  composerTarget?: HTMLElement | null
  /** Counts the reader's asks to write (the post's 说点什么… bar, its 💬): each new value opens the form, focused. */
  writeRequest?: number
}

function CommentSkeleton() {
  return (
    <div role="status" aria-label="正在加载评论" className="space-y-5">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-2.5">
          <div className="w-8 h-8 rounded-full bg-bg-soft" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-3 w-20 rounded-full bg-bg-soft" />
            <div className="h-3.5 w-4/5 rounded-full bg-bg-soft" />
          </div>
        </div>
      ))}
    </div>
  )
}

interface ThreadProps {
  thread: CommentThread
  itemProps: Omit<Parameters<typeof CommentItem>[0], 'comment' | 'nested'>
}

/** One top-level comment with its replies, the first two shown and the rest behind "展开 N 条回复". */
function Thread({ thread, itemProps }: ThreadProps) {
  const [open, setOpen] = useState(false)
  const { replies } = thread
  const shown = open ? replies : replies.slice(0, REPLIES_SHOWN)
  const more = replies.length - shown.length
  return (
    <li>
      <CommentItem comment={thread.comment} {...itemProps} />
      {replies.length > 0 && (
        <ul className="mt-3 ml-10 space-y-3" aria-label={`${thread.comment.author.displayName}的评论的回复`}>
          {shown.map((r) => (
            <li key={r.id}>
              <CommentItem comment={r} nested {...itemProps} />
            </li>
          ))}
          {replies.length > REPLIES_SHOWN && (
            <li>
              <button
                type="button"
                onClick={() => setOpen(!open)}
                className="text-xs font-medium text-primary-text hover:underline keyboard-ring rounded"
                aria-expanded={open}
              >
                {open ? '收起回复' : `展开 ${more} 条回复`}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  )
}

/**
 * R2.34–R2.38: the post's comments. Logged-in users get the write toggle, reply and the item menu
 * (delete their own after confirming, report the others'); visitors read. Adding and deleting are
 * optimistic (R4.20, R4.21) and work offline through the app's queue (R4.14).
 */
export function CommentPanel({
  postId,
  viewer,
  count,
  userHref,
  loginHref,
  headingId,
  variant = 'page',
  composerTarget = null,
  writeRequest = 0,
}: CommentPanelProps) {
  const inDialog = variant === 'dialog'
  const { query, threads, all, listFailure } = useComments(postId)
  const [writing, setWriting] = useState(false)
  const [replyTo, setReplyTo] = useState<ShownComment | null>(null)
  const [deleting, setDeleting] = useState<ShownComment | null>(null)
  // R2.35: the same form the 写评论 toggle opens, opened from outside the panel (a plain comment, not a reply).
  useEffect(() => {
    if (writeRequest === 0) return
    setReplyTo(null)
    setWriting(true)
  }, [writeRequest])
  const fallbackId = useId()
  const heading = headingId ?? fallbackId
  const formId = useId()
  const isSending = () => commentChangesFor(postId).some((c) => c.change.kind === 'add')
  // The build's prerender (ADR 015) reads the same store: nothing is being sent there.
  const sending = useSyncExternalStore(subscribeCommentChanges, isSending, isSending)

  const write = (content: string): boolean => {
    // R5.23: like a visitor's like or bookmark, a visitor's comment asks them to log in and nothing is sent.
    if (!viewer) {
      toast.signIn('登录后即可评论')
      return false
    }
    // One level of replies: a reply to a reply joins the thread of the top-level comment, addressed to its author.
    const parent = replyTo ? (all.find((c) => c.id === replyTo.parentId) ?? replyTo) : null
    const root = parent && parent.parentId !== null ? (all.find((c) => c.id === parent.parentId) ?? parent) : parent
    const text = replyTo && root && root.id !== replyTo.id ? `回复 @${replyTo.author.displayName}：${content}` : content
    addComment(postId, { content: text, parentId: root?.id ?? null }, viewer)
    setWriting(false)
    setReplyTo(null)
    return true
  }
  const openReply = (comment: ShownComment) => {
    setReplyTo(comment)
    setWriting(true)
  }
  const confirmDelete = () => {
    if (!deleting) return
    removeComment(postId, deleting.id, [...withReplies(all, [deleting.id])])
    setDeleting(null)
  }
  const itemProps = {
    viewerId: viewer?.id ?? null,
    userHref,
    onReply: openReply,
    onDelete: setDeleting,
    onReport: () => toast.info('举报功能正在开发中'),
  }

  // The dialog's always-shown input (R2.40), for visitors too: a reply re-keys it with focus, its 取消 goes back to a
  // plain comment. A visitor's send asks them to log in (R5.23) and keeps their text.
  const composer = !inDialog ? null : (
    <CommentForm
      key={replyTo?.id ?? 'new'}
      variant="dialog"
      autoFocus={replyTo !== null}
      busy={sending}
      replyTo={replyTo?.author.displayName ?? null}
      onSubmit={write}
      onCancel={replyTo ? () => setReplyTo(null) : undefined}
    />
  )

  let list
  if (query.isPending) list = <CommentSkeleton />
  else if (listFailure)
    list = <ErrorView error={query.error} title={listFailure} onRetry={() => void query.refetch()} compact />
  else if (threads.length === 0)
    list = (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="w-12 h-12 rounded-full bg-secondary text-secondary-fg flex items-center justify-center">
          <ChatIcon size={22} />
        </span>
        <p className="font-medium text-fg">还没有评论</p>
        <p className="text-sm text-fg-muted">{viewer ? '来写下第一条评论吧' : '登录后来写下第一条评论吧'}</p>
        {viewer
          ? !writing &&
            !inDialog && (
              <Button size="sm" className="mt-1" onClick={() => setWriting(true)}>
                写下第一条评论
              </Button>
            )
          : !inDialog && (
              <Link href={loginHref} className={`${buttonClass({ size: 'sm', variant: 'outline' })} mt-1`}>
                登录后评论
              </Link>
            )}
      </div>
    )
  else
    list = (
      <>
        <ul className="space-y-5" aria-label="评论列表">
          {threads.map((t) => (
            <Thread key={t.comment.id} thread={t} itemProps={itemProps} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="mt-5 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              加载更多评论
            </Button>
          </div>
        )}
      </>
    )

  return (
    <section aria-labelledby={heading}>
      <div className="flex items-center gap-3 mb-4">
        <h2 id={heading} className="text-[15px] font-semibold text-fg scroll-mt-24">
          共 {formatCount(count)} 条评论
        </h2>
        <span className="flex-1" />
        {query.isFetching && !query.isPending && <Spinner className="w-4 h-4 text-fg-soft" />}
        {viewer && !inDialog && (
          <button
            type="button"
            aria-expanded={writing}
            aria-controls={formId}
            onClick={() => {
              setReplyTo(null)
              setWriting(!writing)
            }}
            className={buttonClass({ variant: writing ? 'ghost' : 'secondary', size: 'sm' })}
          >
            {writing ? '收起' : '写评论'}
          </button>
        )}
      </div>
      {viewer && writing && !inDialog && (
        <div id={formId} className="mb-5">
          <CommentForm
            key={replyTo?.id ?? `new-${writeRequest}`}
            autoFocus
            busy={sending}
            replyTo={replyTo?.author.displayName ?? null}
            onSubmit={write}
            onCancel={() => {
              setWriting(false)
              setReplyTo(null)
            }}
          />
        </div>
      )}
      {list}
      {inDialog && (composerTarget ? createPortal(composer, composerTarget) : <div className="mt-5">{composer}</div>)}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="删除这条评论？"
        description="删除后无法恢复，这条评论下的回复也会一起删除。"
        confirmLabel="删除"
        onConfirm={confirmDelete}
      />
    </section>
  )
}
