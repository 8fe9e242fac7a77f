import {
  QUEUED_OPERATION_TYPES,
  type QueuedOperation,
  type QueuedOperationType,
} from '@machines/offline-queue.machine'
import type { PendingOperation } from '@/schemas/global-state.schema'

// R3.17 pendingOperations: the offline queue's operations stored in the persisted shape, whose `type`
// names the family of R4.36 (like, bookmark, follow, comment, message). The direction travels in the payload:
//   { type: 'like', payload: { operation: 'unlike', data: { postId: 7 } } }

const FAMILY: Record<QueuedOperationType, PendingOperation['type']> = {
  like: 'like',
  unlike: 'like',
  bookmark: 'bookmark',
  unbookmark: 'bookmark',
  follow: 'follow',
  unfollow: 'follow',
  comment: 'comment',
  message: 'message',
}

const isQueuedType = (t: unknown): t is QueuedOperationType =>
  typeof t === 'string' && (QUEUED_OPERATION_TYPES as readonly string[]).includes(t)

export function toPendingOperation(op: QueuedOperation): PendingOperation {
  return {
    id: op.id,
    type: FAMILY[op.type],
    payload: { operation: op.type, data: op.payload },
    timestamp: op.timestamp,
    retryCount: op.retryCount,
  }
}

export function fromPendingOperation(p: PendingOperation): QueuedOperation {
  const payload = p.payload as { operation?: unknown; data?: unknown } | null
  if (payload && typeof payload === 'object' && isQueuedType(payload.operation) && FAMILY[payload.operation] === p.type) {
    return { id: p.id, type: payload.operation, payload: payload.data, timestamp: p.timestamp, retryCount: p.retryCount }
  }
  // Written by another build: kept as it is; the queue drops (and reports) what no feature can replay.
  return { id: p.id, type: p.type as QueuedOperationType, payload: p.payload, timestamp: p.timestamp, retryCount: p.retryCount }
}
