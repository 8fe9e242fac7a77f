import type { ReadonlySignal } from '@preact/signals-react'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { toggleMachine, type ToggleRules, type ToggleValues } from '@machines/toggle.machine'
import { inspectActor } from '../actor-inspection'
import { isOnline } from '../online-status'
import { offlineQueue } from '../offline-queue/offline-queue'
import { createLiveActors, liveActors } from '../live-actors'
import { toast } from '../toast'
import type { ToggleOperations, ToggleSendAndCommit } from './toggle-operations'

/**
 * One kind of toggle (like, bookmark, follow): its call, where its answer goes, and how it queues. The queued
 * operations (`on`, `off`) are built from this definition's `send` and `commit` by `queuedOperationsOf`
 * (./toggle-operations), so a replay runs the same call and commit as a flip.
 */
export interface ToggleDefinition<P> extends ToggleOperations<P>, ToggleSendAndCommit {
  rules?: Partial<ToggleRules>
  /** A flip's success toast once the answer is committed (R8.34, R8.32); a replay says nothing more. */
  announce?(values: ToggleValues): void
  /** After a failure: have the screens show the server's values again. */
  rollback(targetId: number): Promise<void>
  /** The failure toast's title when the kind has its own (follow: 关注操作失败，请重试); the server's text becomes its detail. */
  failureMessage?: string
  /** How the live-machines panel names its actors: 点赞 and 帖子 show as 点赞 · 帖子 12. */
  names?: { kind: string; target: string }
}

export type ToggleActor = ActorRefFrom<typeof toggleMachine>

export interface ToggleRegistry {
  readonly definition: ToggleDefinition<unknown>
  /** The target's actor if one exists: screens show the server's values until the first flip. */
  existing(targetId: number): ToggleActor | undefined
  /** The target's actor, created on first use and shared by every button for that target. */
  actorFor(targetId: number): ToggleActor
  /** Told whenever an actor is created or the registry is reset (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void
  /** Logout: every actor stops; the next user starts from the server's values. */
  reset(): void
  /** The app's services disconnected: every actor stops. */
  dispose(): void
}

/**
 * One actor per target, app-wide: a card scrolled out of the virtualised feed, the same post on its
 * detail page and a pending rollback share it, so no change is lost when a button unmounts. Actors
 * are created on the first flip, so a feed of many cards starts no machines while it renders.
 */
export function createToggleRegistry<P>(
  definition: ToggleDefinition<P>,
  online: ReadonlySignal<boolean> = isOnline,
): ToggleRegistry {
  const machine = toggleMachine.provide({
    actors: {
      send: fromPromise(({ input }) => definition.send(input.targetId, input.method)),
      rollback: fromPromise(({ input }) => definition.rollback(input.targetId)),
    },
    actions: {
      commit: (_, { targetId, values }) => {
        definition.commit(targetId, values)
        definition.announce?.(values)
      },
      enqueue: (_, { targetId, active }) =>
        offlineQueue.get().enqueue(active ? definition.on : definition.off, definition.payloadFor(targetId)),
      notifyError: (_, { message, detail }) => {
        const title = definition.failureMessage
        if (!title) return toast.error(message, detail)
        toast.error(title, message === title ? undefined : message)
      },
      notifyBusy: (_, { message }) => toast.info(message),
    },
  })
  const actors = createLiveActors<number, ToggleActor>(online)
  const inspectAs = (targetId: number) =>
    inspectActor(definition.names?.kind ?? '开关', `${definition.names?.target ?? '目标'} ${targetId}`)
  const registry: ToggleRegistry = {
    definition: definition as ToggleDefinition<unknown>,
    existing: (targetId) => actors.entries(targetId)[0]?.actor,
    actorFor: (targetId) =>
      registry.existing(targetId) ??
      actors.start(
        targetId,
        createActor(machine, {
          input: { targetId, online: online.peek(), rules: definition.rules },
          inspect: inspectAs(targetId),
        }),
        undefined,
      ),
    subscribe: actors.subscribe,
    reset: actors.reset,
    dispose: actors.dispose,
  }
  return registry
}

/**
 * The app's registry of `definition`'s toggles: made in the app's live actors (src/app/services.ts connects them) at
 * its first use, the same one afterwards. A feature calls it when a screen needs it, never on import.
 */
export function toggleRegistryOf<P>(definition: ToggleDefinition<P>): ToggleRegistry {
  return liveActors.get().registryOf(definition, () => createToggleRegistry(definition))
}
