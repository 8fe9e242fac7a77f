import { Link } from 'wouter'
import { formatRelativeTime } from '@/lib/format'
import { searchHref } from '@/lib/safe-url'
import { categoryLabel } from '@/schemas/category.schema'
import type { Post } from '@/schemas/post.schema'

/** R2.30: a post's text under its title, the same on the post page and in the post dialog: body, #tags, date line. */
export function PostText({ post }: { post: Post }) {
  return (
    <>
      <p className="mt-2.5 md:mt-3 text-[15px] leading-7 whitespace-pre-wrap break-words text-fg">{post.content}</p>
      {post.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-x-2 gap-y-1" aria-label="标签">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                href={searchHref(tag)}
                className="text-[15px] leading-6 text-link wrap-anywhere hover:underline keyboard-ring rounded"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs leading-5 text-fg-soft flex flex-wrap gap-x-3 gap-y-1">
        {post.createdAt && <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>}
        {post.location && <span className="min-w-0 wrap-anywhere">{post.location}</span>}
        <span>{categoryLabel(post.category)}</span>
      </p>
    </>
  )
}
