import { signal } from '@preact/signals-react'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createQueuedOperation, type QueuedOperation } from '@machines/offline-queue.machine'
import { createOfflineQueue, queuedOperations, queuedToggleState, type OfflineQueueOptions } from './offline-queue'
import { defineQueuedOperation, type QueuedOperationDefinition } from './operation-definition'
import { createOperationRegistry } from './operation-registry'

const Payload = v.object({ postId: v.number() })
const Result = v.object({ ok: v.number() })
const stops: Array<() => void> = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

function setup(online = false, initial: QueuedOperation[] = []) {
  const sent: string[] = []
  const settled: unknown[] = []
  const define = (type: string, label: string, answer: (postId: number) => unknown = (postId) => ({ ok: postId })) =>
    defineQueuedOperation({
      type,
      label,
      payload: Payload,
      result: Result,
      mergeKey: ({ postId }) => `${type.replace(/^un/, '')}:post:${postId}`,
      replay: async () => ({
        send: async ({ postId }) => {
          sent.push(`${type}:${postId}`)
          return answer(postId) as v.InferOutput<typeof Result>
        },
        settle: (payload, outcome) => settled.push({ type, payload, outcome }),
      }),
    })
  const like = define('like', '点赞')
  const unlike = define('unlike', '取消点赞')
  const bookmark = define('bookmark', '收藏')
  const unbookmark = define('unbookmark', '取消收藏', () => ({ ok: 'not a number' }))
  const net = signal(online)
  const options: OfflineQueueOptions = {
    operations: createOperationRegistry([like, unlike, bookmark, unbookmark]),
    online: net,
    initial,
    persist: vi.fn(),
    announce: vi.fn(),
    reportFailure: vi.fn(),
  }
  const queue = createOfflineQueue(options)
  stops.push(queue.stop)
  return { queue, net, sent, settled, options, like, unlike, bookmark, unbookmark }
}

describe('app-level offline queue', () => {
  it('R4.14 R4.41 each operation replays the way its definition says, once the network is back; settle gets the answer its result schema read', async () => {
    const { queue, net, sent, settled, options, like, bookmark } = setup()
    queue.enqueue(like, { postId: 3 })
    queue.enqueue(bookmark, { postId: 4 })
    expect(options.announce).toHaveBeenCalledWith('点赞已加入队列，将在网络恢复后执行')
    expect(options.announce).toHaveBeenCalledWith('收藏已加入队列，将在网络恢复后执行')
    expect(sent).toEqual([])
    net.value = true
    await waitFor(queue.actor, (s) => s.context.queue.length === 0)
    expect(sent).toEqual(['like:3', 'bookmark:4'])
    expect(settled).toEqual([
      { type: 'like', payload: { postId: 3 }, outcome: { ok: true, result: { ok: 3 } } },
      { type: 'bookmark', payload: { postId: 4 }, outcome: { ok: true, result: { ok: 4 } } },
    ])
    expect(options.persist).toHaveBeenLastCalledWith([])
    expect(options.reportFailure).not.toHaveBeenCalled()
  })

  it('R4.14 like then unlike of one post while offline merge by their key: nothing is sent', async () => {
    const { queue, net, sent, like, unlike } = setup()
    queue.enqueue(like, { postId: 3 })
    queue.enqueue(unlike, { postId: 3 })
    expect(queue.actor.getSnapshot().context.queue).toEqual([])
    net.value = true
    await waitFor(queue.actor, (s) => s.hasTag('idle'))
    expect(sent).toEqual([])
  })

  it('R4.14 an answer the result schema cannot read is reported, and settle is told it failed', async () => {
    const { queue, net, settled, options, unbookmark } = setup()
    queue.enqueue(unbookmark, { postId: 5 })
    net.value = true
    await waitFor(queue.actor, (s) => s.context.queue.length === 0)
    expect(settled).toEqual([
      { type: 'unbookmark', payload: { postId: 5 }, outcome: { ok: false, error: expect.any(v.ValiError) } },
    ])
    expect(options.reportFailure).toHaveBeenCalledWith('离线操作同步失败', expect.any(String))
  })

  it('R4.14 an operation no definition can replay (another build’s type, a bad payload) is dropped and reported, never thrown', async () => {
    const foreign = createQueuedOperation('teleport', { postId: 1 })
    const broken = createQueuedOperation('like', { postId: 'x' })
    const good = createQueuedOperation('bookmark', { postId: 2 })
    const { queue, sent, options } = setup(true, [foreign, broken, good])
    await waitFor(queue.actor, (s) => s.context.queue.length === 0)
    expect(sent).toEqual(['bookmark:2'])
    expect(options.reportFailure).toHaveBeenCalledTimes(2)
    expect(options.reportFailure).toHaveBeenCalledWith('离线操作同步失败', '无法重放的操作：teleport')
    expect(queue.actor.getSnapshot().status).toBe('active')
  })

  it('a definition left out of the registry cannot be queued: its operations would not survive a reload', () => {
    const { queue } = setup()
    const stray: QueuedOperationDefinition<{ postId: number }> = defineQueuedOperation({
      type: 'stray',
      label: '走丢',
      payload: Payload,
      result: v.unknown(),
      mergeKey: () => null,
      replay: async () => ({ send: async () => null }),
    })
    expect(() => queue.enqueue(stray, { postId: 1 })).toThrow(/"stray" is not registered/)
  })

  it('R4.14 clear forgets every queued operation (logout)', () => {
    const { queue, options, like } = setup()
    queue.enqueue(like, { postId: 3 })
    queue.clear()
    expect(queue.actor.getSnapshot().context.queue).toEqual([])
    expect(options.persist).toHaveBeenLastCalledWith([])
  })

  it('R4.14 what screens read of the queue: one type’s payloads, and the state a queued toggle will reach', () => {
    const { like, unlike, bookmark } = setup()
    const ops = [
      createQueuedOperation('like', { postId: 1 }),
      createQueuedOperation('bookmark', { postId: 2 }),
      createQueuedOperation('unlike', { postId: 2 }),
      createQueuedOperation('like', { postId: 'x' }),
    ]
    expect(queuedOperations(ops, like).map((op) => op.payload)).toEqual([{ postId: 1 }])
    expect(queuedOperations(ops, bookmark).map((op) => op.payload.postId)).toEqual([2])
    const toggle = { on: like, off: unlike, targetOf: ({ postId }: { postId: number }) => postId }
    expect(queuedToggleState(ops, toggle, 1)).toBe(true)
    expect(queuedToggleState(ops, toggle, 2)).toBe(false)
    expect(queuedToggleState(ops, toggle, 3)).toBeNull()
  })
})
