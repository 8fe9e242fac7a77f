import { avatarLook } from '@/components/ui/avatar-look'
import { galleryRatio } from './gallery-ratio'
import { formatCount, formatRelativeTime } from '@/lib/format'
import { searchHref } from '@/lib/safe-url'
import { categoryLabel } from '@/schemas/category-labels'
import type { Post } from '@/schemas/post.schema'

// What of a post the post page shows, as the post drawn at a tap fills it into the page's template
// (src/app/first-screen/post-preview.ts); apart from the first paint's door, so the app's first code never holds it.
// The build makes that template by rendering the post route itself with made-up posts (src/app/post-preview-template.tsx)
// and turning each of these values, as the page shows them for those posts, into a slot: the same functions give the
// made-up post's values at build time (to find them in its render) and the tapped post's at the tap (to put them in).

/** A slot in the template's text or attributes: `key` between two private-use characters no post's text uses. */
export const slotToken = (key: string): string => `\uE000${key}\uE001`
export const SLOT_PATTERN = /\uE000([\w-]+)\uE001/g

/** The post's values on its page, by slot; null where the page leaves the attribute out (a picture's unknown width). */
export function previewValues(post: Post, now: Date): Record<string, string | null> {
  const first = post.images[0]
  const { initial, colour } = avatarLook(post.author.displayName)
  return {
    title: post.title,
    content: post.content,
    name: post.author.displayName,
    avatar: post.author.avatar ?? null,
    initial,
    colour,
    author: String(post.author.id),
    post: String(post.id),
    image: first?.url ?? null,
    width: first?.width == null ? null : String(first.width),
    height: first?.height == null ? null : String(first.height),
    ratio: galleryRatio(post.images),
    images: String(post.images.length),
    created: post.createdAt ?? null,
    time: post.createdAt ? formatRelativeTime(post.createdAt, now) : null,
    place: post.location ?? null,
    category: categoryLabel(post.category),
    likes: formatCount(post.likesCount),
    'likes-n': String(post.likesCount),
    bookmarks: formatCount(post.bookmarksCount),
    'bookmarks-n': String(post.bookmarksCount),
    comments: formatCount(post.commentsCount),
    'comments-n': String(post.commentsCount),
    ...tagValues(post.tags[0]),
  }
}

const tagValues = (tag: string | undefined) => ({
  tag: tag ?? null,
  search: tag === undefined ? null : searchHref(tag),
})

/** The parts of the page that are there or not, or look one way or another, by what decides them. */
export const previewFlags = (post: Post, signedIn: boolean): Record<string, boolean> => ({
  picture: !!post.author.avatar,
  'no-images': post.images.length === 0,
  'many-images': post.images.length > 1,
  tags: post.tags.length > 0,
  time: !!post.createdAt,
  place: !!post.location,
  'signed-in': signedIn,
  liked: post.isLiked,
  bookmarked: post.isBookmarked,
})

/** The lists' items after their first (which the page's template holds), each item's slots with their values. */
export const previewLists = (post: Post): Record<string, Array<Record<string, string | null>>> => ({
  tags: post.tags.slice(1).map(tagValues),
  dots: post.images.slice(1).map((_, i) => ({ n: String(i + 2) })),
})
