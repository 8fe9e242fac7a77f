import { useToggle, type ToggleView } from '@/services/toggle/use-toggle'
import type { Post } from '@/schemas/post.schema'
import { postToggleBase, postToggles, type PostToggleKind } from './post-toggles'

/** The like or bookmark of one post as screens see it: the cached post's values, or the change in flight or queued. */
export function usePostToggle(kind: PostToggleKind, post: Post): ToggleView {
  return useToggle(postToggles(kind), post.id, postToggleBase(kind, post))
}
