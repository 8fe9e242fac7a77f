import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate'

// Every transition of a machine, read from its definition, with a stable id and the spec rules it serves.
// Pure and DOM-free: the spec-coverage script (Node), the tests and the machine maps (browser) share it.
//
// Transition id: `<machine id>:<source>:<event>#<index>`
//   source  the source state's path, dot-separated (`pending.sending`), or `(root)` for the machine itself;
//   event   the event type for `on` (`toggle.flip`); `always` for an eventless transition; `after(<delay>)`
//           for a delayed one (the delay's name, or its milliseconds); `done(<src>)` / `error(<src>)` for an
//           invoked actor's answer (its `src`, or its `id` when given one); `done` for a compound state's onDone;
//   index   the transition's place among those of that source and event (the guarded candidates, in order).
// Examples: `toggle:idle:toggle.flip#0`, `toggle:pending.sending:error(send)#2`, `auth:starting:always#1`.
// The id does not depend on the machine object: a machine made with `.provide()` gives the same ids.
//
// Rules live in the machine's own definition: `meta: { rules: ['R4.12'] }` on a transition or a state.

/** What a state's `meta` may say (see StateMeta's fields); machines add their own `view`. */
export interface StateMeta {
  /** The spec rules the state serves. */
  rules?: readonly string[]
  /** What being in the state means, in words. */
  means?: string
  /** Context fields that are always set (not null) or always null while the state is active. */
  context?: Readonly<Record<string, 'set' | 'null'>>
  /** What a screen shows in this state (the toggle's button: ToggleView in toggle.meta.ts). */
  view?: unknown
}

/** What a transition's `meta` may say. */
export interface TransitionMeta {
  rules?: readonly string[]
}

export interface TransitionInfo {
  /** `<machine>:<source>:<event>#<index>` (see above). */
  id: string
  machineId: string
  /** The source state's path (`pending.sending`), '' for the machine's root. */
  source: string
  /** The event as the id names it: `toggle.flip`, `always`, `after(debounce)`, `done(send)`, `error(send)`, `done`. */
  event: string
  kind: 'on' | 'always' | 'after' | 'done' | 'error' | 'state-done'
  /** XState's own event type (`xstate.after.debounce.toggle.debouncing`): what a path's step carries. */
  eventType: string
  index: number
  /** The guard's name, null when unguarded ('inline' for a function). */
  guard: string | null
  /** Target state paths ('' is the root); empty for a transition that stays (actions only). */
  targets: string[]
  /** The spec rules from `meta.rules`. */
  rules: string[]
  description: string | null
  /** For `after`: the delay's name or milliseconds. */
  delay?: string | number
  /** For `done`/`error`: the invoked actor's `src`. */
  src?: string
}

export interface StateInfo {
  machineId: string
  /** Dot path, '' for the root. */
  path: string
  tags: string[]
  rules: string[]
  meta: StateMeta
}

export const ROOT_NAME = '(root)'
const pathOf = (node: AnyStateNode) => node.path.join('.')

function guardName(guard: unknown): string | null {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return 'inline'
  const type = (guard as { type?: unknown }).type
  return typeof type === 'string' ? type : 'inline'
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/

function eventOf(def: AnyTransitionDefinition): Pick<TransitionInfo, 'event' | 'kind' | 'delay' | 'src'> {
  const type = def.eventType
  if (type === '') return { event: 'always', kind: 'always' }
  const delay = (def as { delay?: string | number }).delay
  if (delay !== undefined) return { event: `after(${delay})`, kind: 'after', delay }
  const actor = ACTOR_EVENT.exec(type)
  if (actor) {
    const [, which, invokeId] = actor as unknown as [string, 'done' | 'error', string]
    const invokeIndex = def.source.invoke.findIndex((i) => i.id === invokeId)
    const invoke = def.source.invoke[invokeIndex]
    // A generated invoke id (`0.toggle.pending.sending`) is named by its src; an explicit one by itself.
    const generated = invoke && invoke.id === `${invokeIndex}.${def.source.id}`
    const src = invoke ? String(invoke.src) : invokeId
    return { event: `${which}(${generated ? src : invokeId})`, kind: which, src }
  }
  if (type.startsWith('xstate.done.state.')) return { event: 'done', kind: 'state-done' }
  return { event: type, kind: 'on' }
}

/** The place of `def` among the transitions of its source and event. */
function indexOf(def: AnyTransitionDefinition): number {
  const list: readonly AnyTransitionDefinition[] =
    def.eventType === '' ? (def.source.always ?? []) : (def.source.transitions.get(def.eventType) ?? [])
  return list.indexOf(def)
}

const rulesOf = (meta: unknown): string[] => {
  const rules = (meta as { rules?: unknown } | undefined)?.rules
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : []
}

/** The id of one transition definition (as found in a machine, or in an inspection event's `_transitions`). */
export function transitionId(def: AnyTransitionDefinition): string {
  const source = pathOf(def.source)
  return `${def.source.machine.id}:${source || ROOT_NAME}:${eventOf(def).event}#${indexOf(def)}`
}

/** Everything known of one transition definition. */
export function describeTransition(def: AnyTransitionDefinition): TransitionInfo {
  const source = pathOf(def.source)
  const event = eventOf(def)
  const index = indexOf(def)
  const machineId = def.source.machine.id
  return {
    id: `${machineId}:${source || ROOT_NAME}:${event.event}#${index}`,
    machineId,
    source,
    ...event,
    eventType: def.eventType,
    index,
    guard: guardName(def.guard),
    targets: (def.target ?? []).map(pathOf),
    rules: rulesOf(def.meta),
    description: def.description ?? null,
  }
}

/** Every state node, the root first, then in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    out.push(node)
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return out
}

/** Every transition of `machine`: per state (document order), `on` events, invokes and delays, then `always`. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return stateNodesOf(machine).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(describeTransition),
  )
}

/** Every state with its tags and `meta`. */
export function listStates(machine: AnyStateMachine): StateInfo[] {
  return stateNodesOf(machine).map((node) => ({
    machineId: machine.id,
    path: pathOf(node),
    tags: [...node.tags],
    rules: rulesOf(node.meta),
    meta: (node.meta ?? {}) as StateMeta,
  }))
}

/** The ids of the transitions one inspection event reports taken (`@xstate.microstep`), else none. */
export function takenInInspection(event: InspectionEvent): string[] {
  if (event.type !== '@xstate.microstep') return []
  return (event._transitions as AnyTransitionDefinition[]).map(transitionId)
}
