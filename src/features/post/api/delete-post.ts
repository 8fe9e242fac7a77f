import { api } from '@/api/client'

/** R7.16 */
export async function deletePost(id: number): Promise<void> {
  await api.delete(`/posts/${id}`)
}
