import type { StateMeta } from './graph/transitions'

// What each state of the toggle machine (./toggle.machine.ts) means, as its `meta`: the rules it serves, the
// context it holds, and what the button shows (the like, bookmark and follow buttons read the machine's tags
// and context through useToggle; their screen tests walk the generated paths and check this table).

/**
 * What a toggle's button shows in a state (R4.11, R4.19): the values of the change being made (`change`:
 * `context.to`) or the base (the server's values, or a change waiting in the offline queue); a spinner and
 * aria-busy while `busy`; never disabled (a press while busy is the machine's to ignore or refuse, R4.16).
 */
export interface ToggleButtonView {
  shows: 'change' | 'base'
  busy: boolean
  disabled: false
}

export interface ToggleStateMeta extends StateMeta {
  view?: ToggleButtonView
}

export const TOGGLE_STATE_META = {
  idle: {
    means: 'no change on its way: screens show the server’s values, or the change the offline queue holds',
    context: { from: 'null', to: 'null' },
    view: { shows: 'base', busy: false, disabled: false },
  },
  debouncing: {
    rules: ['R4.17'],
    means: 'the change is shown; its call waits for the flips to stop',
    context: { from: 'set', to: 'set' },
    view: { shows: 'change', busy: true, disabled: false },
  },
  pending: {
    rules: ['R4.11', 'R4.19'],
    means: 'the change is shown, with a spinner, while its call runs or waits to be retried',
    context: { from: 'set', to: 'set' },
    view: { shows: 'change', busy: true, disabled: false },
  },
  sending: { rules: ['R4.9'], means: 'the call is on its way (POST to turn on, DELETE to turn off)' },
  waiting: { rules: ['R4.13'], means: 'a failed attempt waits 1 s × its number before the next' },
  rollingBack: {
    rules: ['R4.12'],
    means: 'the change is dropped: screens show the server’s values again, with a spinner until they are re-read',
    context: { from: 'null', to: 'null', error: 'set' },
    view: { shows: 'base', busy: true, disabled: false },
  },
} as const satisfies Record<string, ToggleStateMeta>

/** The button's view in a snapshot: the innermost active state's that says one. */
export function toggleButtonView(snapshot: { _nodes: readonly { meta?: unknown }[] }): ToggleButtonView {
  const view = snapshot._nodes
    .map((n) => (n.meta as ToggleStateMeta | undefined)?.view)
    .findLast((v): v is ToggleButtonView => !!v)
  if (!view) throw new Error('toggle machine: no state with a view is active')
  return view
}
