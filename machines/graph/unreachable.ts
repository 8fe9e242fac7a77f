import type { TransitionInfo } from './transitions'

/**
 * Transitions no generated path takes, each with the reason (transition id → why). A machine's path test
 * fails when one of its transitions is neither taken by its generated paths nor listed here, and when a
 * listed one is taken after all or no longer exists.
 */
export const UNREACHABLE: Readonly<Record<string, string>> = {}

/** What is wrong with one machine's coverage: `transitions` all of it, `taken` what its paths took. */
export function coverageProblems(
  transitions: readonly TransitionInfo[],
  taken: ReadonlySet<string>,
  listed: Readonly<Record<string, string>> = UNREACHABLE,
): string[] {
  const problems: string[] = []
  const machineIds = new Set(transitions.map((t) => t.machineId))
  const ids = new Set(transitions.map((t) => t.id))
  for (const t of transitions) {
    if (taken.has(t.id) && listed[t.id]) problems.push(`${t.id} is listed unreachable but a path takes it`)
    if (!taken.has(t.id) && !listed[t.id]) problems.push(`${t.id} is taken by no generated path and not listed`)
  }
  for (const id of Object.keys(listed))
    if (machineIds.has(id.slice(0, id.indexOf(':'))) && !ids.has(id))
      problems.push(`${id} is listed unreachable but the machine has no such transition`)
  return problems
}
