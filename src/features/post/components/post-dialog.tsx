import { useRef, type ReactNode } from 'react'
import { Dialog } from '@base-ui/react/dialog'
import { CloseIcon } from '@/components/ui/icons-more'
import { PostNotFound } from './post-not-found'
import { PostView, type PostViewProps } from './post-view'
import { PostViewSkeleton } from './post-view-skeleton'

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
            className="absolute top-2 right-2 md:(top-4 right-4) z-20 w-10 h-10 rounded-full flex items-center justify-center bg-bg-card/90 text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
          >
            <CloseIcon size={22} />
          </Dialog.Close>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The loaded post in the dialog: the one post view, titled by the dialog's own title. */
export function PostDialogBody(props: Omit<PostViewProps, 'variant' | 'title'>) {
  return <PostView {...props} variant="dialog" title={Dialog.Title} />
}

/** R2.33 in the dialog: its shape while the post loads. */
export function PostDialogSkeleton() {
  return <PostViewSkeleton variant="dialog" title={<Dialog.Title className="sr-only">笔记详情</Dialog.Title>} />
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
