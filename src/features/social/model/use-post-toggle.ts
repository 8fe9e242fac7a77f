import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import type { ToggleKind } from '@machines/toggle.machine'
import { bookmarkStatus, likeStatus, postCounts } from '@/lib/global-state'
import type { Post } from '@/schemas/post.schema'
import { toggleActorFor } from './toggle-registry'

function serverValues(kind: ToggleKind, post: Post) {
  return kind === 'like' ? { active: post.isLiked, count: post.likesCount } : { active: post.isBookmarked, count: post.bookmarksCount }
}

/** The like or bookmark state of one post, as the UI sees it (tags, never state names). */
export function usePostToggle(kind: ToggleKind, post: Post) {
  const seed = serverValues(kind, post)
  const actor = toggleActorFor(kind, post.id, seed)
  const active = useSelector(actor, (s) => s.context.active)
  const count = useSelector(actor, (s) => s.context.count)
  const pending = useSelector(actor, (s) => s.hasTag('pending') || s.hasTag('rollingBack'))

  // Values learnt elsewhere — a refetch, or another tab via the global state (R4.36) — are taken while settled.
  const sharedActive = (kind === 'like' ? likeStatus : bookmarkStatus).value[String(post.id)]
  const sharedCounts = postCounts.value[String(post.id)]
  const sharedCount = kind === 'like' ? sharedCounts?.likes : sharedCounts?.bookmarks
  useEffect(() => {
    if (actor.getSnapshot().hasTag('settled')) actor.send({ type: 'toggle.sync', ...seed })
    // seed is derived from these two values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, seed.active, seed.count])
  useEffect(() => {
    if (sharedActive === undefined || sharedCount === undefined) return
    if (actor.getSnapshot().hasTag('settled')) actor.send({ type: 'toggle.sync', active: sharedActive, count: sharedCount })
  }, [actor, sharedActive, sharedCount])

  return { active, count, pending, flip: () => actor.send({ type: 'toggle.flip' }) }
}
