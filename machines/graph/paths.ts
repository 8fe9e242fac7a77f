import { createEmptyActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type TraversalOptions } from 'xstate/graph'
import { describeTransition, listTransitions, type TransitionInfo } from './transitions'

// Paths generated from a machine (xstate/graph) that together take every transition of it. Pure: the
// traversal runs the machine's own `transition` with no actor and no effect; which transitions a step takes
// is read from XState's inspection of each microstep. A test walks each path with a real actor
// (./walk.ts); the unreachable list (./unreachable.ts) names what no path can take, and why.

/** One step of a path: `event` taken from the state before, reaching `state`, through the transitions `taken`. */
export interface PathStep {
  event: EventObject
  state: AnyMachineSnapshot
  /** Transition ids (./transitions.ts); the first step (xstate.init) lists the initial `always` ones. */
  taken: string[]
}

export interface MachinePath {
  /** `init → toggle.flip → done(send)`: the events as the transition ids name them. */
  name: string
  steps: PathStep[]
  /** Every transition id the path takes, in order, without repeats. */
  taken: string[]
  /** The transition this path was made for (its last step takes it). */
  covers: string
  /** The spec rules on that transition (its `meta.rules`). */
  rules: string[]
}

/** Event payloads (without `type`) per event as the transition ids name it: `toggle.flip`, `done(send)`, `error(send)`. */
export type EventCases = Record<string, (snapshot: AnyMachineSnapshot) => readonly Record<string, unknown>[]>

export interface PathOptions {
  input?: unknown
  /**
   * The events tried in each state. An event with no case is tried bare (`{ type }`); a case that returns
   * nothing means the event is not tried there (an add to a queue already long enough).
   */
  cases?: EventCases
  /** Upper bound on the states the traversal visits. */
  limit?: number
  /** Ids already taken by other paths (another input of the same machine): no path is made for them. */
  already?: ReadonlySet<string>
}

/** Records the transitions XState's inspection reports while `run` computes a step without an actor. */
function recording(): { scope: never; taken: string[] } {
  const self = createEmptyActor()
  const taken: string[] = []
  const system = Object.create(self.system, {
    _sendInspectionEvent: {
      value: (e: { type: string; _transitions?: Parameters<typeof describeTransition>[0][] }) => {
        if (e.type === '@xstate.microstep') taken.push(...(e._transitions ?? []).map((t) => describeTransition(t).id))
      },
    },
  })
  const scope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: () => {},
    system,
  }
  return { scope: scope as never, taken }
}

/** The transitions `event` takes from `snapshot` (its eventless ones after it included). */
export function takenBy(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const r = recording()
  machine.transition(snapshot, event, r.scope)
  return r.taken
}

/** The eventless transitions taken on the way to the initial state. */
export function takenAtStart(machine: AnyStateMachine, input?: unknown): string[] {
  const r = recording()
  machine.getInitialSnapshot(r.scope, input)
  return r.taken
}

/** The events of `cases` for the events `snapshot` accepts (the done/error/after events of XState included). */
function eventsFor(cases: EventCases, made: WeakSet<object>) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const out: EventObject[] = []
    const seen = new Set<string>()
    for (const node of snapshot._nodes) {
      for (const [type, defs] of node.transitions) {
        if (seen.has(type) || defs.length === 0) continue
        seen.add(type)
        const name = describeTransition(defs[0]!).event
        const payloads = cases[name]?.(snapshot) ?? [{}]
        for (const p of payloads) {
          const event = { ...p, type } as EventObject
          made.add(event)
          out.push(event)
        }
      }
    }
    return out
  }
}

const eventName = (event: EventObject, snapshot: AnyMachineSnapshot): string => {
  if (event.type === 'xstate.init') return 'init'
  for (const node of snapshot._nodes) {
    const def = node.transitions.get(event.type)?.[0]
    if (def) return describeTransition(def).event
  }
  return event.type
}

export interface CoveringPaths {
  transitions: TransitionInfo[]
  paths: MachinePath[]
  /** Ids taken by at least one path. */
  taken: Set<string>
}

/**
 * Paths that together take every transition reachable with `cases`: for each transition in definition
 * order not yet taken, the shortest path to a state where an event takes it (getShortestPaths), then that
 * event. Transitions no path takes are left out (the caller lists them as unreachable, with the reason).
 */
export function coveringPaths(machine: AnyStateMachine, options: PathOptions = {}): CoveringPaths {
  const made = new WeakSet<object>()
  const traversal: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = {
    input: options.input,
    events: eventsFor(options.cases ?? {}, made),
    filterEvents: (_, event) => made.has(event),
    serializeState: (s) => serializeSnapshot(s),
    ...(options.limit !== undefined && { limit: options.limit }),
  }
  const logic = machine as unknown as Parameters<typeof getShortestPaths>[0]
  const shortest = new Map<string, { steps: { event: EventObject; state: AnyMachineSnapshot }[] }>(
    getShortestPaths(logic, traversal as never).map((p) => [serializeSnapshot(p.state) as string, p]),
  )
  const adjacency = getAdjacencyMap(logic, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >
  const atStart = takenAtStart(machine, options.input)

  // Every edge of the traversal, with the transitions it takes, shortest prefix first.
  const edges = Object.entries(adjacency)
    .flatMap(([key, { state, transitions }]) =>
      Object.values(transitions).map(({ event, state: next }) => ({
        prefix: shortest.get(key),
        from: state,
        event,
        next,
        taken: takenBy(machine, state, event),
      })),
    )
    .filter((e) => e.prefix !== undefined)
    .sort((a, b) => a.prefix!.steps.length - b.prefix!.steps.length)

  const transitions = listTransitions(machine)
  const taken = new Set<string>()
  const paths: MachinePath[] = []
  for (const t of transitions) {
    if (taken.has(t.id) || options.already?.has(t.id)) continue
    if (atStart.includes(t.id)) {
      paths.push(makePath(machine, [...shortest.values()][0]!.steps.slice(0, 1), atStart, t))
    } else {
      const edge = edges.find((e) => e.taken.includes(t.id))
      if (!edge) continue
      const prefix = edge.prefix!.steps
      paths.push(makePath(machine, [...prefix, { event: edge.event, state: edge.next }], atStart, t))
    }
    for (const id of paths.at(-1)!.taken) taken.add(id)
  }
  return { transitions, paths, taken }
}

function makePath(
  machine: AnyStateMachine,
  steps: readonly { event: EventObject; state: AnyMachineSnapshot }[],
  atStart: string[],
  covers: TransitionInfo,
): MachinePath {
  const withTaken: PathStep[] = steps.map((step, i) => ({
    event: step.event,
    state: step.state,
    taken: i === 0 ? atStart : takenBy(machine, steps[i - 1]!.state, step.event),
  }))
  const names = withTaken.map((s, i) => eventName(s.event, i === 0 ? s.state : withTaken[i - 1]!.state))
  return {
    name: `${names.join(' → ')} ⇒ ${covers.id}`,
    steps: withTaken,
    taken: [...new Set(withTaken.flatMap((s) => s.taken))],
    covers: covers.id,
    rules: covers.rules,
  }
}

/** A generated path's test title: the rules of the transition it was made for, then its events. */
export const pathTitle = (path: MachinePath, label?: string) =>
  [path.rules.join(' '), label && `${label}:`, path.name].filter(Boolean).join(' ')
