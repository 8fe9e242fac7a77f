import { useRef, type CSSProperties, type ReactNode, type Ref } from 'react'
import { Dialog } from '@base-ui/react/dialog'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { ImageGallery } from '@/components/ui/image-gallery'
import { CloseIcon } from '@/components/ui/icons'
import type { Post } from '@/schemas/post.schema'
import { PostFooterActions } from './post-footer-actions'
import { PostText } from './post-text'
import { PostNotFound } from './post-not-found'

export interface PostDialogProps {
  open: boolean
  /** Esc, the close button or a press outside asked to close: the route decides how (history back). */
  onClose: () => void
  /** Where focus goes once closed (the card that opened it); null falls back to the default. */
  finalFocus?: () => HTMLElement | null
  /** The closing animation has ended. */
  onClosed?: () => void
  children: ReactNode
}

/**
 * R2.39–R2.41: the post dialog's frame. A large centred dialog on a wide screen, the whole screen on a phone;
 * focus stays inside, Esc closes, and a close button is always in view. Its content is one of
 * PostDialogBody, PostDialogSkeleton or PostDialogNotFound.
 */
export function PostDialog({ open, onClose, finalFocus, onClosed, children }: PostDialogProps) {
  // Focus starts on the dialog itself (it is named by the post's title); Tab goes on to its controls.
  const popup = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      onOpenChangeComplete={(next) => {
        if (!next) onClosed?.()
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-64 bg-black/60 transition-opacity duration-200 data-[starting-style]:opacity-0 data-[ending-style]:opacity-0" />
        <Dialog.Popup
          ref={popup}
          initialFocus={popup}
          finalFocus={finalFocus ? () => finalFocus() ?? true : true}
          className="fixed z-65 inset-0 overflow-hidden bg-bg-card outline-none md:(inset-auto top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 w-[min(1180px,calc(100vw-4rem))] h-[min(90vh,880px)] rounded-3xl shadow-[var(--shadow-pop)]) transition-[opacity,scale,transform] duration-200 data-[starting-style]:(opacity-0 scale-97) data-[ending-style]:(opacity-0 scale-97)"
        >
          {children}
          <Dialog.Close
            aria-label="关闭"
            className="absolute top-2 right-2 md:(top-4 right-4) z-20 w-10 h-10 rounded-full flex items-center justify-center bg-bg-card/90 text-fg-muted hover:(bg-bg-soft text-fg) focus-ring"
          >
            <CloseIcon size={22} />
          </Dialog.Close>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A phone shows the cover at its own shape, between 3:4 and 4:3 like the cards. */
function phoneImageRatio(post: Pick<Post, 'images'>): string {
  const img = post.images[0]
  const r = img?.width && img?.height ? img.height / img.width : 4 / 3
  return `1 / ${Math.min(4 / 3, Math.max(3 / 4, r)).toFixed(4)}`
}

export interface PostDialogBodyProps {
  post: Post
  authorHref: string
  /** The post's own page (查看完整笔记). */
  postHref: string
  /** Like and bookmark controls, composed by the route. */
  actions?: ReactNode
  /** The comment list, composed by the route. */
  comments?: ReactNode
  commentCount?: number
  /** The comment list's heading: the count button scrolls to it. */
  commentsHeadingId?: string
  /** The post's menu (edit and delete for its author; report and copy link for others), composed by the route. */
  menu?: ReactNode
  /** Where the always-shown comment input is placed, at the bottom (the comment panel renders into it). */
  composerRef?: Ref<HTMLDivElement>
}

/**
 * The loaded post: the carousel on the left (on a phone, on top), and on the right the author, title, content,
 * tags, the comments, then the actions and the comment input, always at the bottom.
 */
export function PostDialogBody({ post, authorHref, postHref, actions, menu, comments, commentCount = post.commentsCount, commentsHeadingId, composerRef }: PostDialogBodyProps) {
  return (
    <div
      data-testid="post-dialog-body"
      className="h-full overflow-y-auto overscroll-contain md:(overflow-hidden grid grid-cols-[minmax(0,1fr)_minmax(360px,420px)] grid-rows-[auto_minmax(0,1fr)_auto])"
    >
      <header className="sticky top-0 z-10 flex items-center gap-3 h-14 md:h-[72px] pl-4 pr-14 md:(pl-6 pr-16 static col-start-2 row-start-1) border-b border-line bg-bg-card">
        <Link href={authorHref} className="flex items-center gap-2.5 min-w-0 flex-1 rounded-full focus-ring">
          {/* The link is named by the name beside the picture. */}
          <span aria-hidden="true" className="shrink-0">
            <Avatar src={post.author.avatar} name={post.author.displayName} size={36} />
          </span>
          <span className="font-medium truncate">{post.author.displayName}</span>
        </Link>
        <Link href={postHref} className="shrink-0 inline-flex items-center h-8 px-3 rounded-full border border-line text-[13px] text-fg-muted hover:(text-fg border-primary) focus-ring">
          查看完整笔记
        </Link>
        {menu}
      </header>
      <ImageGallery
        images={post.images}
        alt={post.title}
        arrowKeys="document"
        fill="blur"
        className="w-full max-h-[72dvh] aspect-[var(--phone-ratio)] md:(col-start-1 row-start-1 row-span-3 max-h-none aspect-auto h-full)"
        style={{ '--phone-ratio': phoneImageRatio(post) } as CSSProperties}
      />
      <div className="px-5 pt-4 pb-6 md:(col-start-2 row-start-2 min-h-0 overflow-y-auto overscroll-contain px-6)">
        <Dialog.Title className="text-lg font-semibold leading-snug break-words text-fg">{post.title}</Dialog.Title>
        <PostText post={post} />
        {comments && <div className="mt-5 border-t border-line pt-4">{comments}</div>}
      </div>
      <footer className="sticky bottom-0 z-10 md:(static col-start-2 row-start-3) border-t border-line bg-bg-card px-3 md:px-4 pt-1.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:pb-3">
        <div className="flex items-center gap-0.5">
          <PostFooterActions post={post} actions={actions} commentCount={commentCount} commentsHeadingId={commentsHeadingId} />
        </div>
        <div ref={composerRef} className="px-1 pt-1" />
      </footer>
    </div>
  )
}

/** R2.33 in the dialog: its shape while the post loads. */
export function PostDialogSkeleton() {
  const bar = 'rounded-full bg-bg-soft'
  return (
    <div role="status" aria-label="正在加载笔记" className="h-full flex flex-col md:(grid grid-cols-[minmax(0,1fr)_minmax(360px,420px)])">
      <Dialog.Title className="sr-only">笔记详情</Dialog.Title>
      <div className="aspect-[3/4] max-h-[72dvh] md:(aspect-auto max-h-none h-full) bg-bg-soft animate-pulse" />
      <div className="p-6 space-y-4">
        <div className="flex items-center gap-3">
          <div className="w-9 h-9 rounded-full bg-bg-soft" />
          <div className={`${bar} h-4 w-32`} />
        </div>
        <div className={`${bar} h-6 w-3/4`} />
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-5/6`} />
        <div className={`${bar} h-4 w-2/3`} />
      </div>
    </div>
  )
}

/** R2.33 in the dialog: a missing post or a failed load. */
export function PostDialogNotFound({ homeHref, message }: { homeHref: string; message?: string }) {
  return (
    <div className="h-full flex items-center justify-center">
      <Dialog.Title className="sr-only">笔记详情</Dialog.Title>
      <PostNotFound homeHref={homeHref} message={message} />
    </div>
  )
}
