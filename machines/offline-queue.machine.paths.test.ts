import type { AnyMachineSnapshot } from 'xstate'
import { testGeneratedPaths } from './graph/generated-paths.test-support'
import {
  offlineQueueMachine,
  type OfflineQueueContext,
  type OfflineQueueInput,
  type OperationKinds,
  type QueuedOperation,
} from './offline-queue.machine'

// Paths generated from the offline queue (machines/graph), walked by a real actor: each reached state is the one
// the path says, through the transitions it says, and bears out its meta. Starting online and empty, and
// offline with an operation restored from storage.

const like: QueuedOperation = { id: 'op-1', type: 'like', payload: { postId: 1 }, timestamp: 1, retryCount: 0 }
const comment: QueuedOperation = { id: 'op-2', type: 'comment', payload: { postId: 1 }, timestamp: 2, retryCount: 0 }
const kinds: OperationKinds = {
  labelOf: (type) => (type === 'like' ? '点赞' : '评论'),
  mergeKeyOf: (op) => (op.type === 'like' ? 'like:post:1' : null),
}
const INPUTS: Record<string, OfflineQueueInput> = {
  'online, empty': { online: true, kinds },
  'offline, one restored': { online: false, kinds, queue: [like] },
}
const queueOf = (s: AnyMachineSnapshot) => (s.context as OfflineQueueContext).queue
const CASES = {
  // Two operations at most, so the traversal ends.
  'queue.add': (s: AnyMachineSnapshot) =>
    queueOf(s).length < 2 ? [{ operation: [like, comment][queueOf(s).length] }] : [],
  'done(send)': () => [{ output: { ok: true } }],
  // One retryable failure per operation at most (a retry count that grew would never end the traversal).
  'error(send)': (s: AnyMachineSnapshot) => [
    ...(queueOf(s)[0]!.retryCount < 1
      ? [{ error: { type: 'NETWORK_ERROR', status: 0, message: 'Failed to fetch' } }]
      : []),
    { error: { type: 'CLIENT_ERROR', status: 404, message: '帖子不存在' } },
  ],
}

testGeneratedPaths('offline queue', offlineQueueMachine, INPUTS, CASES)
