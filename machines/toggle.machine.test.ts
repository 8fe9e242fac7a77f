import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError, networkError } from '@/api/errors'
import {
  TOGGLE_MESSAGES,
  shownValues,
  toggleMachine,
  type ToggleEnqueue,
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

const OFF: ToggleValues = { active: false, count: 10 }

/** `send` answers from the script (a value, an error, or 'hang' to keep the call open). */
function setupActor(
  input: Partial<ToggleInput> = {},
  script: Array<ToggleValues | Error | 'hang'> = [],
  overrides: { rollback?: () => Promise<void> } = {},
) {
  const calls: string[] = []
  const open: Deferred[] = []
  const spies = {
    send: vi.fn((_: ToggleSendInput) => {}),
    commit: vi.fn((_: { targetId: number; values: ToggleValues }) => calls.push('commit')),
    enqueue: vi.fn((_: ToggleEnqueue) => calls.push('enqueue')),
    notifyError: vi.fn((_: { message: string; detail?: string }) => calls.push('notifyError')),
    notifyBusy: vi.fn((_: { message: string }) => calls.push('notifyBusy')),
    rollback: vi.fn(async (_: { targetId: number }) => {
      calls.push('rollback')
      await overrides.rollback?.()
    }),
  }
  const machine = toggleMachine.provide({
    actors: {
      send: fromPromise<ToggleValues, ToggleSendInput>(({ input, signal }) => {
        spies.send(input)
        const next = script.shift()
        if (next === 'hang' || next === undefined) {
          return new Promise((resolve, reject) => open.push({ resolve, reject, signal }))
        }
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
      }),
      rollback: fromPromise<void, { targetId: number }>(({ input }) => spies.rollback(input)),
    },
    actions: {
      commit: (_, p) => spies.commit(p),
      enqueue: (_, p) => spies.enqueue(p),
      notifyError: (_, p) => spies.notifyError(p),
      notifyBusy: (_, p) => spies.notifyBusy(p),
    },
  })
  const actor = createActor(machine, { input: { targetId: 7, online: true, ...input } }).start()
  /** What a screen shows when the server's values are `base`. */
  const view = (base: ToggleValues = OFF) => shownValues(actor.getSnapshot(), base)
  const flip = (current: ToggleValues = OFF) => actor.send({ type: 'toggle.flip', current })
  return { actor, spies, calls, open, view, flip }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toggle machine: like and bookmark rules (no debounce, flips while pending ignored)', () => {
  it('R4.7 the state and count flip at once, then the server values are committed', async () => {
    const { view, flip, spies, actor } = setupActor({}, [{ active: true, count: 42 }])
    flip()
    expect(view()).toEqual({ active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.commit).toHaveBeenCalledExactlyOnceWith({ targetId: 7, values: { active: true, count: 42 } })
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
    // Settled, the screen shows the server's values, wherever they come from.
    expect(view({ active: true, count: 42 })).toEqual({ active: true, count: 42 })
  })

  it('R4.7 turning off lowers the count, never below 0', () => {
    const { view, flip } = setupActor({}, ['hang'])
    flip({ active: true, count: 0 })
    expect(view()).toEqual({ active: false, count: 0 })
  })

  it('R4.9 turning on sends POST, turning off sends DELETE', async () => {
    const a = setupActor({}, [{ active: true, count: 11 }])
    a.flip({ active: false, count: 10 })
    expect(a.spies.send).toHaveBeenCalledWith({ targetId: 7, method: 'POST', attempt: 1 })
    const b = setupActor({}, [{ active: false, count: 2 }])
    b.flip({ active: true, count: 3 })
    expect(b.spies.send).toHaveBeenCalledWith({ targetId: 7, method: 'DELETE', attempt: 1 })
  })

  it('R4.11 tagged pending while the call runs; flips while pending are ignored', async () => {
    const { actor, open, spies, view, flip } = setupActor({}, ['hang'])
    flip()
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    flip({ active: true, count: 11 })
    flip({ active: true, count: 11 })
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(spies.notifyBusy).not.toHaveBeenCalled()
    expect(view()).toEqual({ active: true, count: 11 })
    open[0]!.resolve({ active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.12 a refusal drops the change, re-reads the server values, then shows the server message', async () => {
    const { view, flip, spies, calls, actor } = setupActor({}, [httpError(404, '帖子不存在')])
    flip()
    await vi.advanceTimersByTimeAsync(0)
    expect(view()).toEqual(OFF)
    expect(spies.rollback).toHaveBeenCalledWith({ targetId: 7 })
    expect(spies.notifyError).toHaveBeenCalledWith({ message: '帖子不存在', detail: TOGGLE_MESSAGES.failed })
    expect(calls).toEqual(['rollback', 'notifyError'])
    expect(spies.commit).not.toHaveBeenCalled()
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.12 R4.39 429 and other 4xx roll back at once without a retry; a bare error gives 操作失败，已回滚更改', async () => {
    const { flip, spies } = setupActor({}, [httpError(429, '请求过于频繁，请稍后再试')])
    flip()
    await vi.advanceTimersByTimeAsync(5000)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(spies.notifyError).toHaveBeenCalledWith({
      message: '请求过于频繁，请稍后再试',
      detail: '操作失败，已回滚更改',
    })
    const b = setupActor({}, [new Error('boom')])
    b.flip()
    await vi.advanceTimersByTimeAsync(0)
    expect(b.spies.notifyError).toHaveBeenCalledWith({ message: '操作失败，已回滚更改' })
  })

  it('R4.12 a rollback that itself fails shows 回滚失败，请刷新页面', async () => {
    const { flip, spies, view, actor } = setupActor({}, [httpError(400)], {
      rollback: () => Promise.reject(new Error('cache gone')),
    })
    flip()
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.notifyError).toHaveBeenCalledExactlyOnceWith({ message: '回滚失败，请刷新页面' })
    expect(view()).toEqual(OFF)
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('R4.13 online failures retry after 1 s × attempt, up to 3 attempts, then 达到最大重试次数', async () => {
    const { actor, spies, view, flip } = setupActor({}, [httpError(503), networkError(), httpError(500)])
    flip()
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.send).toHaveBeenCalledTimes(1)
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
    expect(view()).toEqual(OFF)
    expect(actor.getSnapshot().context.error).toEqual({ reason: 'exhausted', message: '达到最大重试次数' })
    expect(spies.notifyError).toHaveBeenCalledWith({ message: '达到最大重试次数', detail: '操作失败，已回滚更改' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(spies.send).toHaveBeenCalledTimes(3)
  })

  it('R4.13 a retry that succeeds commits the server values', async () => {
    const { spies, flip } = setupActor({}, [httpError(502), { active: true, count: 12 }])
    flip()
    await vi.advanceTimersByTimeAsync(1000)
    expect(spies.commit).toHaveBeenCalledExactlyOnceWith({ targetId: 7, values: { active: true, count: 12 } })
    expect(spies.notifyError).not.toHaveBeenCalled()
  })

  it('R4.8 R9.4 a pending change that has not settled after 10 s rolls back, and a late answer changes nothing', async () => {
    const { actor, open, spies, view, flip } = setupActor({}, ['hang'])
    flip()
    await vi.advanceTimersByTimeAsync(9_999)
    expect(view()).toEqual({ active: true, count: 11 })
    await vi.advanceTimersByTimeAsync(1)
    expect(view()).toEqual(OFF)
    expect(actor.getSnapshot().context.error?.reason).toBe('timeout')
    expect(spies.rollback).toHaveBeenCalledOnce()
    expect(open[0]!.signal.aborted).toBe(true)
    open[0]!.resolve({ active: true, count: 99 })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.commit).not.toHaveBeenCalled()
  })

  it('R4.8 R4.13 the 10 s limit also ends a retry sequence that is still running', async () => {
    const { actor, spies, flip } = setupActor({}, [httpError(503), 'hang'])
    flip()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(spies.send).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.error?.reason).toBe('timeout')
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.14 offline: handed to the queue with the state to reach, no call made, no error', async () => {
    const { actor, spies, flip } = setupActor({ online: false })
    flip()
    expect(spies.enqueue).toHaveBeenCalledExactlyOnceWith({ targetId: 7, active: true })
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(spies.send).not.toHaveBeenCalled()
    expect(spies.notifyError).not.toHaveBeenCalled()
    // The next flip starts from what the screen shows (the queued change) and queues the opposite.
    flip({ active: true, count: 11 })
    expect(spies.enqueue).toHaveBeenLastCalledWith({ targetId: 7, active: false })
  })

  it('R4.14 a network failure after the browser went offline keeps the change and queues it', async () => {
    const { actor, open, spies, flip } = setupActor({}, ['hang'])
    flip()
    actor.send({ type: 'network.offline' })
    open[0]!.reject(networkError())
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.enqueue).toHaveBeenCalledExactlyOnceWith({ targetId: 7, active: true })
    expect(spies.rollback).not.toHaveBeenCalled()
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.14 going offline during a retry wait queues instead of retrying; back online, flips call again', async () => {
    const { actor, spies, flip } = setupActor({}, [httpError(503), { active: false, count: 9 }])
    flip()
    await vi.advanceTimersByTimeAsync(500)
    actor.send({ type: 'network.offline' })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(spies.send).toHaveBeenCalledTimes(1)
    expect(spies.enqueue).toHaveBeenCalledOnce()
    actor.send({ type: 'network.online' })
    flip({ active: true, count: 10 })
    expect(spies.send).toHaveBeenLastCalledWith({ targetId: 7, method: 'DELETE', attempt: 1 })
  })
})

describe('toggle machine: follow rules (debounce 500 ms, a second request while pending is refused)', () => {
  const follow = { rules: { debounceMs: 500, whileBusy: 'reject' as const } }

  it('R4.17 R9.30 the call leaves 500 ms after the flip; the screen shows the change at once', async () => {
    const { flip, spies, view, actor } = setupActor(follow, [{ active: true, count: 101 }])
    flip({ active: false, count: 100 })
    expect(view({ active: false, count: 100 })).toEqual({ active: true, count: 101 })
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    await vi.advanceTimersByTimeAsync(499)
    expect(spies.send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(spies.send).toHaveBeenCalledExactlyOnceWith({ targetId: 7, method: 'POST', attempt: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.commit).toHaveBeenCalledWith({ targetId: 7, values: { active: true, count: 101 } })
  })

  it('R4.17 flipping back within the debounce sends nothing at all', async () => {
    const { flip, spies, actor } = setupActor(follow)
    flip({ active: false, count: 100 })
    await vi.advanceTimersByTimeAsync(200)
    flip({ active: true, count: 101 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(spies.send).not.toHaveBeenCalled()
    expect(actor.getSnapshot().hasTag('settled')).toBe(true)
  })

  it('R4.16 a second request while one is pending is refused with 操作正在进行中，请稍候', async () => {
    const { flip, spies } = setupActor(follow, ['hang'])
    flip({ active: false, count: 100 })
    await vi.advanceTimersByTimeAsync(500)
    flip({ active: true, count: 101 })
    expect(spies.notifyBusy).toHaveBeenCalledExactlyOnceWith({ message: '操作正在进行中，请稍候' })
    expect(spies.send).toHaveBeenCalledTimes(1)
  })

  it('R4.14 going offline during the debounce hands the change to the queue', () => {
    const { actor, flip, spies } = setupActor(follow)
    flip({ active: true, count: 5 })
    actor.send({ type: 'network.offline' })
    expect(spies.enqueue).toHaveBeenCalledExactlyOnceWith({ targetId: 7, active: false })
    expect(spies.send).not.toHaveBeenCalled()
  })
})
