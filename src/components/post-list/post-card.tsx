import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { ChatIcon } from '@/components/ui/icons'
import { formatCount } from '@/lib/format'
import type { Post } from '@/schemas/post.schema'

/** Covers are shown between 3:4 and 4:3, like the reference app, so one odd image can't dominate a column. */
export function coverRatio(post: Pick<Post, 'images'>): number {
  const img = post.images[0]
  const r = img?.width && img?.height ? img.height / img.width : 4 / 3
  return Math.min(4 / 3, Math.max(3 / 4, r))
}

// The card's text block, in px (see the classes below): title padding 10 + lines × 14 px × 1.45,
// then the author row: 6 + 28 (the like button) + 10.
const TITLE_PADDING = 10
const TITLE_LINE = 14 * 1.45
const AUTHOR_ROW = 6 + 28 + 10
const TITLE_INSET = 20 // px-2.5 on both sides

/** Width of `text` at 14 px: CJK and full-width forms are square, emoji a little wider, Latin about half. */
function textWidth(text: string): number {
  let w = 0
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    w += code > 0xffff ? 17 : code >= 0x2e80 ? 14 : code === 0x20 ? 4 : 8
  }
  return w
}

/**
 * The card's height at a column width, for the virtualiser: exact cover height and a title wrapped
 * in one or two lines. The real height is still measured; a good guess saves a second layout pass.
 */
export function estimateCardHeight(post: Pick<Post, 'images' | 'title'>, columnWidth: number): number {
  const lines = Math.min(2, Math.max(1, Math.ceil(textWidth(post.title) / Math.max(1, columnWidth - TITLE_INSET))))
  return columnWidth * coverRatio(post) + TITLE_PADDING + lines * TITLE_LINE + AUTHOR_ROW
}

export interface PostCardProps {
  post: Post
  postHref: string
  authorHref: string
  /** Like and bookmark controls, composed by the route. */
  actions?: ReactNode
  /** The first screenful loads eagerly with high priority; the rest lazily. */
  priority?: boolean
  /** Opens the post in place (a dialog) instead of following the link; a modified click still opens a new tab. */
  onOpen?: () => void
  /** The title's heading level under the list's own heading (the page's h1 is 1). */
  headingLevel?: 2 | 3
}

/** A plain click, not one asking for a new tab or window. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** R2.28: cover, two-line title, author (→ /user/{id}), like with count, bookmark; the card opens the post. */
export function PostCard({
  post,
  postHref,
  authorHref,
  actions,
  priority = false,
  onOpen,
  headingLevel = 2,
}: PostCardProps) {
  const cover = post.images[0]
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const open = onOpen
    ? (e: MouseEvent) => {
        if (!plainClick(e)) return
        e.preventDefault()
        onOpen()
      }
    : undefined
  return (
    <article className="group rounded-2xl overflow-hidden bg-bg-card transition-shadow hover:shadow-[var(--shadow-card)]">
      {/* The link's name is the title it shows (the cover is decorative, the image count is hidden from it). */}
      <Link href={postHref} onClick={open} className="block keyboard-ring rounded-2xl">
        <div
          className="relative w-full overflow-hidden rounded-2xl bg-bg-soft"
          style={{ aspectRatio: `1 / ${coverRatio(post)}` }}
        >
          {cover ? (
            <img
              src={cover.url}
              alt=""
              width={cover.width ?? undefined}
              height={cover.height ?? undefined}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className="absolute inset-0 w-full h-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <div
              aria-hidden="true"
              className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-secondary-fg wrap-anywhere bg-[linear-gradient(160deg,var(--c-primary-light),var(--c-secondary))]"
            >
              {post.title}
            </div>
          )}
          {post.images.length > 1 && (
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 rounded-full bg-black/60 text-white text-[11px] px-2 py-0.5"
            >
              {post.images.length}图
            </span>
          )}
        </div>
        <Title className="px-2.5 pt-2.5 text-[14px] leading-[1.45] font-medium text-fg line-clamp-2 break-words">
          {post.title}
        </Title>
      </Link>
      <div className="flex items-center justify-between gap-1 sm:gap-2 px-2.5 pt-1.5 pb-2.5">
        <Link
          href={authorHref}
          className="flex items-center gap-1 sm:gap-1.5 min-w-0 text-xs text-fg-muted hover:text-fg keyboard-ring rounded-full"
        >
          <Avatar
            src={post.author.avatar}
            name={post.author.displayName}
            size={20}
            loading={priority ? undefined : 'lazy'}
          />
          <span className="truncate">{post.author.displayName}</span>
        </Link>
        <div className="flex items-center shrink-0">
          {actions}
          {/* Wide cards only: a phone's two columns have no room for it. */}
          <span
            aria-label={`评论 ${post.commentsCount}`}
            className="hidden sm:inline-flex items-center gap-1 h-7 px-1.5 text-xs text-fg-muted"
          >
            <ChatIcon size={16} />
            <span className="tabular-nums">{formatCount(post.commentsCount)}</span>
          </span>
        </div>
      </div>
    </article>
  )
}
