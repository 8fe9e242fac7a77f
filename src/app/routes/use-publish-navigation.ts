import { useLocation } from 'wouter'
import type { Post } from '@/schemas/post.schema'
import { paths } from '../paths'

/**
 * R4.31: where the editor sends the user once the post is saved: the feed (/) after a create, which the
 * editor calls 100 ms after its success toast (usePublish), and the post's page after an edit.
 */
export function usePublishNavigation(): { onCreated: () => void; onUpdated: (post: Post) => void } {
  const [, navigate] = useLocation()
  return {
    onCreated: () => navigate(paths.home.href()),
    onUpdated: (post) => navigate(paths.post.href(post.id)),
  }
}
