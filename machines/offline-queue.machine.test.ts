import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError, networkError } from '@/api/errors'
import {
  coalesce,
  createQueuedOperation,
  offlineQueueMachine,
  queuedMessage,
  type OperationKinds,
  type QueuedOperation,
  type ReplayOutcome,
} from './offline-queue.machine'

const httpError = (status: number) =>
  new ApiError({ type: status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR', status, message: `HTTP ${status}` })

let clock = 1_700_000_000_000
const op = (type: string, payload: unknown = { postId: 1 }) => createQueuedOperation(type, payload, clock++)

// What the app's registry tells the queue (src/services/offline-queue), for the types these tests use: each
// toggle and its opposite set one thing of their target; a comment merges with nothing.
const LABELS: Record<string, string> = {
  like: '点赞',
  unlike: '取消点赞',
  bookmark: '收藏',
  unbookmark: '取消收藏',
  follow: '关注',
  unfollow: '取消关注',
  comment: '评论',
}
const SETS: Record<string, string> = {
  like: 'like',
  unlike: 'like',
  bookmark: 'bookmark',
  unbookmark: 'bookmark',
  follow: 'follow',
  unfollow: 'follow',
}
const kinds: OperationKinds = {
  labelOf: (type) => LABELS[type]!,
  mergeKeyOf: (o) => (SETS[o.type] ? `${SETS[o.type]}:${JSON.stringify(o.payload)}` : null),
}

interface Pending {
  op: QueuedOperation
  resolve: (v: unknown) => void
  reject: (e: unknown) => void
}

/** A fake "server": `send` calls stay open until the test answers them (or auto-answer with `auto`). */
function setupActor(
  options: { queue?: QueuedOperation[]; online?: boolean; auto?: (op: QueuedOperation) => unknown } = {},
) {
  const storage: { saved: QueuedOperation[] | null } = { saved: null }
  const open: Pending[] = []
  const spies = {
    send: vi.fn((_: QueuedOperation) => {}),
    persist: vi.fn((queue: QueuedOperation[]) => {
      storage.saved = structuredClone(queue)
    }),
    announce: vi.fn((_: { operation: QueuedOperation; message: string }) => {}),
    reconcile: vi.fn((_: { operation: QueuedOperation; outcome: ReplayOutcome }) => {}),
  }
  const machine = offlineQueueMachine.provide({
    actors: {
      send: fromPromise<unknown, QueuedOperation>(({ input }) => {
        spies.send(input)
        if (options.auto) {
          try {
            return Promise.resolve(options.auto(input))
          } catch (e) {
            return Promise.reject(e)
          }
        }
        return new Promise((resolve, reject) => open.push({ op: input, resolve, reject }))
      }),
    },
    actions: {
      persist: (_, q) => spies.persist(q),
      announce: (_, p) => spies.announce(p),
      reconcile: (_, p) => spies.reconcile(p),
    },
  })
  const actor = createActor(machine, {
    input: { queue: options.queue ?? [], online: options.online ?? false, kinds },
  }).start()
  const queue = () => actor.getSnapshot().context.queue
  const sentTypes = () => spies.send.mock.calls.map((c) => c[0].type)
  return { actor, spies, open, storage, queue, sentTypes }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('offline queue', () => {
  it('R4.41 R3.17 queue.add offline keeps the operation, persists it and announces it in Chinese', () => {
    const { actor, spies, storage, queue } = setupActor()
    const like = op('like', { postId: 5 })
    actor.send({ type: 'queue.add', operation: like })
    expect(queue()).toEqual([like])
    expect(storage.saved).toEqual([like])
    expect(spies.announce).toHaveBeenCalledWith({ operation: like, message: '点赞已加入队列，将在网络恢复后执行' })
    expect(spies.send).not.toHaveBeenCalled()
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    expect(like).toMatchObject({ type: 'like', payload: { postId: 5 }, retryCount: 0 })
    expect(typeof like.id).toBe('string')
  })

  it('R4.41 the announcement names the operation by the label its type was given', () => {
    const { actor, spies } = setupActor()
    actor.send({ type: 'queue.add', operation: op('unfollow', { userId: 3 }) })
    expect(spies.announce).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: '取消关注已加入队列，将在网络恢复后执行' }),
    )
    expect(queuedMessage('评论')).toBe('评论已加入队列，将在网络恢复后执行')
  })

  it('R4.14 on network.online the queue is replayed in order, one call at a time', async () => {
    const { actor, open, spies, queue, storage } = setupActor()
    const ops = [op('like', { postId: 1 }), op('bookmark', { postId: 2 }), op('unlike', { postId: 3 })]
    for (const o of ops) actor.send({ type: 'queue.add', operation: o })
    actor.send({ type: 'network.online' })
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().hasTag('replaying')).toBe(true)
    // Still in the queue (and in storage) until the server answered.
    expect(queue()).toHaveLength(3)
    expect(storage.saved).toHaveLength(3)
    open[0]!.resolve({ isLiked: true, likeCount: 8 })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.reconcile).toHaveBeenCalledWith({
      operation: ops[0],
      outcome: { ok: true, result: { isLiked: true, likeCount: 8 } },
    })
    expect(storage.saved).toEqual(ops.slice(1))
    expect(spies.send).toHaveBeenCalledTimes(2)
    open[1]!.resolve('b')
    await vi.advanceTimersByTimeAsync(0)
    open[2]!.resolve('f')
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.send.mock.calls.map((c) => c[0].id)).toEqual(ops.map((o) => o.id))
    expect(queue()).toEqual([])
    expect(storage.saved).toEqual([])
    expect(actor.getSnapshot().hasTag('idle')).toBe(true)
  })

  it('R4.14 exactly once: two quick network.online events send each operation once', async () => {
    const { actor, spies, sentTypes } = setupActor({ auto: () => 'ok' })
    actor.send({ type: 'queue.add', operation: op('like', { postId: 1 }) })
    actor.send({ type: 'queue.add', operation: op('bookmark', { postId: 1 }) })
    actor.send({ type: 'network.online' })
    actor.send({ type: 'network.online' })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'network.online' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sentTypes()).toEqual(['like', 'bookmark'])
    expect(spies.reconcile).toHaveBeenCalledTimes(2)
  })

  it('R4.14 going offline mid-call lets the call finish once and then stops', async () => {
    const { actor, open, spies, queue } = setupActor()
    actor.send({ type: 'queue.add', operation: op('like', { postId: 1 }) })
    actor.send({ type: 'queue.add', operation: op('like', { postId: 2 }) })
    actor.send({ type: 'network.online' })
    actor.send({ type: 'network.offline' })
    open[0]!.resolve('ok')
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(queue()).toHaveLength(1)
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    actor.send({ type: 'network.online' })
    expect(spies.send).toHaveBeenCalledTimes(2)
  })

  it('R3.17 R4.14 the queue survives a reload: a new actor from the persisted queue replays it', async () => {
    const first = setupActor()
    const ops = [op('like', { postId: 1 }), op('unbookmark', { postId: 9 })]
    for (const o of ops) first.actor.send({ type: 'queue.add', operation: o })
    first.actor.stop()
    const restored = JSON.parse(JSON.stringify(first.storage.saved)) as QueuedOperation[]

    const second = setupActor({ queue: restored, online: true, auto: () => 'ok' })
    await vi.advanceTimersByTimeAsync(0)
    expect(second.spies.send.mock.calls.map((c) => c[0])).toEqual(ops)
    expect(second.queue()).toEqual([])
    expect(second.storage.saved).toEqual([])
  })

  it('R3.17 a reload in the middle of a replay sends only what the server had not answered', async () => {
    const first = setupActor()
    const ops = [op('like', { postId: 1 }), op('bookmark', { postId: 1 })]
    for (const o of ops) first.actor.send({ type: 'queue.add', operation: o })
    first.actor.send({ type: 'network.online' })
    first.open[0]!.resolve('ok')
    await vi.advanceTimersByTimeAsync(0)
    first.actor.stop() // the tab closes while the second call is on the wire
    const second = setupActor({ queue: first.storage.saved!, online: true, auto: () => 'ok' })
    await vi.advanceTimersByTimeAsync(0)
    expect(second.sentTypes()).toEqual(['bookmark'])
  })

  it('R4.14 coalescing: like then unlike of the same post while offline leaves nothing to send', async () => {
    const { actor, spies, queue, storage } = setupActor({ auto: () => 'ok' })
    actor.send({ type: 'queue.add', operation: op('like', { postId: 4 }) })
    actor.send({ type: 'queue.add', operation: op('bookmark', { postId: 4 }) })
    actor.send({ type: 'queue.add', operation: op('unlike', { postId: 4 }) })
    expect(queue().map((o) => o.type)).toEqual(['bookmark'])
    expect(storage.saved?.map((o) => o.type)).toEqual(['bookmark'])
    expect(spies.announce).toHaveBeenCalledTimes(3)
    actor.send({ type: 'queue.add', operation: op('unbookmark', { postId: 4 }) })
    actor.send({ type: 'queue.add', operation: op('bookmark', { postId: 6 }) })
    actor.send({ type: 'queue.add', operation: op('bookmark', { postId: 6 }) })
    actor.send({ type: 'queue.add', operation: op('unlike', { postId: 5 }) })
    actor.send({ type: 'network.online' })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.send.mock.calls.map((c) => [c[0].type, c[0].payload])).toEqual([
      ['bookmark', { postId: 6 }],
      ['unlike', { postId: 5 }],
    ])
  })

  it('R4.14 coalesce() never touches the operation on the wire, keeps other keys, and never merges an operation without one', () => {
    const keyOf = kinds.mergeKeyOf
    const like = op('like', { postId: 1 })
    const unlike = op('unlike', { postId: 1 })
    expect(coalesce([like], unlike, keyOf, like.id)).toEqual([like, unlike])
    expect(coalesce([like], unlike, keyOf)).toEqual([])
    const other = op('unlike', { postId: 2 })
    expect(coalesce([like], other, keyOf)).toEqual([like, other])
    const follow = op('follow', { userId: 1 })
    expect(coalesce([like, follow], op('unfollow', { userId: 1 }), keyOf)).toEqual([like])
    const c1 = op('comment', { postId: 1, content: 'a' })
    const c2 = op('comment', { postId: 1, content: 'a' })
    expect(coalesce([c1], c2, keyOf)).toEqual([c1, c2])
  })

  it('R4.14 what merges is what the input says: same key undoes or repeats, whatever the payload looks like', () => {
    // Two likes of different comments under one post: by their own key, not by a postId they share.
    const byComment: OperationKinds['mergeKeyOf'] = (o) =>
      `comment-like:${(o.payload as { commentId: number }).commentId}`
    const a = op('comment.like', { postId: 1, commentId: 10 })
    const b = op('comment.unlike', { postId: 1, commentId: 11 })
    expect(coalesce([a], b, byComment)).toEqual([a, b])
    expect(coalesce([a, b], op('comment.unlike', { postId: 1, commentId: 10 }), byComment)).toEqual([b])
  })

  it('R4.14 a retryable failure keeps the operation, stops the replay, and retries on a timer', async () => {
    const { actor, open, spies, queue, storage } = setupActor()
    const ops = [op('like', { postId: 1 }), op('like', { postId: 2 })]
    for (const o of ops) actor.send({ type: 'queue.add', operation: o })
    actor.send({ type: 'network.online' })
    open[0]!.reject(httpError(503))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true)
    expect(queue()[0]).toMatchObject({ id: ops[0]!.id, retryCount: 1 })
    expect(storage.saved?.[0]?.retryCount).toBe(1)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(spies.reconcile).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000) // R4.38 backoff: 1 s after the first failure
    expect(spies.send).toHaveBeenCalledTimes(2)
    expect(spies.send.mock.calls[1]![0].id).toBe(ops[0]!.id)
    open[1]!.reject(networkError())
    await vi.advanceTimersByTimeAsync(1999)
    expect(spies.send).toHaveBeenCalledTimes(2)
    // The next online event does not wait for the timer.
    actor.send({ type: 'network.online' })
    expect(spies.send).toHaveBeenCalledTimes(3)
    open[2]!.resolve('ok')
    await vi.advanceTimersByTimeAsync(0)
    open[3]!.resolve('ok')
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.send.mock.calls.map((c) => c[0].id)).toEqual([ops[0]!.id, ops[0]!.id, ops[0]!.id, ops[1]!.id])
    expect(queue()).toEqual([])
  })

  it('R4.14 a retryable failure while offline waits for the next online event', async () => {
    const { actor, open, spies } = setupActor()
    actor.send({ type: 'queue.add', operation: op('like') })
    actor.send({ type: 'network.online' })
    actor.send({ type: 'network.offline' })
    open[0]!.reject(networkError())
    await vi.advanceTimersByTimeAsync(60_000)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    actor.send({ type: 'network.online' })
    expect(spies.send).toHaveBeenCalledTimes(2)
  })

  it('R4.14 a non-retryable failure drops the operation, reconciles it, and moves on', async () => {
    const { actor, open, spies, queue } = setupActor()
    const ops = [op('like', { postId: 1 }), op('like', { postId: 2 })]
    for (const o of ops) actor.send({ type: 'queue.add', operation: o })
    actor.send({ type: 'network.online' })
    const refused = httpError(404)
    open[0]!.reject(refused)
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.reconcile).toHaveBeenCalledWith({ operation: ops[0], outcome: { ok: false, error: refused } })
    expect(queue()).toEqual([ops[1]])
    expect(spies.send).toHaveBeenCalledTimes(2)
  })

  it('R4.14 an operation added while online is sent at once; queue.clear (logout) empties storage', async () => {
    const a = setupActor({ online: true, auto: () => 'ok' })
    a.actor.send({ type: 'queue.add', operation: op('like') })
    await vi.advanceTimersByTimeAsync(0)
    expect(a.spies.send).toHaveBeenCalledOnce()

    const b = setupActor()
    b.actor.send({ type: 'queue.add', operation: op('like') })
    b.actor.send({ type: 'queue.clear' })
    expect(b.queue()).toEqual([])
    expect(b.storage.saved).toEqual([])
    b.actor.send({ type: 'network.online' })
    expect(b.spies.send).not.toHaveBeenCalled()
  })
})
