import { signal } from '@preact/signals-react'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestServices } from '@/test/services'
import { likeOperations } from '@/test/like-operations'
import { isOnline } from '../online-status'
import { createToggleRegistry, type ToggleDefinition } from './toggle-registry'
import { useToggle } from './use-toggle'

vi.mock('../toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), dismissAll: vi.fn() },
}))

afterEach(() => {
  isOnline.value = true
})

function setup() {
  const { on, off } = likeOperations()
  const { queue } = connectTestServices({ operations: [on, off] })
  let answer: (values: { active: boolean; count: number }) => void = () => {}
  const definition: ToggleDefinition<{ postId: number }> = {
    on,
    off,
    payloadFor: (postId) => ({ postId }),
    targetOf: ({ postId }) => postId,
    send: () => new Promise((resolve) => (answer = resolve)),
    commit: vi.fn(),
    rollback: async () => {},
  }
  const registry = createToggleRegistry(definition, isOnline)
  const base = signal({ active: false, count: 10 })
  const hook = renderHook(() => useToggle(registry, 7, base.value))
  return { hook, registry, definition, base, queue, answer: (v: { active: boolean; count: number }) => answer(v) }
}

describe('useToggle', () => {
  it('R4.7 R4.11 shows the change at once and pending, then the server’s values from the cache', async () => {
    const { hook, definition, base, answer } = setup()
    expect(hook.result.current).toMatchObject({ active: false, count: 10, pending: false })
    act(() => hook.result.current.flip())
    expect(hook.result.current).toMatchObject({ active: true, count: 11, pending: true })
    await act(async () => {
      answer({ active: true, count: 12 })
      await Promise.resolve()
    })
    expect(definition.commit).toHaveBeenCalledWith(7, { active: true, count: 12 })
    // Settled, the hook shows what the cache holds: no copy of the answer lingers.
    expect(hook.result.current).toMatchObject({ active: false, count: 10, pending: false })
    act(() => {
      base.value = { active: true, count: 12 }
    })
    hook.rerender()
    expect(hook.result.current).toMatchObject({ active: true, count: 12, pending: false })
  })

  it('R4.10 a new server value (a refetch, another tab) shows while settled, with nothing to reconcile', () => {
    const { hook, base } = setup()
    base.value = { active: true, count: 30 }
    hook.rerender()
    expect(hook.result.current).toMatchObject({ active: true, count: 30 })
  })

  it('R4.14 offline: the queued change shows (count included) until the queue has sent it', () => {
    const { hook, queue } = setup()
    act(() => {
      isOnline.value = false
    })
    act(() => hook.result.current.flip())
    expect(queue.actor.getSnapshot().context.queue.map((op) => [op.type, op.payload])).toEqual([
      ['like', { postId: 7 }],
    ])
    expect(hook.result.current).toMatchObject({ active: true, count: 11, pending: false, queued: true })
    // Flipping back offline cancels the queued like: the server's values show again.
    act(() => hook.result.current.flip())
    expect(queue.actor.getSnapshot().context.queue).toEqual([])
    expect(hook.result.current).toMatchObject({ active: false, count: 10, queued: false })
  })
})
