import { effect, type ReadonlySignal } from '@preact/signals-react'
import type { AnyActorRef } from 'xstate'
import { defineService } from '@/lib/service'
import { isOnline } from './online-status'
import { onSessionEnd } from './session'

/**
 * The app's one actor registry: actors that outlive the component that started them (a like flipped on a card that
 * then scrolls out of the virtualised feed, a comment still sending when its panel closes). Each is kept under a
 * key (a post, a user) with a note of what it is doing; each follows the network (network.online / .offline); one
 * that finishes leaves; a logout stops them all. Screens read `entries(key)` through useSyncExternalStore.
 */
export interface LiveActors<K, A extends AnyActorRef, N> {
  /** Keeps `actor` under `key` with its note, starts it and returns it. */
  start(key: K, actor: A, note: N): A
  /** The actors under `key`, oldest first: the same array until one starts or leaves there. */
  entries(key: K): readonly LiveActor<A, N>[]
  /** Told whenever an actor starts or leaves, or all are reset. */
  subscribe(listener: () => void): () => void
  /** Stops every actor (logout: the next user starts from the server's values). */
  reset(): void
  /** Stops every actor and leaves the session's end (the app's services disconnected). */
  dispose(): void
}

export interface LiveActor<A, N> {
  actor: A
  note: N
}

type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' }

const NONE: readonly never[] = []

export function createLiveActors<K, A extends AnyActorRef, N = undefined>(
  online: ReadonlySignal<boolean> = isOnline,
): LiveActors<K, A, N> {
  const byKey = new Map<K, readonly LiveActor<A, N>[]>()
  const stops = new Map<A, () => void>()
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const leave = (key: K, entry: LiveActor<A, N>) => {
    stops.get(entry.actor)?.()
    stops.delete(entry.actor)
    const left = (byKey.get(key) ?? NONE).filter((e) => e !== entry)
    if (left.length) byKey.set(key, left)
    else byKey.delete(key)
    notify()
  }

  const stopAll = () => {
    // Forgotten first: a stopped actor completes, and must not leave (and notify) one by one.
    const all = [...stops]
    stops.clear()
    byKey.clear()
    for (const [actor, stop] of all) {
      stop()
      actor.stop()
    }
  }

  const actors: LiveActors<K, A, N> = {
    start(key, actor, note) {
      const entry = { actor, note }
      byKey.set(key, [...(byKey.get(key) ?? NONE), entry])
      stops.set(
        actor,
        effect(() => actor.send({ type: online.value ? 'network.online' : 'network.offline' } satisfies NetworkEvent)),
      )
      const done = () => {
        if (stops.has(actor)) leave(key, entry)
      }
      actor.subscribe({ complete: done, error: done })
      notify()
      actor.start()
      return actor
    },
    entries: (key) => byKey.get(key) ?? NONE,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset() {
      stopAll()
      notify()
    },
    dispose() {
      // The app's services are going away: nobody is told (a screen still mounted must not read them again).
      leaveSession()
      listeners.clear()
      stopAll()
    },
  }
  const leaveSession = onSessionEnd(() => actors.reset())
  return actors
}

/** A registry of live actors as the app keeps it: stopped when the app's services are disconnected. */
export interface DisposableRegistry {
  dispose(): void
}

/**
 * Every registry of live actors the app keeps, created by the app's wiring (src/app/services.ts) and reached through
 * the `liveActors` slot. A feature's registry (its toggles, its comment changes) is made at its first use, from the
 * feature's own code (which may load lazily), never on import; disconnecting stops every actor of every registry.
 */
export interface LiveActorHub {
  /** `owner`'s registry: made by `create` at its first use, the same one afterwards. */
  registryOf<R extends DisposableRegistry>(owner: object, create: () => R): R
}

export function createLiveActorHub(): LiveActorHub & { stop(): void } {
  const registries = new Map<object, DisposableRegistry>()
  return {
    registryOf<R extends DisposableRegistry>(owner: object, create: () => R): R {
      let registry = registries.get(owner) as R | undefined
      if (!registry) registries.set(owner, (registry = create()))
      return registry
    },
    stop() {
      const all = [...registries.values()]
      registries.clear()
      for (const registry of all) registry.dispose()
    },
  }
}

/** The app's live actors (src/app/services.ts connects them). */
export const liveActors = defineService<LiveActorHub>('live actors')
