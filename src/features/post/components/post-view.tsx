import type { CSSProperties, ElementType, ReactNode, Ref } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { ImageGallery } from '@/components/ui/image-gallery'
import type { Post } from '@/schemas/post.schema'
import { galleryRatio } from '../model/gallery-ratio'
import { PostFooterActions } from './post-footer-actions'
import { PostText } from './post-text'

/** Where a post is shown: its own page, or the dialog over the list it was opened from. */
export type PostViewVariant = 'page' | 'dialog'

export interface PostViewProps {
  post: Post
  variant?: PostViewVariant
  authorHref: string
  /** 查看完整笔记: the dialog links to the post's own page. */
  fullPostHref?: string
  /** The post's menu (edit and delete for its author; report and copy link for others), composed by the route. */
  menu?: ReactNode
  /** Like and bookmark controls, composed by the route. */
  actions?: ReactNode
  /** 关注 beside the author (a signed-in reader of someone else's post), composed by the route. */
  follow?: ReactNode
  /**
   * The page's way into the comment form for a signed-in reader: the 说点什么… bar at the bottom and the 💬 button
   * open it (without it, 💬 scrolls to the comments).
   */
  onWriteComment?: () => void
  /** The comment panel, composed by the route. */
  comments?: ReactNode
  /** The comment count to show (the post's, with the comments being sent). */
  commentCount?: number
  /** The comment panel's heading: the count scrolls to it. */
  commentsHeadingId?: string
  /** The dialog's comment input, always at the bottom: the comment panel renders into this box. */
  composerRef?: Ref<HTMLDivElement>
  /** The title's element: the page's h1, or the dialog's title, which names the dialog. */
  title?: ElementType<{ className?: string; children?: ReactNode }>
}

// The two places differ in frame only: the page scrolls with the window (the gallery stays in view beside the
// text), the dialog is a fixed box whose right column scrolls on its own under a header that leaves room for 关闭.
const LOOK = {
  page: {
    root: 'flex flex-col md:grid md:grid-cols-[minmax(0,1.25fr)_minmax(340px,1fr)] md:grid-rows-[auto_1fr_auto] sm:rounded-3xl sm:overflow-clip sm:border border-line bg-bg-card sm:shadow-[var(--shadow-card)]',
    header: 'flex items-center gap-3 px-4 md:px-5 py-2.5 md:py-4 md:border-b border-line md:col-start-2 md:row-start-1',
    gallery:
      'max-h-[75vh] md:(max-h-none h-[min(calc(100dvh-9rem),820px)] min-h-[480px] sticky top-[7.5rem] self-start col-start-1 row-start-1 row-span-3)',
    text: 'px-4 md:px-5 pt-4 md:pt-5 pb-6 md:(col-start-2 row-start-2)',
    title: 'text-lg md:text-xl',
    // R2.30: on a wide screen the comments are a panel that scrolls on its own, below the whole text.
    comments:
      'mt-5 md:mt-6 pt-5 md:(max-h-[calc(100dvh-15rem)] min-h-[16rem] overflow-y-auto overscroll-contain pr-1 -mr-1)',
    footer:
      'sticky bottom-0 z-10 px-3 pt-2 md:pt-3 pb-[calc(0.5rem+env(safe-area-inset-bottom))] md:(pb-3 col-start-2 row-start-3)',
  },
  dialog: {
    root: 'h-full overflow-y-auto overscroll-contain md:(overflow-hidden grid grid-cols-[minmax(0,1fr)_minmax(360px,420px)] grid-rows-[auto_minmax(0,1fr)_auto])',
    header:
      'sticky top-0 z-10 h-14 md:h-[72px] pl-4 pr-14 md:(pl-6 pr-16 static col-start-2 row-start-1) border-b border-line bg-bg-card',
    gallery: 'max-h-[72dvh] md:(col-start-1 row-start-1 row-span-3 max-h-none h-full)',
    text: 'px-5 pt-4 pb-6 md:(col-start-2 row-start-2 min-h-0 overflow-y-auto overscroll-contain px-6)',
    title: 'text-lg',
    comments: 'mt-5 pt-4',
    footer:
      'sticky bottom-0 z-10 px-3 md:px-4 pt-1.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:(static pb-3 col-start-2 row-start-3)',
  },
} satisfies Record<PostViewVariant, Record<string, string>>

/**
 * R2.29–R2.32, R2.39–R2.41: one post, on its page or in its dialog. On a phone, as on Xiaohongshu: the author row,
 * the picture across the full width in its own shape, then the title and text, with the actions in a bar at the
 * bottom. From 768 px: the gallery on the left; author, text and comments on the right, the actions (and in the
 * dialog the comment input) at the bottom of that column.
 */
export function PostView({
  post,
  variant = 'page',
  authorHref,
  fullPostHref,
  menu,
  follow,
  onWriteComment,
  actions,
  comments,
  commentCount = post.commentsCount,
  commentsHeadingId,
  composerRef,
  title: Title = 'h1',
}: PostViewProps) {
  const look = LOOK[variant]
  return (
    <article data-post-view={variant} className={look.root}>
      <header className={`flex items-center gap-3 ${look.header}`}>
        <Link
          href={authorHref}
          className="flex items-center gap-2.5 md:gap-3 min-w-0 flex-1 rounded-full keyboard-ring"
        >
          {/* The link is named by the name beside the picture. */}
          <span aria-hidden="true" className="shrink-0">
            <Avatar src={post.author.avatar} name={post.author.displayName} size={36} />
          </span>
          <span className="font-medium truncate">{post.author.displayName}</span>
        </Link>
        {follow}
        {fullPostHref && (
          <Link
            href={fullPostHref}
            className="shrink-0 inline-flex items-center h-8 px-3 rounded-full border border-line text-[13px] text-fg-muted hover:(text-fg border-primary) keyboard-ring"
          >
            查看完整笔记
          </Link>
        )}
        {menu}
      </header>
      <ImageGallery
        images={post.images}
        alt={post.title}
        fill="blur"
        arrowKeys={variant === 'dialog' ? 'document' : undefined}
        style={{ '--gallery-ratio': galleryRatio(post.images) } as CSSProperties}
        className={`w-full aspect-[var(--gallery-ratio)] md:aspect-auto ${look.gallery}`}
      />
      <div className={look.text}>
        <Title className={`${look.title} font-semibold leading-snug break-words text-fg`}>{post.title}</Title>
        <PostText post={post} />
        {comments && <div className={`border-t border-line ${look.comments}`}>{comments}</div>}
      </div>
      <footer className={`border-t border-line bg-bg-card ${look.footer}`}>
        <div className="flex items-center gap-1">
          {onWriteComment && (
            <button
              type="button"
              onClick={onWriteComment}
              className="flex-1 min-w-0 h-9 mr-1 px-4 rounded-full bg-bg-soft text-left text-sm text-fg-soft hover:text-fg-muted truncate keyboard-ring"
            >
              说点什么…
            </button>
          )}
          <PostFooterActions
            post={post}
            actions={actions}
            commentCount={commentCount}
            commentsHeadingId={commentsHeadingId}
            onComment={onWriteComment}
          />
        </div>
        {composerRef && <div ref={composerRef} className="px-1 pt-1" />}
      </footer>
    </article>
  )
}
