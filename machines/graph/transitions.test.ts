import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { toggleMachine } from '../toggle.machine'
import { coveringPaths } from './paths'
import { listStates, listTransitions } from './transitions'
import { coverageProblems } from './unreachable'
import { takenRecorder } from './walk'

const sample = createMachine({
  id: 'sample',
  initial: 'a',
  on: { reset: '.a' },
  states: {
    a: {
      always: [{ guard: () => false, target: 'b' }],
      on: { go: [{ target: 'b', meta: { rules: ['R4.1'] } }, { target: 'c' }] },
    },
    b: {
      after: { 500: { target: 'c', description: 'half a second' } },
      invoke: { id: 'loader', src: fromPromise(async () => 1), onDone: 'c', onError: 'a' },
    },
    c: { initial: 'x', states: { x: { type: 'final' } }, onDone: 'a', meta: { rules: ['R4.2'] } },
  },
})

describe('machine transitions', () => {
  it('enumerates every transition with its stable id: on, always, after, invoke done/error, a state’s onDone', () => {
    expect(listTransitions(sample).map((t) => t.id)).toEqual([
      'sample:(root):reset#0',
      'sample:a:go#0',
      'sample:a:go#1',
      'sample:a:always#0',
      'sample:b:done(loader)#0',
      'sample:b:error(loader)#0',
      'sample:b:after(500)#0',
      'sample:c:done#0',
    ])
    const [reset, go] = listTransitions(sample)
    expect(reset).toMatchObject({ source: '', event: 'reset', kind: 'on', targets: ['a'], guard: null, rules: [] })
    expect(go).toMatchObject({ source: 'a', targets: ['b'], rules: ['R4.1'], index: 0 })
    expect(listTransitions(sample).find((t) => t.kind === 'after')).toMatchObject({
      delay: 500,
      description: 'half a second',
    })
    expect(listStates(sample).find((s) => s.path === 'c')).toMatchObject({ rules: ['R4.2'] })
  })

  it('names the toggle machine’s transitions by source, event and guard, with the rules from their meta', () => {
    const byId = new Map(listTransitions(toggleMachine).map((t) => [t.id, t]))
    expect(byId.get('toggle:pending.sending:error(send)#1')).toMatchObject({
      guard: 'canRetry',
      targets: ['pending.waiting'],
      rules: ['R4.13', 'R4.39'],
      src: 'send',
    })
    expect(byId.get('toggle:debouncing:after(debounce)#0')).toMatchObject({ delay: 'debounce', targets: ['pending'] })
    expect(byId.get('toggle:pending:toggle.flip#0')?.rules).toContain('R4.16')
  })

  it('gives a machine made with .provide() the same ids, and reports the ones an actor takes', () => {
    const provided = sample.provide({})
    expect(listTransitions(provided).map((t) => t.id)).toEqual(listTransitions(sample).map((t) => t.id))
    const taken = takenRecorder()
    const actor = createActor(provided, { inspect: taken.inspect }).start()
    actor.send({ type: 'go' })
    expect(taken.take()).toEqual(['sample:a:go#0'])
    actor.stop()
  })

  it('fails coverage for a transition neither taken nor listed, and for a listing that is stale', () => {
    const all = listTransitions(sample)
    const { taken } = coveringPaths(sample)
    // The unguarded go#0 shadows go#1; the always's guard never passes.
    expect(coverageProblems(all, taken, {})).toEqual([
      'sample:a:go#1 is taken by no generated path and not listed',
      'sample:a:always#0 is taken by no generated path and not listed',
    ])
    expect(
      coverageProblems(all, taken, {
        'sample:a:go#1': 'shadowed by go#0, which has no guard',
        'sample:a:always#0': 'its guard never passes',
        'sample:a:go#0': 'stale',
        'sample:a:gone#0': 'stale',
      }),
    ).toEqual([
      'sample:a:go#0 is listed unreachable but a path takes it',
      'sample:a:gone#0 is listed unreachable but the machine has no such transition',
    ])
  })
})
