import { api } from '@/api/client'
import { FollowResponseSchema, type FollowResponse } from '@/schemas/social.schema'

/** R7.21: POST follows, DELETE unfollows; answers the new state and the user's follower count. Retried by the toggle (R4.13). */
export async function setFollow(userId: number, method: 'POST' | 'DELETE'): Promise<FollowResponse> {
  const call = method === 'POST' ? api.post : api.delete
  return (await call(`/social/follow/${userId}`, { schema: FollowResponseSchema, retry: false })).data
}
