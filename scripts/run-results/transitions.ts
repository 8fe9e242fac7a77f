// The app's machines and their transitions, as the recorded test runs name them (issue 47 item 3, docs/qa-guide.md):
// the ids are machines/graph/transitions.ts's. A unit test's worker names what it took itself (src/test/
// record-transitions.ts); a journey's page names each definition it took by a key (tests/transitions.ts), mapped
// here to its id through the same enumeration.
import { authMachine } from '../../machines/auth.machine.js'
import { commentMachine } from '../../machines/comment.machine.js'
import { listTransitions, type TransitionInfo } from '../../machines/graph/transitions.js'
import { offlineQueueMachine } from '../../machines/offline-queue.machine.js'
import { toggleMachine } from '../../machines/toggle.machine.js'

/** The attachment with the ids a journey took (tests/transitions.ts), which the Playwright reporter reads. */
export const TRANSITIONS_ATTACHMENT = 'machine-transitions'

/** Every machine the app runs (machines/*.machine.ts). */
export const APP_MACHINES = [authMachine, commentMachine, offlineQueueMachine, toggleMachine] as const

/** Every transition of every app machine, machine by machine in the order above. */
export const appTransitions = (): TransitionInfo[] => APP_MACHINES.flatMap((machine) => listTransitions(machine))

/** What a page key's fields are joined with (a page script builds its keys without this module). */
export const PAGE_KEY_SEPARATOR = '\n'

/**
 * How a page names a transition definition it took, without the id code: its machine's id, its source state's path
 * (dot-separated, '' for the root), XState's event type ('' for an eventless one) and its place among the
 * definitions of that source and event. The same four fields as TransitionInfo's machineId, source, eventType, index.
 */
export const pageKey = (machineId: string, source: string, eventType: string, index: number) =>
  [machineId, source, eventType, index].join(PAGE_KEY_SEPARATOR)

/** The ids of the transitions `keys` name; a key no app machine has (a machine made only in a test) is `unknown`. */
export function idsFromPageKeys(
  keys: Iterable<string>,
  transitions: readonly TransitionInfo[] = appTransitions(),
): { ids: string[]; unknown: string[] } {
  const byKey = new Map(transitions.map((t) => [pageKey(t.machineId, t.source, t.eventType, t.index), t.id]))
  const ids = new Set<string>()
  const unknown = new Set<string>()
  for (const key of keys) {
    const id = byKey.get(key)
    if (id) ids.add(id)
    else unknown.add(key)
  }
  return { ids: [...ids].sort(), unknown: [...unknown].sort() }
}

/** A recorded test, as the coverage check reads it. */
export interface TestTransitions {
  file: string
  title: string
  transitions?: readonly string[]
}

export interface TransitionCoverageReport {
  /** Taken by no recorded test and not on the unreachable list: the check fails on these. */
  untaken: TransitionInfo[]
  /** On the unreachable list, and yet a test took them (said, not failed: a test may force a state a path cannot reach). */
  listedButTaken: string[]
  /** On the unreachable list under an app machine's name, but no such transition exists (a stale entry: fails). */
  unknownListed: string[]
  /** How many of the machines' transitions some test took. */
  taken: number
  total: number
}

/** The suite's transition coverage: what the recorded tests took, against every transition and the reasoned list. */
export function transitionCoverage(
  tests: readonly TestTransitions[],
  transitions: readonly TransitionInfo[],
  unreachable: Readonly<Record<string, string>>,
): TransitionCoverageReport {
  const taken = new Set(tests.flatMap((t) => t.transitions ?? []))
  const ids = new Set(transitions.map((t) => t.id))
  const machines = new Set(transitions.map((t) => t.machineId))
  return {
    untaken: transitions.filter((t) => !taken.has(t.id) && !(t.id in unreachable)),
    listedButTaken: Object.keys(unreachable).filter((id) => taken.has(id)),
    unknownListed: Object.keys(unreachable).filter((id) => machines.has(id.slice(0, id.indexOf(':'))) && !ids.has(id)),
    taken: transitions.filter((t) => taken.has(t.id)).length,
    total: transitions.length,
  }
}
