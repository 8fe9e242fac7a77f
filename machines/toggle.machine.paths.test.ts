import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pathTitle, type MachinePath } from './graph/paths'
import { coverageProblems } from './graph/unreachable'
import { walkWithActor } from './graph/walk'
import { shownValues, toggleMachine, type ToggleContext } from './toggle.machine'
import { toggleButtonView } from './toggle.meta'
import { TOGGLE_BASE, TOGGLE_INPUTS, togglePaths } from './toggle.paths'

// Paths generated from the toggle machine (machines/graph) walked by a real actor: each reached state is the
// one the path says, reached through the transitions it says, and bears out its meta (context, what the
// button shows). The like/bookmark rules first, then the follow rules for what those leave.

const like = togglePaths('like')
const follow = togglePaths('follow', like.taken)
const cases = [
  ...like.paths.map((p) => [pathTitle(p, 'like'), 'like', p] as const),
  ...follow.paths.map((p) => [pathTitle(p, 'follow'), 'follow', p] as const),
]

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

async function walk(kind: keyof typeof TOGGLE_INPUTS, path: MachinePath) {
  await walkWithActor(toggleMachine, path, {
    input: TOGGLE_INPUTS[kind],
    clock: { advance: (ms) => vi.advanceTimersByTimeAsync(ms), now: () => Date.now() },
    check: (snapshot, problems) => {
      expect(problems).toEqual([])
      const view = toggleButtonView(snapshot)
      const context = snapshot.context as ToggleContext
      // What useToggle shows: busy while pending or rolling back; the change while one is on its way.
      expect(view.busy).toBe(snapshot.hasTag('pending') || snapshot.hasTag('rollingBack'))
      expect(shownValues(snapshot, TOGGLE_BASE)).toEqual(view.shows === 'change' ? context.to : TOGGLE_BASE)
    },
  })
}

describe("toggle machine: generated paths (each path's title names the rules of the transition it was made for)", () => {
  it.each(cases)('%s', async (_, kind, path) => {
    await walk(kind, path)
  })

  it('every transition is taken by a generated path or listed unreachable with its reason', () => {
    expect(coverageProblems(like.transitions, new Set([...like.taken, ...follow.taken]))).toEqual([])
  })
})
