import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coveringPaths, pathTitle, type MachinePath } from './graph/paths'
import { listTransitions } from './graph/transitions'
import { coverageProblems } from './graph/unreachable'
import { walkWithActor } from './graph/walk'
import { commentMachine, type CommentChange, type CommentMachineInput } from './comment.machine'

// Paths generated from the comment machine (machines/graph), walked by a real actor: each reached state is the
// one the path says, through the transitions it says, and bears out its meta. An add and a delete, each
// starting online and offline.

const ADD: CommentChange = {
  kind: 'add',
  postId: 5,
  content: '好看！',
  parentId: null,
  tempId: -1,
  requestKey: 'add-1',
}
const DELETE: CommentChange = { kind: 'delete', postId: 5, commentId: 40 }
const INPUTS: Record<string, CommentMachineInput> = {
  'add online': { change: ADD, online: true },
  'delete online': { change: DELETE, online: true },
  'add offline': { change: ADD, online: false },
  'delete offline': { change: DELETE, online: false },
}
const CASES = {
  'done(send)': () => [{ output: { id: 41 } }],
  'error(send)': () => [
    { error: { type: 'NETWORK_ERROR', status: 0, message: 'Failed to fetch' } },
    { error: { type: 'RATE_LIMIT_ERROR', status: 429, message: '评论过于频繁' } },
  ],
}

const generated: { input: string; paths: MachinePath[] }[] = []
const taken = new Set<string>()
for (const [name, input] of Object.entries(INPUTS)) {
  const r = coveringPaths(commentMachine, { input, cases: CASES, already: taken })
  generated.push({ input: name, paths: r.paths })
  for (const id of r.taken) taken.add(id)
}
const all = generated.flatMap((g) => g.paths.map((p) => [pathTitle(p, g.input), g.input, p] as const))

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("comment machine: generated paths (each path's title names the rules of the transition it was made for)", () => {
  it.each(all)('%s', async (_, input, path) => {
    await walkWithActor(commentMachine, path, {
      input: INPUTS[input],
      clock: { advance: (ms) => vi.advanceTimersByTimeAsync(ms), now: () => Date.now() },
      check: (_snapshot, problems) => expect(problems).toEqual([]),
    })
  })

  it('every transition is taken by a generated path or listed unreachable with its reason', () => {
    expect(coverageProblems(listTransitions(commentMachine), taken)).toEqual([])
  })
})
