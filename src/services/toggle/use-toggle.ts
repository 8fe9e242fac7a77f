import { useCallback, useSyncExternalStore } from 'react'
import { useSelector } from '@xstate/react'
import { shownValues, type ToggleValues } from '@machines/toggle.machine'
import { offlineQueue, queuedToggleState } from '../offline-queue/offline-queue'
import type { ToggleActor, ToggleRegistry } from './toggle-registry'

const noSubscription = () => () => {}

/** The actor's snapshot, or undefined while the target has none. */
function useActorSnapshot(actor: ToggleActor | undefined) {
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

/** `base` as it will be once a queued change reaches the server. */
function withQueued(base: ToggleValues, queued: boolean | null): ToggleValues {
  if (queued === null || queued === base.active) return base
  return { active: queued, count: Math.max(0, base.count + (queued ? 1 : -1)) }
}

export interface ToggleView extends ToggleValues {
  /** A call is running or rolling back (the button shows a spinner). */
  pending: boolean
  /** The change waits in the offline queue. */
  queued: boolean
  flip(): void
}

/**
 * One toggle as screens see it. Each piece has one owner: the server's values come in as `base` (read
 * from the query cache by the caller), a change being sent is the actor's, a change made offline is the
 * offline queue's. Nothing is copied between them, so nothing has to be reconciled.
 */
export function useToggle(registry: ToggleRegistry, targetId: number, base: ToggleValues): ToggleView {
  const actor = useSyncExternalStore(
    registry.subscribe,
    () => registry.existing(targetId),
    () => registry.existing(targetId),
  )
  const snapshot = useActorSnapshot(actor)
  const { on, off, targetOf } = registry.definition
  const queued = useSelector(offlineQueue.get().actor, (s) =>
    queuedToggleState(s.context.queue, { on, off, targetOf }, targetId),
  )
  const shown = shownValues(snapshot, withQueued(base, queued))
  return {
    ...shown,
    pending: !!snapshot && (snapshot.hasTag('pending') || snapshot.hasTag('rollingBack')),
    queued: queued !== null,
    flip: () => registry.actorFor(targetId).send({ type: 'toggle.flip', current: shown }),
  }
}
