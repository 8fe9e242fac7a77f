import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { ImageGallery } from '@/components/ui/image-gallery'
import { ChatIcon } from '@/components/ui/icons'
import { ShareButton } from '@/components/ui/share-button'
import { formatCount, formatRelativeTime } from '@/lib/format'
import { categoryLabel } from '@/schemas/category.schema'
import type { Post } from '@/schemas/post.schema'
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

/** R2.29–R2.32: gallery on the left; author, menu, text, tags and actions on the right. */
export function PostDetail({ post, viewerId, authorHref, onEdit, onDeleted, actions, comments, commentCount = post.commentsCount, commentsHeadingId }: PostDetailProps) {
  return (
    <article className="grid md:grid-cols-[minmax(0,1.25fr)_minmax(340px,1fr)] md:h-[min(calc(100dvh-9.5rem),820px)] md:min-h-[520px] rounded-none sm:rounded-3xl overflow-hidden sm:border border-line bg-bg-card sm:shadow-[var(--shadow-card)]">
      <ImageGallery images={post.images} alt={post.title} className="aspect-[3/4] md:aspect-auto md:h-full" />
      <div className="flex flex-col min-h-0">
        <header className="flex items-center gap-3 px-5 py-4 border-b border-line">
          <Link href={authorHref} className="flex items-center gap-3 min-w-0 flex-1 rounded-full focus-ring">
            <Avatar src={post.author.avatar} name={post.author.displayName} size={40} />
            <span className="font-medium truncate">{post.author.displayName}</span>
          </Link>
          <PostMenuActions post={post} viewerId={viewerId} onEdit={onEdit} onDeleted={onDeleted} />
        </header>
        <div className="flex-1 min-h-0 overflow-y-auto px-5 py-5">
          <h1 className="text-xl font-semibold leading-snug break-words">{post.title}</h1>
          <p className="mt-3 text-[15px] leading-7 whitespace-pre-wrap break-words text-fg">{post.content}</p>
          {post.tags.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-x-2 gap-y-1" aria-label="标签">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link href={`/?q=${encodeURIComponent(tag)}`} className="text-[15px] text-[#3b6fb6] dark:text-[#8ab4f8] hover:underline">
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-fg-soft flex flex-wrap gap-x-3">
            <time dateTime={post.createdAt ?? undefined}>{post.createdAt ? formatRelativeTime(post.createdAt) : ''}</time>
            {post.location && <span>{post.location}</span>}
            <span>{categoryLabel(post.category)}</span>
          </p>
          {comments && <div className="mt-6 border-t border-line pt-5">{comments}</div>}
        </div>
        <footer className="flex items-center gap-1 px-3 py-3 border-t border-line bg-bg-card">
          {actions}
          <button
            type="button"
            onClick={() => document.getElementById(commentsHeadingId ?? '')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            aria-label={`评论 ${commentCount}`}
            className="inline-flex items-center gap-1 h-10 px-3 rounded-full text-sm text-fg-muted hover:(bg-bg-soft text-fg) focus-ring"
          >
            <ChatIcon size={20} /> <span className="tabular-nums">{formatCount(commentCount)}</span>
          </button>
          <span className="flex-1" />
          <ShareButton title={post.title} />
        </footer>
      </div>
    </article>
  )
}
