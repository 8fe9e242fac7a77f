import { api } from '@/api/client'
import { PostSchema, type Post } from '@/schemas/post.schema'
import { type UpdatePostRequest } from '@/schemas/post-input.schema'

/** R7.15: the same payload as create; someone else's post answers 403. */
export async function updatePost(id: number, body: UpdatePostRequest): Promise<Post> {
  return (await api.put(`/posts/${id}`, { body, schema: PostSchema })).data
}
