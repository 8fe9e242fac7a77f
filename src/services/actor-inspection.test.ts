import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { createActorRecorder } from './actor-inspection'

// A small machine with what the app's machines have: tags, context, a named action, an invoked promise.
const machine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'go' } | { type: 'noop' },
    tags: {} as 'busy' | 'settled',
  },
  actors: { call: fromPromise(async () => 7) },
  actions: { note: () => {} },
}).createMachine({
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      tags: 'settled',
      on: {
        go: { target: 'working', actions: ['note', assign({ count: ({ context }) => context.count + 1 })] },
        noop: {},
      },
    },
    working: { tags: 'busy', invoke: { src: 'call', onDone: 'idle' } },
  },
})

const clock = () => {
  let t = 1_000
  return vi.fn(() => (t += 10))
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true))

describe('the actor recorder', () => {
  it('keeps each root actor by name, with every processed event, the state it led to, its actions and the time', async () => {
    const recorder = createActorRecorder({ enabled: true, now: clock() })
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '点赞', subject: '帖子 12' }) }).start()
    actor.send({ type: 'go' })
    await until(() => actor.getSnapshot().matches('idle') && actor.getSnapshot().context.count === 1)

    const [only, ...rest] = recorder.actors()
    expect(rest).toEqual([]) // the invoked promise is not an actor of its own here
    expect(only!.name).toEqual({ kind: '点赞', subject: '帖子 12' })
    expect(only!.ref).toBe(actor)
    const steps = only!.steps.map((s) => ({
      event: s.event.type,
      state: (s.snapshot as unknown as { value: unknown }).value,
      actions: s.actions,
    }))
    expect(steps).toEqual([
      { event: 'xstate.init', state: 'idle', actions: [] },
      { event: 'go', state: 'working', actions: ['note'] },
      { event: expect.stringMatching(/^xstate\.done\.actor\./), state: 'idle', actions: [] },
    ])
    expect(only!.steps.map((s) => s.at)).toEqual([...only!.steps.map((s) => s.at)].sort((a, b) => a - b))
    expect(only!.stoppedAt).toBeNull()
  })

  it('tells its listeners of each change, and gives the same list until something changes', () => {
    const recorder = createActorRecorder({ enabled: true })
    const listener = vi.fn()
    recorder.subscribe(listener)
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '关注' }) }).start()
    const calls = listener.mock.calls.length
    expect(calls).toBeGreaterThan(0)
    const list = recorder.actors()
    expect(recorder.actors()).toBe(list)
    actor.send({ type: 'noop' })
    expect(listener.mock.calls.length).toBe(calls + 1)
    expect(recorder.actors()).not.toBe(list)
    expect(recorder.actors()[0]!.steps.at(-1)!.event.type).toBe('noop')
  })

  it('keeps at most maxSteps events per actor, counting the ones dropped', () => {
    const recorder = createActorRecorder({ enabled: true, maxSteps: 5 })
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '收藏' }) }).start()
    for (let i = 0; i < 12; i++) actor.send({ type: 'noop' })
    const [recorded] = recorder.actors()
    expect(recorded!.steps).toHaveLength(5)
    expect(recorded!.dropped).toBe(8) // 13 events: the init and 12 noops
    expect(recorded!.steps.every((s) => s.event.type === 'noop')).toBe(true)
  })

  it('moves an actor that stops to the stopped ones, keeping at most maxStopped of them', () => {
    const recorder = createActorRecorder({ enabled: true, maxStopped: 2 })
    const actors = [1, 2, 3].map((n) =>
      createActor(machine, { inspect: recorder.inspector({ kind: '评论', subject: `帖子 ${n}` }) }).start(),
    )
    actors[0]!.stop()
    expect(recorder.actors().map((a) => [a.name.subject, a.stoppedAt !== null])).toEqual([
      ['帖子 2', false],
      ['帖子 3', false],
      ['帖子 1', true],
    ])
    expect(recorder.actors().at(-1)!.steps.at(-1)!.event.type).toBe('xstate.stop')
    actors[1]!.stop()
    actors[2]!.stop()
    expect(recorder.actors().map((a) => a.name.subject)).toEqual(['帖子 2', '帖子 3'])
  })

  it('costs nothing per event while off: no step kept, no clock read, no listener told; it only notes which actors run', () => {
    const now = clock()
    const recorder = createActorRecorder({ now })
    const listener = vi.fn()
    recorder.subscribe(listener)
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '登录状态' }) }).start()
    const readsAtStart = now.mock.calls.length
    for (let i = 0; i < 20; i++) actor.send({ type: 'noop' })
    actor.send({ type: 'go' })

    expect(recorder.enabled).toBe(false)
    expect(now.mock.calls.length).toBe(readsAtStart)
    expect(listener).not.toHaveBeenCalled()
    const [noted] = recorder.actors()
    expect(noted!.steps).toEqual([])
    // The panel, once opened, still shows where it is now.
    expect(noted!.ref.getSnapshot().value).toBe('working')
  })

  it('turned on later, keeps what comes next and says since when', () => {
    const now = clock()
    const recorder = createActorRecorder({ now })
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '离线队列' }) }).start()
    actor.send({ type: 'noop' })
    recorder.enable()
    const since = recorder.actors()[0]!.recordingSince
    expect(since).toBeGreaterThan(recorder.actors()[0]!.createdAt)
    actor.send({ type: 'go' })
    expect(recorder.actors()[0]!.steps.map((s) => s.event.type)).toEqual(['go'])
    expect(recorder.actors()[0]!.steps[0]!.at).toBeGreaterThan(since)
  })
})
