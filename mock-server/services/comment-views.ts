import type { CommentWire } from '@/schemas/comment.schema'
import type { CommentRecord } from '../records'
import type { ReadIndex } from './read-index'

// R3.7: a comment as the client receives it, with its likes (the likes on comments of docs/decisions/010). The author carries the fields R3.7 lists, but an e-mail
// address is private, so it is filled in only on the caller's own comments (null, key present, otherwise).

export type CommentView = {
  id: number
  content: string
  postId: number
  parentId: number | null
  author: {
    id: number
    username: string
    email: string | null
    displayName: string
    avatar: string | null
    createdAt: string
    updatedAt: string
  }
  createdAt: string
  updatedAt: string
  /** Likes on the comment, derived from its like rows; isLiked is the viewer's own (false for visitors). */
  likeCount: number
  isLiked: boolean
}

export function toCommentView(index: ReadIndex, c: Readonly<CommentRecord>, viewerId: number | null): CommentView {
  const u = index.user(c.authorId)
  const view: CommentView = {
    id: c.id,
    content: c.content,
    postId: c.postId,
    parentId: c.parentId,
    author: u
      ? {
          id: u.id,
          username: u.username,
          email: viewerId === u.id ? u.email : null,
          displayName: u.displayName,
          avatar: u.avatar,
          createdAt: u.createdAt,
          updatedAt: u.updatedAt,
        }
      : {
          id: c.authorId,
          username: `user${c.authorId}`,
          email: null,
          displayName: `user${c.authorId}`,
          avatar: null,
          createdAt: c.createdAt,
          updatedAt: c.createdAt,
        },
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    likeCount: index.commentLikeCount(c.id),
    isLiked: viewerId !== null && index.isCommentLiked(viewerId, c.id),
  }
  return view satisfies CommentWire
}
