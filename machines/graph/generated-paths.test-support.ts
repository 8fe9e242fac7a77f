import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { coveringPaths, pathTitle, type EventCases, type MachinePath } from './paths'
import { listTransitions } from './transitions'
import { coverageProblems } from './unreachable'
import { walkWithActor } from './walk'

// The generated-paths test of one machine (its *.machine.paths.test.ts): paths that together take every transition,
// from each named input in turn (what one input's paths took, the next need not take again), each walked by a real
// actor under fake timers, every reached state checked against its path and its meta; then the coverage itself.

export function testGeneratedPaths<TInput>(
  name: string,
  machine: AnyStateMachine,
  inputs: Record<string, TInput>,
  cases: EventCases,
): void {
  const taken = new Set<string>()
  const all: [string, string, MachinePath][] = []
  for (const [label, input] of Object.entries(inputs)) {
    const r = coveringPaths(machine, { input, cases, already: taken })
    for (const id of r.taken) taken.add(id)
    for (const p of r.paths) all.push([pathTitle(p, label), label, p])
  }

  describe(`${name}: generated paths (each path's title names the rules of the transition it was made for)`, () => {
    beforeEach(() => void vi.useFakeTimers())
    afterEach(() => void vi.useRealTimers())

    it.each(all)('%s', async (_, label, path) => {
      await walkWithActor(machine, path, {
        input: inputs[label],
        clock: { advance: (ms) => vi.advanceTimersByTimeAsync(ms), now: () => Date.now() },
        check: (_snapshot, problems) => expect(problems).toEqual([]),
      })
    })

    it('every transition is taken by a generated path or listed unreachable with its reason', () => {
      expect(coverageProblems(listTransitions(machine), taken)).toEqual([])
    })
  })
}
