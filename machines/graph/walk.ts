import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate'
import type { MachinePath, PathStep } from './paths'
import { takenInInspection, type StateMeta } from './transitions'

// Walking a generated path (./paths.ts) with a real actor: the outside events are sent, an invoked actor's
// answer settles a promise the test controls, a delay is waited out on the test's clock. Framework-free:
// the test supplies the clock (`advance`), so machine tests and component tests share it.

/** What a walk needs of the world the actor lives in. */
export interface PathDriver {
  /** The actor, once it exists (a registry may create it at the first event). */
  actor(): AnyActorRef | undefined
  /** An outside event (a click, the network): `event` as the path has it. */
  send(event: EventObject): void | Promise<void>
  /** The running call of `src` answers. */
  settle(src: string, answer: { ok: true; output: unknown } | { ok: false; error: unknown }): void | Promise<void>
  /** The clock moves on by `ms` (fake timers), running what falls due. */
  advance(ms: number): void | Promise<void>
  /** The clock's now, in ms (Date.now under fake timers). */
  now(): number
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/

/** The invoked actor's src behind a done/error event, from the state that invoked it. */
function srcOf(snapshot: AnyMachineSnapshot, invokeId: string): string {
  for (const node of snapshot._nodes) for (const i of node.invoke) if (i.id === invokeId) return String(i.src)
  throw new Error(`no invoke "${invokeId}" in ${JSON.stringify(snapshot.value)}`)
}

/** How long until the actor's timer for `eventType` falls due. */
function remainingMs(actor: AnyActorRef, eventType: string, now: number): number {
  const scheduled = (
    actor.system as unknown as {
      _snapshot: { _scheduledEvents: Record<string, { event: EventObject; delay: number; startedAt: number }> }
    }
  )._snapshot._scheduledEvents
  const due = (e: { delay: number; startedAt: number }) => e.startedAt + e.delay
  const entry = Object.values(scheduled).find((e) => e.event.type === eventType)
  if (!entry) throw new Error(`no timer for ${eventType}`)
  const sooner = Object.values(scheduled).find((e) => e !== entry && due(e) < due(entry))
  // A path that waits for a later timer past an earlier one cannot be walked as written.
  if (sooner) throw new Error(`${sooner.event.type} falls due before ${eventType}`)
  return Math.max(0, due(entry) - now)
}

/** Takes one step of a path: what the actor is to be told, in the way the world tells it. */
export async function takeStep(driver: PathDriver, step: PathStep, before: AnyMachineSnapshot): Promise<void> {
  const { event } = step
  if (event.type === 'xstate.init') return
  const actor = ACTOR_EVENT.exec(event.type)
  if (actor) {
    const src = srcOf(before, actor[2]!)
    const e = event as EventObject & { output?: unknown; error?: unknown }
    return driver.settle(src, actor[1] === 'done' ? { ok: true, output: e.output } : { ok: false, error: e.error })
  }
  if (event.type.startsWith('xstate.after.')) {
    const ref = driver.actor()
    if (!ref) throw new Error(`${event.type} with no actor`)
    return driver.advance(remainingMs(ref, event.type, driver.now()))
  }
  return driver.send(event)
}

/**
 * Walks `path`: before each step, `check` gets the step (the state the path says it reaches) after the
 * actor took it. The first step (xstate.init) is checked too.
 */
export async function walkPath(
  path: MachinePath,
  driver: PathDriver,
  check: (step: PathStep, index: number) => void | Promise<void>,
): Promise<void> {
  for (let i = 0; i < path.steps.length; i++) {
    const step = path.steps[i]!
    await takeStep(driver, step, i === 0 ? step.state : path.steps[i - 1]!.state)
    await check(step, i)
  }
}

/** A controllable promise per invoked `src`: the walk settles the one running. */
export function controllableActors(machine: AnyStateMachine) {
  const running = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>()
  const calls: { src: string; input: unknown }[] = []
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, input })
            running.set(src, { resolve, reject })
          }),
      ),
    ]),
  )
  const settle: PathDriver['settle'] = (src, answer) => {
    const call = running.get(src)
    if (!call) throw new Error(`no running call of ${src}`)
    running.delete(src)
    if (answer.ok) call.resolve(answer.output)
    else call.reject(answer.error)
  }
  return { actors, settle, calls, running }
}

/** What the active states' `meta.context` claims and the snapshot does not bear out. */
export function metaProblems(snapshot: AnyMachineSnapshot): string[] {
  const problems: string[] = []
  const context = snapshot.context as Record<string, unknown>
  for (const node of snapshot._nodes) {
    const claims = (node.meta as StateMeta | undefined)?.context ?? {}
    for (const [field, claim] of Object.entries(claims)) {
      const isNull = context[field] === null || context[field] === undefined
      if (claim === 'null' ? !isNull : isNull)
        problems.push(`${node.id}: context.${field} should be ${claim}, is ${JSON.stringify(context[field])}`)
    }
  }
  return problems
}

/** An `inspect` for createActor that records the transitions the root actor takes; `take()` returns and forgets them. */
export function takenRecorder() {
  let taken: string[] = []
  return {
    inspect: (e: InspectionEvent) => {
      if (e.actorRef.sessionId === e.rootId) taken.push(...takenInInspection(e))
    },
    take: () => {
      const out = taken
      taken = []
      return out
    },
  }
}

/** The test's clock (fake timers): `advance` runs what falls due and lets promises settle. */
export interface WalkClock {
  advance(ms: number): Promise<unknown>
  now(): number
}

/** What differs between the actor's snapshot and the step the path says it reached. */
export function stepProblems(snapshot: AnyMachineSnapshot, step: PathStep, taken: readonly string[]): string[] {
  const problems: string[] = []
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  if (!same(snapshot.value, step.state.value))
    problems.push(`state ${JSON.stringify(snapshot.value)}, the path says ${JSON.stringify(step.state.value)}`)
  if (!same(snapshot.context, step.state.context))
    problems.push(`context ${JSON.stringify(snapshot.context)}, the path says ${JSON.stringify(step.state.context)}`)
  if (!same(taken, step.taken)) problems.push(`took ${taken.join(', ')}, the path says ${step.taken.join(', ')}`)
  return [...problems, ...metaProblems(snapshot)]
}

/**
 * Walks `path` with a new actor of `machine`: its invoked actors are controllable promises, its actions the
 * given fakes. After each step `check` gets the snapshot and the problems found (stepProblems).
 */
export async function walkWithActor(
  machine: AnyStateMachine,
  path: MachinePath,
  options: {
    input?: unknown
    actions?: Record<string, (...args: never[]) => void>
    clock: WalkClock
    check(snapshot: AnyMachineSnapshot, problems: string[], step: PathStep): void
  },
): Promise<void> {
  const fakes = controllableActors(machine)
  const provided = machine.provide({ actors: fakes.actors, actions: options.actions ?? {} } as never)
  const taken = takenRecorder()
  const actor = createActor(provided, { input: options.input, inspect: taken.inspect })
  actor.start()
  try {
    await walkPath(
      path,
      {
        actor: () => actor,
        send: (event) => void actor.send(event),
        settle: async (src, answer) => void (fakes.settle(src, answer), await options.clock.advance(0)),
        advance: async (ms) => void (await options.clock.advance(ms)),
        now: options.clock.now,
      },
      (step) => {
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot
        options.check(snapshot, stepProblems(snapshot, step, taken.take()), step)
      },
    )
  } finally {
    actor.stop()
  }
}
