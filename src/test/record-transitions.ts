import { StateMachine, type AnyTransitionDefinition, type InspectionEvent } from 'xstate'
import { transitionId } from '@machines/graph/transitions'

// Which machine transitions each unit test takes (issue 47 item 3, docs/qa-guide.md): the setup files
// (./setup-transitions.ts) hook XState once per worker, so every actor of every test is inspected without the test
// saying so. The hook is on the machines' own logic: the first time a machine's logic runs in an actor system
// (getInitialSnapshot, at the actor's creation, or transition), an inspector joins that system, and each
// '@xstate.microstep' it reports names the TransitionDefinitions it took (`_transitions`), kept as their ids
// (machines/graph/transitions.ts). XState's pure functions (transition(), initialTransition(), the generated paths'
// traversal) run the logic in a system of their own and count too: the machine took those transitions.
//
// Off with RECORD_TRANSITIONS=0 (to measure what the recording costs).

interface Recording {
  /** What was taken since the last `takeTransitions()`. */
  taken: Set<string>
  /** Each definition's id, worked out once. */
  ids: WeakMap<AnyTransitionDefinition, string>
  /** The systems already inspected. */
  systems: WeakSet<object>
}

// On globalThis: the node project runs its files in one module graph without isolation, and a setup file runs again
// for each file, so the hook is installed once per worker and every evaluation of this module shares its record.
const KEY = Symbol.for('lemon-notes.transitions-taken')
const store = globalThis as { [KEY]?: Recording }

export const recordingTransitions = () => process.env.RECORD_TRANSITIONS !== '0'

function inspector(recording: Recording) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    for (const def of event._transitions as AnyTransitionDefinition[]) {
      let id = recording.ids.get(def)
      if (id === undefined) {
        try {
          id = transitionId(def)
        } catch {
          // A definition the id cannot be read from (no source): never fail the test being recorded.
          continue
        }
        recording.ids.set(def, id)
      }
      recording.taken.add(id)
    }
  }
}

interface ScopeLike {
  system?: { inspect?: (observer: (event: InspectionEvent) => void) => unknown }
}

/** Installs the hook (once per worker; a later call returns the same record). */
export function installTransitionRecording(): Recording {
  const existing = store[KEY]
  if (existing) return existing
  const recording: Recording = { taken: new Set(), ids: new WeakMap(), systems: new WeakSet() }
  store[KEY] = recording
  const inspect = inspector(recording)
  const watch = (scope: ScopeLike | undefined) => {
    const system = scope?.system
    if (!system || recording.systems.has(system) || typeof system.inspect !== 'function') return
    recording.systems.add(system)
    system.inspect(inspect)
  }
  // A machine binds these two in its constructor, so only machines created after this are hooked: the setup files
  // run before any test file imports a machine.
  type Method = (this: unknown, ...args: never[]) => unknown
  type Original = (this: unknown, ...args: unknown[]) => unknown
  const proto = StateMachine.prototype as unknown as Record<'getInitialSnapshot' | 'transition', Method>
  const getInitialSnapshot = proto.getInitialSnapshot as Original
  const transition = proto.transition as Original
  proto.getInitialSnapshot = function (this: unknown, scope: ScopeLike, ...rest: unknown[]) {
    watch(scope)
    return getInitialSnapshot.call(this, scope, ...rest)
  }
  proto.transition = function (this: unknown, snapshot: unknown, event: unknown, scope: ScopeLike) {
    watch(scope)
    return transition.call(this, snapshot, event, scope)
  }
  return recording
}

/** The ids taken since the last call, sorted; the record starts again empty. */
export function takeTransitions(): string[] {
  const recording = store[KEY]
  if (!recording) return []
  const ids = [...recording.taken].sort()
  recording.taken.clear()
  return ids
}

/** What has been taken since the last `takeTransitions()`, without clearing it (for the recording's own test). */
export function transitionsTakenSoFar(): ReadonlySet<string> {
  return store[KEY]?.taken ?? new Set()
}
