import type { CreatePostData } from '@/schemas/post-input.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { PostRecord } from '../records'
import { isStorageFull } from '../storage/storage-errors'
import { removeCommentsWithLikes } from './comment-removal'
import { postNotFound } from './post-query'
import { POST_MSG } from './post-texts'

// Write side of posts (R7.14–R7.16). Each change is one db.write, so a delete and its cascade either
// both happen or neither does, and no like, bookmark or comment can outlive its post.

/** Size stored for an image sent as a bare url: cards need some aspect ratio to reserve space. */
export const DEFAULT_IMAGE_SIZE = { width: 1080, height: 1080 } as const

function toRecordFields(input: CreatePostData) {
  return {
    title: input.title,
    content: input.content,
    category: input.category,
    tags: input.tags,
    images: input.images.map((i) => ({
      url: i.url,
      width: i.width ?? DEFAULT_IMAGE_SIZE.width,
      height: i.height ?? DEFAULT_IMAGE_SIZE.height,
    })),
    location: input.location ?? null,
  }
}

export function createPost(db: MockDb, authorId: number, input: CreatePostData): Promise<PostRecord> {
  const at = new Date().toISOString()
  return db.write((tx) =>
    tx.create('posts', { authorId, ...toRecordFields(input), viewCount: 0, createdAt: at, updatedAt: at }),
  )
}

/** R6.4/R6.5: only the author may change a post (403 for anyone else). PUT replaces every field. */
export function updatePost(db: MockDb, userId: number, postId: number, input: CreatePostData): Promise<PostRecord> {
  return db.write(async (tx) => {
    const post = tx.get('posts', postId)
    if (!post) throw postNotFound()
    if (post.authorId !== userId) throw new HttpError(403, 'FORBIDDEN_001', POST_MSG.postForbidden)
    const updated = await tx.update('posts', postId, { ...toRecordFields(input), updatedAt: new Date().toISOString() })
    if (!updated) throw postNotFound()
    return updated
  })
}

/** R4.30: the post, its comments (replies included, with their likes), likes and bookmarks go in one write. */
export function deletePost(db: MockDb, userId: number, postId: number): Promise<void> {
  return db.write(async (tx) => {
    const post = tx.get('posts', postId)
    if (!post) throw postNotFound()
    if (post.authorId !== userId) throw new HttpError(403, 'FORBIDDEN_001', POST_MSG.postForbidden)
    await removeCommentsWithLikes(
      tx,
      tx.filter('comments', (r) => r.postId === postId).map((c) => c.id),
    )
    for (const l of tx.filter('likes', (r) => r.postId === postId)) await tx.remove('likes', l.id)
    for (const b of tx.filter('bookmarks', (r) => r.postId === postId)) await tx.remove('bookmarks', b.id)
    await tx.remove('posts', postId)
  })
}

/**
 * R3.5 viewCount: every detail read counts one view. It is a write, but a one-field update of one row;
 * read under the write lock so two concurrent views both count.
 */
export async function recordView(db: MockDb, postId: number): Promise<PostRecord> {
  try {
    return await db.write(async (tx) => {
      const post = tx.get('posts', postId)
      if (!post) throw postNotFound()
      const updated = await tx.update('posts', postId, { viewCount: post.viewCount + 1 })
      return updated ?? post
    })
  } catch (error) {
    // A full store must not hide what it holds: the post is still shown, only this view goes uncounted.
    if (!isStorageFull(error)) throw error
    const post = db.get('posts', postId)
    if (!post) throw postNotFound()
    return post
  }
}
