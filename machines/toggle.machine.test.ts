import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError, networkError } from '@/api/errors'
import {
  TOGGLE_MESSAGES,
  queuedOperationFor,
  toToggleValues,
  toggleMachine,
  type ToggleChange,
  type ToggleInput,
  type ToggleSendInput,
  type ToggleValues,
} from './toggle.machine'

const httpError = (status: number, message = `HTTP ${status}`) =>
  new ApiError({ type: status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR', status, message })

interface Deferred {
  resolve: (v: ToggleValues) => void
  reject: (e: unknown) => void
  signal: AbortSignal
}

/** `send` answers from the script (a value, an error, or 'hang' to keep the call open). */
function setupActor(
  input: Partial<ToggleInput> = {},
  script: Array<ToggleValues | Error | 'hang'> = [],
  overrides: { rollbackCaches?: () => Promise<void> } = {},
) {
  const calls: string[] = []
  const open: Deferred[] = []
  const spies = {
    send: vi.fn(async (_: ToggleSendInput) => {}),
    applyOptimistic: vi.fn((_: ToggleChange) => calls.push('applyOptimistic')),
    broadcast: vi.fn((_: ToggleChange) => calls.push('broadcast')),
    enqueue: vi.fn((_: ToggleChange & { operation: string }) => calls.push('enqueue')),
    notifyError: vi.fn((_: { message: string; detail?: string }) => calls.push('notifyError')),
    rollbackCaches: vi.fn(async (_: ToggleChange) => {
      calls.push('rollbackCaches')
      await overrides.rollbackCaches?.()
    }),
  }
  const machine = toggleMachine.provide({
    actors: {
      send: fromPromise<ToggleValues, ToggleSendInput>(({ input, signal }) => {
        void spies.send(input)
        const next = script.shift()
        if (next === 'hang' || next === undefined) {
          return new Promise((resolve, reject) => open.push({ resolve, reject, signal }))
        }
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
      }),
      rollbackCaches: fromPromise<void, ToggleChange>(({ input }) => spies.rollbackCaches(input)),
    },
    actions: {
      applyOptimistic: (_, p) => spies.applyOptimistic(p),
      broadcast: (_, p) => spies.broadcast(p),
      enqueue: (_, p) => spies.enqueue(p),
      notifyError: (_, p) => spies.notifyError(p),
    },
  })
  const actor = createActor(machine, {
    input: { kind: 'like', postId: 7, active: false, count: 10, online: true, ...input },
  }).start()
  const view = () => {
    const s = actor.getSnapshot()
    return { active: s.context.active, count: s.context.count }
  }
  return { actor, spies, calls, open, view }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toggle machine (like and bookmark)', () => {
  it('R4.7 the state and count flip at once, then the server values are taken', async () => {
    const { actor, view, spies } = setupActor({}, [{ active: true, count: 42 }])
    actor.send({ type: 'toggle.flip' })
    expect(view()).toEqual({ active: true, count: 11 })
    expect(spies.applyOptimistic).toHaveBeenCalledWith({ kind: 'like', postId: 7, active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(0)
    expect(view()).toEqual({ active: true, count: 42 })
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.7 unliking lowers the count, never below 0', () => {
    const { actor, view } = setupActor({ active: true, count: 0 }, ['hang'])
    actor.send({ type: 'toggle.flip' })
    expect(view()).toEqual({ active: false, count: 0 })
  })

  it('R4.9 not liked sends POST, liked sends DELETE; bookmark works the same', async () => {
    const a = setupActor({ active: false }, [{ active: true, count: 11 }])
    a.actor.send({ type: 'toggle.flip' })
    expect(a.spies.send).toHaveBeenCalledWith({ kind: 'like', postId: 7, method: 'POST', attempt: 1 })

    const b = setupActor({ kind: 'bookmark', active: true, count: 3 }, [{ active: false, count: 2 }])
    b.actor.send({ type: 'toggle.flip' })
    expect(b.spies.send).toHaveBeenCalledWith({ kind: 'bookmark', postId: 7, method: 'DELETE', attempt: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(b.view()).toEqual({ active: false, count: 2 })
  })

  it('R4.9 maps the like and bookmark answers onto { active, count }', () => {
    expect(toToggleValues({ isLiked: true, likeCount: 5 })).toEqual({ active: true, count: 5 })
    expect(toToggleValues({ isBookmarked: false, bookmarkCount: 2 })).toEqual({ active: false, count: 2 })
    expect(queuedOperationFor('like', false)).toBe('unlike')
    expect(queuedOperationFor('bookmark', true)).toBe('bookmark')
  })

  it('R4.10 a success is broadcast with the server values', async () => {
    const { actor, spies } = setupActor({}, [{ active: true, count: 42 }])
    actor.send({ type: 'toggle.flip' })
    expect(spies.broadcast).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.broadcast).toHaveBeenCalledExactlyOnceWith({ kind: 'like', postId: 7, active: true, count: 42 })
  })

  it('R4.11 tag pending while the call runs (spinner); flips while pending are ignored', async () => {
    const { actor, open, spies, view } = setupActor({}, ['hang'])
    actor.send({ type: 'toggle.flip' })
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    expect(actor.getSnapshot().hasTag('settled')).toBe(false)
    actor.send({ type: 'toggle.flip' })
    actor.send({ type: 'toggle.flip' })
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(view()).toEqual({ active: true, count: 11 })
    open[0]!.resolve({ active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('pending')).toBe(false)
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.12 a refusal rolls back caches and state, then shows the server message', async () => {
    const { actor, view, spies, calls } = setupActor({}, [httpError(404, '帖子不存在')])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(0)
    expect(view()).toEqual({ active: false, count: 10 })
    expect(spies.rollbackCaches).toHaveBeenCalledWith({ kind: 'like', postId: 7, active: false, count: 10 })
    expect(spies.notifyError).toHaveBeenCalledWith({ message: '帖子不存在', detail: TOGGLE_MESSAGES.failed })
    expect(calls).toEqual(['applyOptimistic', 'rollbackCaches', 'notifyError'])
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.12 R4.39 429 and other 4xx roll back at once without a retry; a bare error gives 操作失败，已回滚更改', async () => {
    const { actor, spies } = setupActor({}, [httpError(429, '请求过于频繁，请稍后再试')])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(spies.notifyError).toHaveBeenCalledWith({ message: '请求过于频繁，请稍后再试', detail: '操作失败，已回滚更改' })

    const b = setupActor({}, [new Error('boom')])
    b.actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(0)
    expect(b.spies.notifyError).toHaveBeenCalledWith({ message: '操作失败，已回滚更改' })
  })

  it('R4.12 a rollback that itself fails shows 回滚失败，请刷新页面', async () => {
    const { actor, spies, view } = setupActor({}, [httpError(400)], {
      rollbackCaches: () => Promise.reject(new Error('cache gone')),
    })
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.notifyError).toHaveBeenCalledExactlyOnceWith({ message: '回滚失败，请刷新页面' })
    expect(view()).toEqual({ active: false, count: 10 })
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('R4.13 online failures retry after 1 s × attempt, up to 3 attempts, then 达到最大重试次数', async () => {
    const { actor, spies, view } = setupActor({}, [httpError(503), networkError(), httpError(500)])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(spies.send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(spies.send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(spies.send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(spies.send).toHaveBeenCalledTimes(3)
    expect(spies.send.mock.calls.map((c) => c[0].attempt)).toEqual([1, 2, 3])
    expect(spies.send.mock.calls.every((c) => c[0].method === 'POST')).toBe(true)
    expect(view()).toEqual({ active: false, count: 10 })
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'exhausted', message: '达到最大重试次数' })
    expect(spies.notifyError).toHaveBeenCalledWith({ message: '达到最大重试次数', detail: '操作失败，已回滚更改' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(spies.send).toHaveBeenCalledTimes(3)
  })

  it('R4.13 a retry that succeeds takes the server values', async () => {
    const { actor, spies, view } = setupActor({}, [httpError(502), { active: true, count: 12 }])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(view()).toEqual({ active: true, count: 12 })
    expect(spies.notifyError).not.toHaveBeenCalled()
    expect(spies.broadcast).toHaveBeenCalledOnce()
  })

  it('R4.8 R9.4 a pending update that has not settled after 10 s rolls back', async () => {
    const { actor, open, spies, view } = setupActor({}, ['hang'])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    expect(view()).toEqual({ active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(1)
    expect(view()).toEqual({ active: false, count: 10 })
    expect(actor.getSnapshot().context.error?.reason).toBe('timeout')
    expect(spies.rollbackCaches).toHaveBeenCalledOnce()
    expect(open[0]!.signal.aborted).toBe(true)
    // A late answer of the cancelled call changes nothing.
    open[0]!.resolve({ active: true, count: 99 })
    await vi.advanceTimersByTimeAsync(0)
    expect(view()).toEqual({ active: false, count: 10 })
    expect(spies.broadcast).not.toHaveBeenCalled()
  })

  it('R4.8 R4.13 the 10 s limit also ends a retry sequence that is still running', async () => {
    const { actor, spies } = setupActor({}, [httpError(503), 'hang'])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(spies.send).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.error?.reason).toBe('timeout')
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.14 offline: applied locally, queued, reported as success, no call made', async () => {
    const { actor, spies, view } = setupActor({ online: false })
    actor.send({ type: 'toggle.flip' })
    expect(view()).toEqual({ active: true, count: 11 })
    expect(actor.getSnapshot().hasTag('queued')).toBe(true)
    expect(actor.getSnapshot().hasTag('pending')).toBe(false)
    expect(spies.enqueue).toHaveBeenCalledWith({ kind: 'like', postId: 7, active: true, count: 11, operation: 'like' })
    expect(spies.broadcast).toHaveBeenCalledWith({ kind: 'like', postId: 7, active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(spies.send).not.toHaveBeenCalled()
    expect(spies.notifyError).not.toHaveBeenCalled()
    expect(view()).toEqual({ active: true, count: 11 })
    // A second flip offline queues the opposite operation (the queue coalesces the pair).
    actor.send({ type: 'toggle.flip' })
    expect(spies.enqueue).toHaveBeenLastCalledWith({ kind: 'like', postId: 7, active: false, count: 10, operation: 'unlike' })
  })

  it('R4.14 network.offline switches to queueing; network.online and the reconcile settle it', async () => {
    const { actor, spies, view } = setupActor({ kind: 'bookmark', active: true, count: 4 })
    actor.send({ type: 'network.offline' })
    actor.send({ type: 'toggle.flip' })
    expect(spies.enqueue).toHaveBeenCalledWith(expect.objectContaining({ operation: 'unbookmark' }))
    actor.send({ type: 'network.online' })
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
    actor.send({ type: 'toggle.sync', active: false, count: 3 })
    expect(view()).toEqual({ active: false, count: 3 })
    actor.send({ type: 'toggle.flip' })
    expect(spies.send).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }))
  })

  it('R4.14 a network failure after the browser went offline keeps the change and queues it', async () => {
    const { actor, open, spies, view } = setupActor({}, ['hang'])
    actor.send({ type: 'toggle.flip' })
    actor.send({ type: 'network.offline' })
    open[0]!.reject(networkError())
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('queued')).toBe(true)
    expect(view()).toEqual({ active: true, count: 11 })
    expect(spies.enqueue).toHaveBeenCalledOnce()
    expect(spies.rollbackCaches).not.toHaveBeenCalled()
  })

  it('R4.14 going offline during a retry wait queues instead of retrying', async () => {
    const { actor, spies } = setupActor({}, [httpError(503)])
    actor.send({ type: 'toggle.flip' })
    await vi.advanceTimersByTimeAsync(500)
    actor.send({ type: 'network.offline' })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(spies.enqueue).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().hasTag('queued')).toBe(true)
  })

  it('R4.10 toggle.sync takes values learnt elsewhere while settled, not while pending', async () => {
    const { actor, view, open } = setupActor({}, ['hang'])
    actor.send({ type: 'toggle.sync', active: true, count: 20 })
    expect(view()).toEqual({ active: true, count: 20 })
    actor.send({ type: 'toggle.flip' })
    actor.send({ type: 'toggle.sync', active: true, count: 30 })
    expect(view()).toEqual({ active: false, count: 19 })
    open[0]!.reject(httpError(400))
    await vi.advanceTimersByTimeAsync(0)
    expect(view()).toEqual({ active: true, count: 20 })
  })
})
