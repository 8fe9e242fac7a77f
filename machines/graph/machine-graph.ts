import type { AnyStateMachine } from 'xstate'
import { listTransitions, stateNodesOf, type TransitionInfo } from './transitions'

// A machine as plain data, read from its definition: what the machine maps of /test-api draw (docs/qa-guide.md).
// The build makes it in Node from the machines themselves (scripts/run-results/bundle.ts), so the app's own copy of
// the machines carries no documentation (their `meta` is left out of the app's bundle) and the maps still show it.

export interface MachineGraphState {
  /** Dot path, '' for the root. */
  path: string
  /** The last segment of the path ('' for the root). */
  key: string
  /** The parent's path; null for the root. */
  parent: string | null
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** A compound state's initial child (its key); null otherwise. */
  initial: string | null
  tags: string[]
  rules: string[]
  /** The state's `meta.means`: what being in it means, in words. */
  means: string | null
}

export interface MachineGraph {
  id: string
  states: MachineGraphState[]
  transitions: TransitionInfo[]
}

const rulesOf = (meta: unknown): string[] => {
  const rules = (meta as { rules?: unknown } | undefined)?.rules
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : []
}

/** The states (root first, document order) and transitions of `machine`, as JSON-safe data. */
export function describeMachine(machine: AnyStateMachine): MachineGraph {
  const states = stateNodesOf(machine).map((node): MachineGraphState => {
    const means = (node.meta as { means?: unknown } | undefined)?.means
    const initial = node.type === 'compound' ? (node.initial?.target[0]?.key ?? null) : null
    return {
      path: node.path.join('.'),
      key: node.key === machine.id && node.path.length === 0 ? '' : node.key,
      parent: node.parent ? node.parent.path.join('.') : null,
      type: node.type,
      initial,
      tags: [...node.tags],
      rules: rulesOf(node.meta),
      means: typeof means === 'string' ? means : null,
    }
  })
  return { id: machine.id, states, transitions: listTransitions(machine) }
}
