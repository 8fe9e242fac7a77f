import { testGeneratedPaths } from './graph/generated-paths.test-support'
import { commentMachine, type CommentMachineInput } from './comment.machine'
import { commentAdd, commentDelete } from './machine-test-data'

// Paths generated from the comment machine (machines/graph), walked by a real actor: each reached state is the
// one the path says, through the transitions it says, and bears out its meta. An add and a delete, each
// starting online and offline.

const ADD = commentAdd
const DELETE = commentDelete
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

testGeneratedPaths('comment machine', commentMachine, INPUTS, CASES)
