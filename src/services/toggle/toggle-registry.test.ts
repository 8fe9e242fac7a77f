import { signal } from '@preact/signals-react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { offlineQueue, type OfflineQueue } from '../offline-queue/offline-queue'
import type { QueuedOperationDefinition } from '../offline-queue/operation-definition'
import { likeOperations } from '@/test/like-operations'
import { createToggleRegistry, type ToggleDefinition } from './toggle-registry'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('../toast', () => ({ toast: toasts }))

const enqueued: Array<[string, unknown]> = []
const fakeQueue = {
  enqueue: (definition: QueuedOperationDefinition, payload: unknown) => enqueued.push([definition.type, payload]),
} as unknown as OfflineQueue
const stops: Array<() => void> = []
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  enqueued.length = 0
})

function setup(overrides: Partial<ToggleDefinition<{ postId: number }>> = {}) {
  stops.push(offlineQueue.connect(fakeQueue))
  const online = signal(true)
  const definition: ToggleDefinition<{ postId: number }> = {
    ...likeOperations(),
    payloadFor: (postId) => ({ postId }),
    targetOf: ({ postId }) => postId,
    send: vi.fn(async () => ({ active: true, count: 5 })),
    commit: vi.fn(),
    rollback: vi.fn(async () => {}),
    ...overrides,
  }
  const registry = createToggleRegistry(definition, online)
  stops.push(() => registry.reset())
  return { registry, definition, online }
}

describe('toggle registry', () => {
  it('one actor per target, shared by every caller, following the network state', () => {
    const { registry, online } = setup()
    const a = registry.actorFor(5)
    expect(registry.actorFor(5)).toBe(a)
    expect(registry.actorFor(6)).not.toBe(a)
    expect(registry.existing(7)).toBeUndefined()
    online.value = false
    expect(a.getSnapshot().context.online).toBe(false)
    online.value = true
    expect(a.getSnapshot().context.online).toBe(true)
  })

  it('R4.7 R4.9 a flip calls the definition’s send and commits the server’s answer', async () => {
    const { registry, definition } = setup()
    const actor = registry.actorFor(5)
    actor.send({ type: 'toggle.flip', current: { active: false, count: 4 } })
    await waitFor(actor, (s) => s.hasTag('settled'))
    expect(definition.send).toHaveBeenCalledWith(5, 'POST')
    expect(definition.commit).toHaveBeenCalledWith(5, { active: true, count: 5 })
  })

  it('R4.14 a flip offline goes to the app’s offline queue with the definition’s operation and payload', () => {
    const { registry, online } = setup()
    online.value = false
    registry.actorFor(8).send({ type: 'toggle.flip', current: { active: true, count: 2 } })
    expect(enqueued).toEqual([['unlike', { postId: 8 }]])
  })

  it('R4.12 R4.16 failures and refusals reach the user as toasts', async () => {
    const { registry } = setup({
      send: () => Promise.reject(Object.assign(new Error('帖子不存在'), { type: 'CLIENT_ERROR', status: 404 })),
    })
    const actor = registry.actorFor(5)
    actor.send({ type: 'toggle.flip', current: { active: false, count: 4 } })
    await waitFor(actor, (s) => s.hasTag('settled'))
    expect(toasts.error).toHaveBeenCalledWith('帖子不存在', '操作失败，已回滚更改')
    const follow = setup({ rules: { debounceMs: 0, whileBusy: 'reject' }, send: () => new Promise(() => {}) })
    const f = follow.registry.actorFor(3)
    f.send({ type: 'toggle.flip', current: { active: false, count: 1 } })
    f.send({ type: 'toggle.flip', current: { active: true, count: 2 } })
    expect(toasts.info).toHaveBeenCalledWith('操作正在进行中，请稍候')
  })

  it('R4.4 a reset stops every actor and its network subscription, and tells subscribers', () => {
    const { registry, online } = setup()
    let told = 0
    const unsubscribe = registry.subscribe(() => told++)
    const a = registry.actorFor(6)
    registry.reset()
    expect(told).toBe(2)
    expect(a.getSnapshot().status).toBe('stopped')
    online.value = false
    online.value = true
    expect(registry.existing(6)).toBeUndefined()
    expect(registry.actorFor(6)).not.toBe(a)
    unsubscribe()
  })
})
