import { api } from '@/api/client'
import { BookmarkResponseSchema, type BookmarkResponse } from '@/schemas/social.schema'

/** R7.20: POST bookmarks, DELETE removes; answers the server's isBookmarked and bookmarkCount. */
export async function setBookmark(postId: number, method: 'POST' | 'DELETE'): Promise<BookmarkResponse> {
  const call = method === 'POST' ? api.post : api.delete
  return (await call(`/social/bookmark/${postId}`, { schema: BookmarkResponseSchema, retry: false })).data
}
