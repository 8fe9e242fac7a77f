import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { ToggleKind } from '@machines/toggle.machine'
import { bookmarkStatus, likeStatus, postCounts } from '@/lib/global-state'
import type { Post } from '@/schemas/post.schema'
import { existingToggleActor, subscribeToggleActors, toggleActorFor, type ToggleActor } from './toggle-registry'

function serverValues(kind: ToggleKind, post: Post) {
  return kind === 'like' ? { active: post.isLiked, count: post.likesCount } : { active: post.isBookmarked, count: post.bookmarksCount }
}

const noSubscription = () => () => {}

type Values = { active: boolean; count: number }
const keyOf = (v: Values | undefined) => (v ? `${v.active}:${v.count}` : '')

/**
 * Before a post has an actor: the newer of the server's values (a refetch) and the shared ones (another
 * tab or screen, R4.36) — shared first on mount, then whichever changed last, as the actor would sync.
 */
function useLatestValues(seed: Values, shared: Values | undefined): Values {
  const [latest, setLatest] = useState({ seed: keyOf(seed), shared: keyOf(shared), value: shared ?? seed })
  const seedKey = keyOf(seed)
  const sharedKey = keyOf(shared)
  if (latest.seed !== seedKey || latest.shared !== sharedKey) {
    const value = latest.shared !== sharedKey && shared ? shared : seed
    setLatest({ seed: seedKey, shared: sharedKey, value })
    return value
  }
  return latest.value
}

/** The actor's snapshot, or undefined while the post has none (re-renders on every transition). */
function useToggleSnapshot(actor: ToggleActor | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription()
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = () => actor?.getSnapshot()
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * The like or bookmark state of one post, as the UI sees it (tags, never state names). A card shows
 * the server's values — or newer ones learnt from another tab or screen — and the app-wide actor is
 * created on the first click, so a feed of many cards starts no machines while it renders.
 */
export function usePostToggle(kind: ToggleKind, post: Post) {
  const seed = serverValues(kind, post)
  const actor = useSyncExternalStore(subscribeToggleActors, () => existingToggleActor(kind, post.id), () => existingToggleActor(kind, post.id))
  const snapshot = useToggleSnapshot(actor)

  // Values learnt elsewhere — a refetch, or another tab via the global state (R4.36) — are taken while settled.
  const sharedActive = (kind === 'like' ? likeStatus : bookmarkStatus).value[String(post.id)]
  const sharedCounts = postCounts.value[String(post.id)]
  const sharedCount = kind === 'like' ? sharedCounts?.likes : sharedCounts?.bookmarks
  const known = useLatestValues(seed, sharedActive !== undefined && sharedCount !== undefined ? { active: sharedActive, count: sharedCount } : undefined)
  useEffect(() => {
    if (actor?.getSnapshot().hasTag('settled')) actor.send({ type: 'toggle.sync', ...seed })
    // seed is derived from these two values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, seed.active, seed.count])
  useEffect(() => {
    if (sharedActive === undefined || sharedCount === undefined) return
    if (actor?.getSnapshot().hasTag('settled')) actor.send({ type: 'toggle.sync', active: sharedActive, count: sharedCount })
  }, [actor, sharedActive, sharedCount])

  return {
    active: snapshot ? snapshot.context.active : known.active,
    count: snapshot ? snapshot.context.count : known.count,
    pending: snapshot ? snapshot.hasTag('pending') || snapshot.hasTag('rollingBack') : false,
    flip: () => (actor ?? toggleActorFor(kind, post.id, known)).send({ type: 'toggle.flip' }),
  }
}
