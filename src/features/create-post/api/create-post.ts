import { api } from '@/api/client'
import { newRequestKey } from '@/api/request-key'
import { PostSchema, type Post } from '@/schemas/post.schema'
import { type CreatePostRequest } from '@/schemas/post-input.schema'

/** R7.14: JSON body; the server answers with the new post. Its retries keep one Idempotency-Key: one post, however many tries. */
export async function createPost(body: CreatePostRequest, requestKey = newRequestKey()): Promise<Post> {
  return (await api.post('/posts', { body, schema: PostSchema, idempotencyKey: requestKey })).data
}
