import { api } from '@/api/client'
import { LikeResponseSchema, type LikeResponse } from '@/schemas/social.schema'

/** R7.19: POST likes, DELETE unlikes; answers the server's isLiked and likeCount. */
export async function setLike(postId: number, method: 'POST' | 'DELETE'): Promise<LikeResponse> {
  const call = method === 'POST' ? api.post : api.delete
  return (await call(`/social/like/${postId}`, { schema: LikeResponseSchema, retry: false })).data
}
