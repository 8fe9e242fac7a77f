// The machines' transitions and the rules their meta names (machines/graph/transitions.ts), for the report.
import { authMachine } from '../../machines/auth.machine'
import { commentMachine } from '../../machines/comment.machine'
import { listStates, listTransitions } from '../../machines/graph/transitions'
import { offlineQueueMachine } from '../../machines/offline-queue.machine'
import { toggleMachine } from '../../machines/toggle.machine'
import type { RuleTransition } from './report'

/** Every machine of machines/, in the order the report lists their transitions. */
export const MACHINES = [authMachine, toggleMachine, commentMachine, offlineQueueMachine] as const

export function machineTransitions(): RuleTransition[] {
  return MACHINES.flatMap((m) => listTransitions(m)).map(({ id, rules }) => ({ id, rules }))
}

/** Every state whose meta names rules, as `machine:path`. */
export function machineStates(): RuleTransition[] {
  return MACHINES.flatMap((m) => listStates(m))
    .filter((s) => s.rules.length > 0)
    .map((s) => ({ id: `${s.machineId}:${s.path}`, rules: s.rules }))
}
