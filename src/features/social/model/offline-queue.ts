import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { effect } from '@preact/signals-react'
import { offlineQueueMachine, type QueuedOperation } from '@machines/offline-queue.machine'
import { toToggleValues, type ToggleKind } from '@machines/toggle.machine'
import { isOnline } from '@/lib/online-status'
import { pendingOperations, setPendingOperations } from '@/lib/global-state'
import { toast } from '@/lib/toast'
import { setBookmark } from '../api/set-bookmark'
import { setLike } from '../api/set-like'
import { applyToggle } from './apply-toggle'

const TOGGLES: Partial<Record<QueuedOperation['type'], { kind: ToggleKind; method: 'POST' | 'DELETE' }>> = {
  like: { kind: 'like', method: 'POST' },
  unlike: { kind: 'like', method: 'DELETE' },
  bookmark: { kind: 'bookmark', method: 'POST' },
  unbookmark: { kind: 'bookmark', method: 'DELETE' },
}

async function replay(op: QueuedOperation) {
  const toggle = TOGGLES[op.type]
  const postId = Number((op.payload as { postId?: unknown } | null)?.postId)
  if (!toggle || !Number.isSafeInteger(postId)) throw new Error(`无法重放的操作：${op.type}`)
  const response = toggle.kind === 'like' ? await setLike(postId, toggle.method) : await setBookmark(postId, toggle.method)
  return { kind: toggle.kind, postId, ...toToggleValues(response) }
}

const liveQueue = offlineQueueMachine.provide({
  actors: { send: fromPromise(({ input }) => replay(input)) },
  actions: {
    persist: (_, queue) => setPendingOperations(queue),
    announce: (_, { message }) => toast.info(message),
    // The working version of R4.14: the server's answer is the truth once the queued change lands.
    reconcile: (_, { outcome }) => {
      if (outcome.ok) applyToggle(outcome.result as Parameters<typeof applyToggle>[0])
      else toast.error('离线操作同步失败', outcome.error instanceof Error ? outcome.error.message : undefined)
    },
  },
})

let queue: ActorRefFrom<typeof liveQueue> | null = null

/** The app-wide queue, restored from the persisted pending operations and driven by the network state. */
export function offlineQueue() {
  if (!queue) {
    const actor = createActor(liveQueue, { input: { queue: pendingOperations.value, online: isOnline.value } }).start()
    effect(() => actor.send({ type: isOnline.value ? 'network.online' : 'network.offline' }))
    queue = actor
  }
  return queue
}
