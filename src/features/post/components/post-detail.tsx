import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { ImageGallery } from '@/components/ui/image-gallery'
import type { Post } from '@/schemas/post.schema'
import { PostFooterActions } from './post-footer-actions'
import { PostText } from './post-text'
import { PostMenuActions } from './post-menu-actions'

export interface PostDetailProps {
  post: Post
  viewerId: number | null
  authorHref: string
  onEdit: () => void
  onDeleted: () => void
  /** Like and bookmark controls, composed by the route. */
  actions?: ReactNode
  /** The comment panel, composed by the route. */
  comments?: ReactNode
  /** The comment count to show (the post's, with the comments being sent). */
  commentCount?: number
  /** The comment panel's heading: the count scrolls to it. */
  commentsHeadingId?: string
}

/** The first picture's shape (width / height) for the phone's full-width gallery; 3:4 when unknown. */
function galleryRatio(images: Post['images']): string {
  const first = images[0]
  return first?.width && first.height ? `${first.width} / ${first.height}` : '3 / 4'
}

/**
 * R2.29–R2.32. On a phone, as on Xiaohongshu: the author row, the picture across the full width in its own shape
 * (at most 75 % of the screen's height), then the title and text, with the actions in a bar at the bottom. From
 * 768 px: the gallery on the left, staying in view while the page scrolls; author and text on the right at their
 * full height (no scroll box cuts a line of the text in half), then the comments in a panel that scrolls on its own,
 * the actions in a bar at the bottom.
 */
export function PostDetail({ post, viewerId, authorHref, onEdit, onDeleted, actions, comments, commentCount = post.commentsCount, commentsHeadingId }: PostDetailProps) {
  return (
    <article className="flex flex-col md:grid md:grid-cols-[minmax(0,1.25fr)_minmax(340px,1fr)] md:grid-rows-[auto_1fr_auto] sm:rounded-3xl sm:overflow-clip sm:border border-line bg-bg-card sm:shadow-[var(--shadow-card)]">
      <header className="flex items-center gap-3 px-4 md:px-5 py-2.5 md:py-4 md:border-b border-line md:col-start-2 md:row-start-1">
        <Link href={authorHref} className="flex items-center gap-2.5 md:gap-3 min-w-0 flex-1 rounded-full focus-ring">
          <Avatar src={post.author.avatar} name={post.author.displayName} size={36} />
          <span className="font-medium truncate">{post.author.displayName}</span>
        </Link>
        <PostMenuActions post={post} viewerId={viewerId} onEdit={onEdit} onDeleted={onDeleted} />
      </header>
      <ImageGallery
        images={post.images}
        alt={post.title}
        fill="blur"
        style={{ '--gallery-ratio': galleryRatio(post.images) } as CSSProperties}
        className="w-full aspect-[var(--gallery-ratio)] max-h-[75vh] md:(aspect-auto max-h-none h-[min(calc(100dvh-9rem),820px)] min-h-[480px] sticky top-[7.5rem] self-start col-start-1 row-start-1 row-span-3)"
      />
      <div className="px-4 md:px-5 pt-4 md:pt-5 pb-6 md:(col-start-2 row-start-2)">
        <h1 className="text-lg md:text-xl font-semibold leading-snug break-words">{post.title}</h1>
        <PostText post={post} />
        {/* R2.30: on a wide screen the comments are a panel that scrolls on its own, below the whole text. */}
        {comments && (
          <div data-comment-scroller className="mt-5 md:mt-6 border-t border-line pt-5 md:(max-h-[calc(100dvh-15rem)] min-h-[16rem] overflow-y-auto overscroll-contain pr-1 -mr-1)">
            {comments}
          </div>
        )}
      </div>
      <footer className="sticky bottom-0 z-10 flex items-center gap-1 px-3 pt-2 md:pt-3 pb-[calc(0.5rem+env(safe-area-inset-bottom))] md:pb-3 border-t border-line bg-bg-card md:col-start-2 md:row-start-3">
        <PostFooterActions post={post} actions={actions} commentCount={commentCount} commentsHeadingId={commentsHeadingId} />
      </footer>
    </article>
  )
}
