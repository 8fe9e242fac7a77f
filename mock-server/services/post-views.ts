import type { PostWire } from '@/schemas/post.schema'
import type { MockDb } from '../db'
import type { PostRecord } from '../records'
import { getReadIndex } from './read-index'

// The wire post (R3.5) in the camelCase spelling the client's PostSchema reads first. Counts and the
// caller's like/bookmark state come from the read index, so a page of posts costs no relation scans.

// A type alias (not an interface) so it is assignable to the schema's loose-object input.
export type PostView = {
  id: number
  title: string
  content: string
  category: string
  tags: string[]
  images: { url: string; width: number; height: number }[]
  location: string | null
  author: { id: number; username: string; displayName: string; avatar: string | null }
  likesCount: number
  commentsCount: number
  bookmarksCount: number
  isLiked: boolean
  isBookmarked: boolean
  viewCount: number
  createdAt: string
  updatedAt: string
}

/** `viewerId` null means a visitor: isLiked/isBookmarked are then false (R6.2). */
export function toPostView(db: MockDb, post: Readonly<PostRecord>, viewerId: number | null): PostView {
  const index = getReadIndex(db)
  const author = index.user(post.authorId)
  const view: PostView = {
    id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    tags: [...post.tags],
    images: post.images.map((i) => ({ url: i.url, width: i.width, height: i.height })),
    location: post.location,
    // A post outlives nothing here (users are never deleted), but keep a readable author if it did.
    author: author
      ? { id: author.id, username: author.username, displayName: author.displayName, avatar: author.avatar }
      : { id: post.authorId, username: `user${post.authorId}`, displayName: `user${post.authorId}`, avatar: null },
    likesCount: index.likeCount(post.id),
    commentsCount: index.commentCount(post.id),
    bookmarksCount: index.bookmarkCount(post.id),
    isLiked: viewerId !== null && index.isLiked(viewerId, post.id),
    isBookmarked: viewerId !== null && index.isBookmarked(viewerId, post.id),
    viewCount: post.viewCount,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
  return view satisfies PostWire
}
