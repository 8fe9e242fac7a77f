import type { AnyMachineSnapshot } from 'xstate'
import { coveringPaths, type CoveringPaths, type EventCases } from './graph/paths'
import { toggleMachine, type ToggleContext, type ToggleInput, type ToggleValues } from './toggle.machine'

// The toggle machine's generated paths (./graph/paths.ts), shared by its path test and the buttons' screen
// tests: the like/bookmark rules and the follow rules, each from the same server values.

/** The server's values every path starts from. */
export const TOGGLE_BASE: ToggleValues = { active: false, count: 3 }

/** A network failure (retried, or queued once offline) and a refusal (rolled back at once). */
export const TOGGLE_ERRORS = {
  network: { type: 'NETWORK_ERROR', status: 0, message: '网络连接失败' },
  refused: { type: 'VALIDATION_ERROR', status: 400, message: '不能重复点赞' },
} as const

const context = (s: AnyMachineSnapshot) => s.context as ToggleContext

export const TOGGLE_CASES: EventCases = {
  // What the screen shows is what a flip starts from: the change on its way, else the server's values.
  'toggle.flip': (s) => [{ current: context(s).to ?? TOGGLE_BASE }],
  // The server takes the change.
  'done(send)': (s) => [{ output: context(s).to }],
  'error(send)': () => [{ error: TOGGLE_ERRORS.network }, { error: TOGGLE_ERRORS.refused }],
  'error(rollback)': () => [{ error: TOGGLE_ERRORS.network }],
}

export const TOGGLE_INPUTS = {
  like: { targetId: 12, online: true },
  follow: { targetId: 7, online: true, rules: { debounceMs: 500, whileBusy: 'reject' } },
} as const satisfies Record<string, ToggleInput>

/** The paths of one kind's rules (like and bookmark share theirs). */
export const togglePaths = (kind: keyof typeof TOGGLE_INPUTS, already?: ReadonlySet<string>): CoveringPaths =>
  coveringPaths(toggleMachine, { input: TOGGLE_INPUTS[kind], cases: TOGGLE_CASES, ...(already && { already }) })
