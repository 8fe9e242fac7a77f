import { api } from '@/api/client'
import { PostSchema, type CreatePostRequest, type Post } from '@/schemas/post.schema'

/** R7.14: JSON body; the server answers with the new post. */
export async function createPost(body: CreatePostRequest): Promise<Post> {
  return (await api.post('/posts', { body, schema: PostSchema })).data
}
