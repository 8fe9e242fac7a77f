import { signal } from '@preact/signals-react'
import * as v from 'valibot'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createSyncChannel } from '@/lib/broadcast'
import { fakeBroadcastHub, fakeStorage } from '@/test/fake-browser'
import type * as GlobalState from '../global-state'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { createOfflineQueue } from './offline-queue'
import { defineQueuedOperation } from './operation-definition'
import { createOperationRegistry } from './operation-registry'

// A type of queued operation that exists only in this test: declared once, it queues, merges, survives a
// reload and replays without any list outside its declaration naming it (the machine, the stored state's
// schema and the queue read it from the registry they are given).

const server = { pokes: new Map<number, number>(), calls: [] as string[] }
const settled: Array<{ toyId: number; pokes: number }> = []

const Toy = v.object({ toyId: v.pipe(v.number(), v.integer(), v.minValue(1)) })
const Pokes = v.object({ toyId: v.number(), pokes: v.number() })

const toyDefinition = (type: string, label: string, delta: 1 | -1) =>
  defineQueuedOperation({
    type,
    label,
    payload: Toy,
    result: Pokes,
    // A poke and an unpoke of one toy set the same thing.
    mergeKey: ({ toyId }) => `toy:${toyId}`,
    replay: async () => ({
      send: async ({ toyId }) => {
        server.calls.push(`${type}:${toyId}`)
        server.pokes.set(toyId, (server.pokes.get(toyId) ?? 0) + delta)
        return { toyId, pokes: server.pokes.get(toyId)! }
      },
      settle: (_payload, outcome) => {
        if (!outcome.ok) return
        // The answer arrives typed by the result schema: no cast.
        expectTypeOf(outcome.result).toEqualTypeOf<{ toyId: number; pokes: number }>()
        settled.push(outcome.result)
      },
    }),
  })
const poke = toyDefinition('toy.poke', '戳一戳', 1)
const unpoke = toyDefinition('toy.unpoke', '取消戳一戳', -1)
const operations = createOperationRegistry([poke, unpoke])

const T0 = 1_750_000_000_000
const stops: Array<() => void> = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** One page load: the global store restored from `storage`, and the queue on it. */
async function openTab(storage: ReturnType<typeof fakeStorage>, online: boolean) {
  vi.resetModules()
  const gs = (await import('../global-state')) as typeof GlobalState
  stops.push(
    gs.initGlobalState({
      operations,
      storage,
      channel: createSyncChannel({ create: fakeBroadcastHub().create }),
      now: () => T0,
    }),
  )
  const announced: string[] = []
  const failures: string[] = []
  const queue = createOfflineQueue({
    operations,
    online: signal(online),
    initial: gs.pendingOperations.peek(),
    persist: gs.setPendingOperations,
    announce: (message) => announced.push(message),
    reportFailure: (message, detail) => failures.push(`${message}: ${detail}`),
  })
  stops.push(queue.stop)
  const queued = () =>
    queue.actor.getSnapshot().context.queue.map((op) => `${op.type}:${(op.payload as { toyId: number }).toyId}`)
  const stored = () =>
    JSON.parse(storage.data.get(STORAGE_KEYS.globalState) ?? 'null')?.state.pendingOperations as unknown[]
  return { queue, queued, stored, announced, failures }
}

describe('a type of queued operation declared in one place', () => {
  it('R4.14 R4.41 R3.17 toy.poke queues offline, merges by its own key, is stored and read back, and replays with a typed answer', async () => {
    const storage = fakeStorage()
    const first = await openTab(storage, false)
    first.queue.enqueue(poke, { toyId: 1 })
    first.queue.enqueue(poke, { toyId: 1 }) // a repeat: dropped
    first.queue.enqueue(poke, { toyId: 2 })
    first.queue.enqueue(unpoke, { toyId: 2 }) // undoes the poke of toy 2: both go
    first.queue.enqueue(poke, { toyId: 3 })
    expect(first.queued()).toEqual(['toy.poke:1', 'toy.poke:3'])
    expect(first.announced[0]).toBe('戳一戳已加入队列，将在网络恢复后执行')
    expect(first.announced[3]).toBe('取消戳一戳已加入队列，将在网络恢复后执行')
    expect(first.stored()).toMatchObject([
      { type: 'toy.poke', payload: { toyId: 1 } },
      { type: 'toy.poke', payload: { toyId: 3 } },
    ])

    // Another build left two it cannot read: a type nobody declares here, a payload toy.poke refuses.
    const blob = JSON.parse(storage.data.get(STORAGE_KEYS.globalState)!)
    blob.state.pendingOperations.push(
      { id: 'x-1', type: 'toy.kick', payload: { toyId: 1 }, timestamp: T0, retryCount: 0 },
      { id: 'x-2', type: 'toy.poke', payload: { toyId: 'one' }, timestamp: T0, retryCount: 0 },
    )
    storage.setItem(STORAGE_KEYS.globalState, JSON.stringify(blob))

    // Reload, still offline: the stored queue is read back with toy.poke's schema, and merges by its key.
    stops.splice(0).forEach((stop) => stop())
    const second = await openTab(storage, false)
    expect(second.queued()).toEqual(['toy.poke:1', 'toy.poke:3'])
    second.queue.enqueue(unpoke, { toyId: 3 })
    expect(second.queued()).toEqual(['toy.poke:1'])

    // Online: sent once, in order; the answer reaches settle read by the result schema.
    stops.splice(0).forEach((stop) => stop())
    const third = await openTab(storage, true)
    await waitFor(third.queue.actor, (s) => s.context.queue.length === 0)
    expect(server.calls).toEqual(['toy.poke:1'])
    expect(settled).toEqual([{ toyId: 1, pokes: 1 }])
    expect(third.failures).toEqual([])
    expect(third.stored()).toEqual([])
  })
})
