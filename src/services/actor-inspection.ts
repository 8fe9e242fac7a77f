import type { ActorRefLike, AnyEventObject, InspectionEvent, Snapshot } from 'xstate'
import { defineService } from '@/lib/service'

// The live machines (the QA panel, /test-api): every place that creates an app actor passes `inspectActor(kind,
// subject)` as its `inspect` option, and this one recorder keeps, per root actor, a short ring of what XState's
// inspection API reported: the event, the snapshot it led to and the actions it ran, with the time.
//
// Off until the panel (or the developer switch that keeps it at hand) turns it on: then it only notes which actors
// exist, so the panel can show their current state once opened, and stores nothing per event. On, it keeps references
// (no copies, no masking, no JSON): the panel formats what it shows, when it shows it. Memory stays bounded: a ring of
// `maxSteps` per actor, and at most `maxStopped` actors kept after they stop.

export interface ActorName {
  /** What the machine does: 点赞, 关注, 离线队列 … */
  kind: string
  /** What it acts on: 帖子 12, 用户 3 (none for the app's single actors). */
  subject?: string
}

/** One processed event: what came in, the snapshot it led to, and the actions it ran (built-in ones left out). */
export interface InspectedStep {
  at: number
  event: AnyEventObject
  snapshot: Snapshot<unknown>
  actions: readonly string[]
}

export interface InspectedActor {
  /** This recorder's own id (every root actor's sessionId is "x:0": each has its own system). */
  readonly id: number
  readonly name: ActorName
  readonly ref: ActorRefLike
  readonly createdAt: number
  /** When its steps began to be kept: its creation, or the moment recording was turned on. */
  readonly recordingSince: number
  /** Oldest first, at most `maxSteps`. */
  readonly steps: readonly InspectedStep[]
  /** Steps dropped from the front of the ring. */
  readonly dropped: number
  readonly stoppedAt: number | null
}

export interface ActorRecorder {
  readonly enabled: boolean
  /** Starts keeping steps (idempotent). Actors already running are kept from now on. */
  enable(): void
  /** The `inspect` option for one root actor. */
  inspector(name: ActorName): (event: InspectionEvent) => void
  /** Running actors in creation order, then the stopped ones kept, newest stop last; the same array until a change. */
  actors(): readonly InspectedActor[]
  /** Told after any change (an actor started or stopped, a step kept) while enabled. */
  subscribe(listener: () => void): () => void
}

export interface ActorRecorderOptions {
  maxSteps?: number
  maxStopped?: number
  now?: () => number
  enabled?: boolean
}

const NO_ACTIONS: readonly string[] = []

export function createActorRecorder({
  maxSteps = 50,
  maxStopped = 20,
  now = Date.now,
  enabled = false,
}: ActorRecorderOptions = {}): ActorRecorder {
  // Each actor's record is replaced, never changed, so the panel can compare what it last drew by identity.
  const running = new Map<number, InspectedActor>()
  const stopped: InspectedActor[] = []
  const listeners = new Set<() => void>()
  let lastId = 0
  let list: readonly InspectedActor[] | null = null
  const changed = () => {
    list = null
    if (enabled) for (const listener of [...listeners]) listener()
  }

  const keep = (actor: InspectedActor, step: InspectedStep) => {
    const full = actor.steps.length >= maxSteps
    const steps = [...(full ? actor.steps.slice(actor.steps.length - maxSteps + 1) : actor.steps), step]
    return { ...actor, steps, dropped: actor.dropped + actor.steps.length + 1 - steps.length }
  }

  return {
    get enabled() {
      return enabled
    },
    enable() {
      if (enabled) return
      enabled = true
      const at = now()
      for (const [id, actor] of running) running.set(id, { ...actor, recordingSince: at })
      changed()
    },
    inspector(name) {
      let id = 0
      let ref: ActorRefLike | undefined
      let actions: string[] | null = null
      return (event) => {
        // A journey's page records the transitions it takes (tests/transitions.ts); nothing else defines this.
        ;(globalThis as { __lemonInspect?: (event: InspectionEvent) => void }).__lemonInspect?.(event)
        if (event.type === '@xstate.actor') {
          // The first actor of the system is its root; the rest are what it invokes (their results reach the root as events).
          if (ref || event.actorRef.sessionId !== event.rootId) return
          ref = event.actorRef
          id = ++lastId
          const at = now()
          running.set(id, { id, name, ref, createdAt: at, recordingSince: at, steps: [], dropped: 0, stoppedAt: null })
          changed()
          return
        }
        if (event.actorRef !== ref) return
        if (event.type === '@xstate.action') {
          if (enabled && !event.action.type.startsWith('xstate.')) (actions ??= []).push(event.action.type)
          return
        }
        if (event.type !== '@xstate.snapshot' || (!enabled && event.snapshot.status === 'active')) return
        let actor = running.get(id)
        if (!actor) return
        if (enabled) {
          actor = keep(actor, {
            at: now(),
            event: event.event,
            snapshot: event.snapshot,
            actions: actions ?? NO_ACTIONS,
          })
          actions = null
        }
        // Done, stopped or failed: it leaves the running list (stopping is itself a processed event).
        if (event.snapshot.status !== 'active') {
          running.delete(id)
          stopped.push({ ...actor, stoppedAt: now() })
          if (stopped.length > maxStopped) stopped.shift()
          changed()
        } else if (enabled) {
          running.set(id, actor)
          changed()
        }
      }
    },
    actors() {
      list ??= [...running.values(), ...stopped]
      return list
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The app's recorder, created by its wiring (connectAppServices, before the first actor: on from there when the
 * developer switch is): every actor names itself to it, so an actor created before it is connected throws.
 */
export const actorInspection = defineService<ActorRecorder>('actor inspection')

/** The `inspect` option for createActor: names the actor for the live-machines panel (点赞 · 帖子 12). */
export const inspectActor = (kind: string, subject?: string) =>
  actorInspection.get().inspector(subject === undefined ? { kind } : { kind, subject })
