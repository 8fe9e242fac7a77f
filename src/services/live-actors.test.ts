import { signal } from '@preact/signals-react'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createLiveActorHub, createLiveActors, liveActors } from './live-actors'
import { endSession } from './session'

// A machine that records the network events it is told, and one that finishes when its call settles.
const listening = setup({
  types: { context: {} as { heard: string[] }, events: {} as { type: 'network.online' } | { type: 'network.offline' } },
}).createMachine({
  context: { heard: [] },
  on: {
    'network.online': { actions: assign({ heard: ({ context }) => [...context.heard, 'network.online'] }) },
    'network.offline': { actions: assign({ heard: ({ context }) => [...context.heard, 'network.offline'] }) },
  },
})
const oneCall = (call: Promise<unknown>) =>
  setup({ actors: { call: fromPromise(() => call) } }).createMachine({
    initial: 'sending',
    states: { sending: { invoke: { src: 'call', onDone: 'done', onError: 'done' } }, done: { type: 'final' } },
  })

describe('live actors (the app’s one actor registry)', () => {
  it('keeps actors by key with their note, in order, the same array until one starts or leaves there', () => {
    const actors = createLiveActors<number, ReturnType<typeof createActor<typeof listening>>, string>(signal(true))
    const a = actors.start(1, createActor(listening), 'first')
    const b = actors.start(1, createActor(listening), 'second')
    actors.start(2, createActor(listening), 'other')
    const entries = actors.entries(1)
    expect(entries.map((e) => e.note)).toEqual(['first', 'second'])
    expect(entries.map((e) => e.actor)).toEqual([a, b])
    expect(actors.entries(1)).toBe(entries)
    expect(actors.entries(3)).toEqual([])
  })

  it('tells each actor the network as it changes', () => {
    const online = signal(true)
    const actors = createLiveActors<number, ReturnType<typeof createActor<typeof listening>>>(online)
    const actor = actors.start(1, createActor(listening), undefined)
    online.value = false
    online.value = true
    expect(actor.getSnapshot().context.heard).toEqual(['network.online', 'network.offline', 'network.online'])
  })

  it('an actor that finishes leaves and subscribers are told', async () => {
    let settle = () => {}
    const call = new Promise<void>((resolve) => (settle = resolve))
    const actors = createLiveActors<number, ReturnType<typeof createActor<ReturnType<typeof oneCall>>>>(signal(true))
    let told = 0
    actors.subscribe(() => told++)
    actors.start(7, createActor(oneCall(call)), undefined)
    expect(actors.entries(7)).toHaveLength(1)
    settle()
    await call
    await Promise.resolve()
    expect(actors.entries(7)).toEqual([])
    expect(told).toBe(2)
  })

  it('R4.4 a logout (the session’s end) stops every actor, and subscribers are told once', () => {
    const actors = createLiveActors<number, ReturnType<typeof createActor<typeof listening>>>(signal(true))
    const a = actors.start(1, createActor(listening), undefined)
    const b = actors.start(2, createActor(listening), undefined)
    let told = 0
    actors.subscribe(() => told++)
    endSession()
    expect([a.getSnapshot().status, b.getSnapshot().status]).toEqual(['stopped', 'stopped'])
    expect(actors.entries(1)).toEqual([])
    expect(told).toBe(1)
  })
})

describe('the app’s live actors (created by its wiring, src/app/services.ts)', () => {
  it('are loud when used unconnected', () => {
    expect(() => liveActors.get()).toThrow(/live actors: used before it was connected/)
  })

  it('make a feature’s registry at its first use, the same one afterwards; stopping them stops every actor and leaves the session’s end', () => {
    const hub = createLiveActorHub()
    const owner = {}
    let made = 0
    const make = () => (
      made++, createLiveActors<number, ReturnType<typeof createActor<typeof listening>>>(signal(true))
    )
    expect(made).toBe(0)
    const registry = hub.registryOf(owner, make)
    expect(hub.registryOf(owner, make)).toBe(registry)
    expect(made).toBe(1)
    const a = registry.start(1, createActor(listening), undefined)
    hub.stop()
    expect(a.getSnapshot().status).toBe('stopped')
    expect(registry.entries(1)).toEqual([])
    // Gone from the session's end: a later logout does not reach it; a new hub makes a new registry.
    let told = 0
    registry.subscribe(() => told++)
    endSession()
    expect(told).toBe(0)
    expect(hub.registryOf(owner, make)).not.toBe(registry)
  })
})
