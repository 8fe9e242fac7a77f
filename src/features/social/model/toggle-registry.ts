import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { effect } from '@preact/signals-react'
import { createQueuedOperation } from '@machines/offline-queue.machine'
import { toggleMachine, toToggleValues, type ToggleKind } from '@machines/toggle.machine'
import { isOnline } from '@/lib/online-status'
import { toast } from '@/lib/toast'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'
import { applyToggle } from './apply-toggle'
import { offlineQueue } from './offline-queue'

const liveToggle = toggleMachine.provide({
  actors: {
    send: fromPromise(async ({ input }) =>
      toToggleValues(input.kind === 'like' ? await setLike(input.postId, input.method) : await setBookmark(input.postId, input.method)),
    ),
    rollbackCaches: fromPromise(async ({ input }) => applyToggle(input)),
  },
  actions: {
    applyOptimistic: (_, change) => applyToggle(change),
    broadcast: (_, change) => applyToggle(change),
    enqueue: (_, change) => offlineQueue().send({ type: 'queue.add', operation: createQueuedOperation(change.operation, { postId: change.postId }) }),
    notifyError: (_, notice) => toast.error(notice.message, notice.detail),
  },
})

export type ToggleActor = ActorRefFrom<typeof liveToggle>
// Each actor with the subscription that feeds it the network state, so a reset can end both.
const actors = new Map<string, { actor: ToggleActor; unwatch: () => void }>()
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Told whenever an actor is created or the registry is reset (for useSyncExternalStore). */
export function subscribeToggleActors(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The actor of (kind, post) if one exists: cards show the server's values until the first click. */
export const existingToggleActor = (kind: ToggleKind, postId: number): ToggleActor | undefined => actors.get(`${kind}:${postId}`)?.actor

/**
 * One actor per (kind, post), app-wide: a card scrolled out of the virtualised feed, the same post on
 * its detail page and a pending rollback all share it, so no change is lost when a button unmounts.
 */
export function toggleActorFor(kind: ToggleKind, postId: number, seed: { active: boolean; count: number }): ToggleActor {
  const key = `${kind}:${postId}`
  let entry = actors.get(key)
  if (!entry) {
    const actor = createActor(liveToggle, { input: { kind, postId, ...seed, online: isOnline.value } }).start()
    const unwatch = effect(() => actor.send({ type: isOnline.value ? 'network.online' : 'network.offline' }))
    entry = { actor, unwatch }
    actors.set(key, entry)
    notify()
  }
  return entry.actor
}

/** Logout: the next user starts from the server's values. */
export function resetToggles() {
  for (const { actor, unwatch } of actors.values()) {
    unwatch()
    actor.stop()
  }
  actors.clear()
  notify()
}
