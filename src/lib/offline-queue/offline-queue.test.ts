import { signal } from '@preact/signals-react'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createQueuedOperation, type QueuedOperation } from '@machines/offline-queue.machine'
import { createOfflineQueue, queuedToggleState, type OfflineQueueOptions } from './offline-queue'
import { defineReplay, type ReplayRegistry } from './replays'

const Payload = v.object({ postId: v.number() })
const stops: Array<() => void> = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

function setup(online = false, initial: QueuedOperation[] = []) {
  const sent: string[] = []
  const settled: unknown[] = []
  const replay = (type: string) =>
    defineReplay({
      payload: Payload,
      send: async ({ postId }) => {
        sent.push(`${type}:${postId}`)
        return { ok: postId }
      },
      settle: (payload, outcome) => settled.push({ type, payload, outcome }),
    })
  const replays: ReplayRegistry = {
    like: replay('like'),
    unlike: replay('unlike'),
    bookmark: replay('bookmark'),
    unbookmark: replay('unbookmark'),
    follow: replay('follow'),
    unfollow: replay('unfollow'),
    comment: replay('comment'),
    message: replay('message'),
  }
  const net = signal(online)
  const options: OfflineQueueOptions = {
    replays,
    online: net,
    initial,
    persist: vi.fn(),
    announce: vi.fn(),
    reportFailure: vi.fn(),
  }
  const queue = createOfflineQueue(options)
  stops.push(queue.stop)
  return { queue, net, sent, settled, options }
}

describe('app-level offline queue', () => {
  it('R4.14 R4.41 each operation replays the way its feature registered, once the network is back', async () => {
    const { queue, net, sent, settled, options } = setup()
    queue.enqueue('like', { postId: 3 })
    queue.enqueue('unbookmark', { postId: 4 })
    expect(options.announce).toHaveBeenCalledWith('点赞已加入队列，将在网络恢复后执行')
    expect(sent).toEqual([])
    net.value = true
    await waitFor(queue.actor, (s) => s.context.queue.length === 0)
    expect(sent).toEqual(['like:3', 'unbookmark:4'])
    expect(settled).toEqual([
      { type: 'like', payload: { postId: 3 }, outcome: { ok: true, result: { ok: 3 } } },
      { type: 'unbookmark', payload: { postId: 4 }, outcome: { ok: true, result: { ok: 4 } } },
    ])
    expect(options.persist).toHaveBeenLastCalledWith([])
  })

  it('R4.14 an operation no feature can replay (another build’s type, a bad payload) is dropped and reported, never thrown', async () => {
    const foreign = { ...createQueuedOperation('like', { postId: 1 }), type: 'teleport' } as unknown as QueuedOperation
    const broken = createQueuedOperation('like', { postId: 'x' })
    const good = createQueuedOperation('bookmark', { postId: 2 })
    const { queue, sent, options } = setup(true, [foreign, broken, good])
    await waitFor(queue.actor, (s) => s.context.queue.length === 0)
    expect(sent).toEqual(['bookmark:2'])
    expect(options.reportFailure).toHaveBeenCalledTimes(2)
    expect(options.reportFailure).toHaveBeenCalledWith('离线操作同步失败', '无法重放的操作：teleport')
    expect(queue.actor.getSnapshot().status).toBe('active')
  })

  it('R4.14 clear forgets every queued operation (logout)', () => {
    const { queue, options } = setup()
    queue.enqueue('like', { postId: 3 })
    queue.clear()
    expect(queue.actor.getSnapshot().context.queue).toEqual([])
    expect(options.persist).toHaveBeenLastCalledWith([])
  })

  it('R4.14 the state a queued toggle will reach: its last queued operation for that target', () => {
    const kind = { on: 'like' as const, off: 'unlike' as const, targetOf: (p: unknown) => (p as { postId: number }).postId }
    const ops = [createQueuedOperation('like', { postId: 1 }), createQueuedOperation('bookmark', { postId: 2 }), createQueuedOperation('unlike', { postId: 2 })]
    expect(queuedToggleState(ops, kind, 1)).toBe(true)
    expect(queuedToggleState(ops, kind, 2)).toBe(false)
    expect(queuedToggleState(ops, kind, 3)).toBeNull()
  })
})
