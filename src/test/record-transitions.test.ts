import { createActor, createMachine, initialTransition, transition } from 'xstate'
import { describe, expect, it } from 'vitest'
import { recordingTransitions, transitionsTakenSoFar } from './record-transitions'

// The recording of src/test/setup-transitions.ts, seen from inside a test: a machine made here is hooked like any.
const probe = createMachine({
  id: 'recording-probe',
  initial: 'starting',
  states: {
    starting: { always: { target: 'idle' } },
    idle: { on: { go: [{ guard: () => false, target: 'done' }, { target: 'busy' }] } },
    busy: { on: { go: 'done', back: 'idle' } },
    done: { type: 'final' },
  },
})
const probeIds = () => [...transitionsTakenSoFar()].filter((id) => id.startsWith('recording-probe:')).sort()

describe.runIf(recordingTransitions())('the transitions each test takes (src/test/setup-transitions.ts)', () => {
  it('an actor made without any inspect option: its eventless start and each event, by the id of the definition taken', () => {
    const actor = createActor(probe).start()
    expect(probeIds()).toEqual(['recording-probe:starting:always#0'])
    actor.send({ type: 'go' })
    actor.send({ type: 'go' })
    expect(probeIds()).toEqual([
      'recording-probe:busy:go#0',
      'recording-probe:idle:go#1',
      'recording-probe:starting:always#0',
    ])
    actor.stop()
  })

  it('starts empty in the next test: what the last one took went into its result', () => {
    expect(probeIds()).toEqual([])
  })

  it('an actor restored from a snapshot, and XState’s pure transition functions, count too', () => {
    const [start] = initialTransition(probe)
    expect(probeIds()).toEqual(['recording-probe:starting:always#0'])
    const [busy] = transition(probe, start, { type: 'go' })
    expect(probeIds()).toContain('recording-probe:idle:go#1')
    const actor = createActor(probe, { snapshot: busy }).start()
    actor.send({ type: 'back' })
    expect(probeIds()).toContain('recording-probe:busy:back#0')
    actor.stop()
  })
})
