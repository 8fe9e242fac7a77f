import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { createActorRecorder } from '@/services/actor-inspection'
import { clockTime, MASK, machineTitle, machineView, maskSecrets, stateText } from './live-machines-view'

describe('masking what the live machines show', () => {
  it('shows a token as •••• and its last 4 characters, whatever the key (token, accessToken, refresh_token)', () => {
    expect(
      maskSecrets({
        token: 'abcdefghijkl1234',
        accessToken: 'zzzzzzzzzzzzWXYZ',
        refresh_token: 'qqqqqqqqqqqq9876',
        tokenExpiresIn: 900,
      }),
    ).toEqual({ token: `${MASK}1234`, accessToken: `${MASK}WXYZ`, refresh_token: `${MASK}9876`, tokenExpiresIn: MASK })
  })

  it('hides passwords and other secrets entirely, and a short token too (its last 4 would be most of it)', () => {
    expect(
      maskSecrets({ password: 'demo1234', newPassword: 'x', authorization: 'Bearer abc', token: 'short' }),
    ).toEqual({
      password: MASK,
      newPassword: MASK,
      authorization: MASK,
      token: MASK,
    })
  })

  it('masks at any depth and in arrays, and keeps null tokens as null (a signed-out session)', () => {
    const masked = maskSecrets({
      input: { token: null, user: { id: 3 } },
      output: [{ session: { refreshToken: 'rrrrrrrrrrrr5555' } }],
    })
    expect(masked).toEqual({
      input: { token: null, user: { id: 3 } },
      output: [{ session: { refreshToken: `${MASK}5555` } }],
    })
  })

  it('turns what JSON cannot hold into plain values: errors, dates, sets, maps, functions, cycles; and bounds depth and length', () => {
    const cyclic: Record<string, unknown> = { name: 'a' }
    cyclic.self = cyclic
    const masked = maskSecrets({
      error: new TypeError('boom'),
      at: new Date('2026-01-02T03:04:05.000Z'),
      kinds: new Set(['like']),
      byId: new Map([['1', { token: 'tttttttttttt0001' }]]),
      fn: () => 1,
      cyclic,
      deep: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } },
      many: Array.from({ length: 60 }, (_, i) => i),
    }) as Record<string, unknown>
    expect(masked.error).toEqual({ name: 'TypeError', message: 'boom' })
    expect(masked.at).toBe('2026-01-02T03:04:05.000Z')
    expect(masked.kinds).toEqual(['like'])
    expect(masked.byId).toEqual({ 1: { token: `${MASK}0001` } })
    expect(masked.fn).toBe('[函数]')
    expect(masked.cyclic).toEqual({ name: 'a', self: '[循环引用]' })
    expect(JSON.stringify(masked.deep)).toContain('"…"')
    expect((masked.many as unknown[]).at(-1)).toBe('… 还有 10 项')
    expect(() => JSON.stringify(masked)).not.toThrow()
  })
})

describe('the view of one machine', () => {
  it('reads nested and parallel state values as one line', () => {
    expect(stateText('idle')).toBe('idle')
    expect(stateText({ authenticated: 'idle' })).toBe('authenticated.idle')
    expect(stateText({ pending: { sending: {} } })).toBe('pending.sending')
    expect(stateText({ a: 'x', b: { c: 'y' } })).toBe('a.x | b.c.y')
  })

  it('shows kind · subject, status, state, tags, masked context and the events newest first with their masked contents', () => {
    const machine = setup({
      types: {
        context: {} as { token: string | null; count: number },
        events: {} as { type: 'sign'; token: string; password: string },
      },
    }).createMachine({
      context: { token: null, count: 0 },
      initial: 'out',
      states: {
        out: {
          tags: 'anonymous',
          on: { sign: { target: 'in', actions: assign({ token: ({ event }) => event.token, count: 1 }) } },
        },
        in: { tags: ['authenticated', 'checked'] },
      },
    })
    const recorder = createActorRecorder({ enabled: true })
    const actor = createActor(machine, {
      inspect: recorder.inspector({ kind: '登录状态', subject: '当前会话' }),
    }).start()
    actor.send({ type: 'sign', token: 'access-token-value-9z8y', password: 'demo1234' })
    const view = machineView(recorder.actors()[0]!)

    expect(machineTitle(view)).toBe('登录状态 · 当前会话')
    expect(machineTitle({ kind: '离线队列', subject: null })).toBe('离线队列')
    expect(view).toMatchObject({
      status: 'running',
      state: 'in',
      tags: ['authenticated', 'checked'],
      context: { token: `${MASK}9z8y`, count: 1 },
    })
    expect(view.steps.map((s) => [s.event, s.state])).toEqual([
      ['sign', 'in'],
      ['xstate.init', 'out'],
    ])
    expect(view.steps.map((s) => s.seq)).toEqual([1, 0])
    expect(view.steps[0]!.payload).toEqual({ token: `${MASK}9z8y`, password: MASK })
    expect(JSON.stringify(view)).not.toContain('demo1234')
    expect(JSON.stringify(view)).not.toContain('access-token-value')
    // The same record gives the same view (the panel redraws only what changed).
    expect(machineView(recorder.actors()[0]!)).toBe(view)

    actor.stop()
    expect(machineView(recorder.actors()[0]!)).toMatchObject({ status: 'stopped', stoppedAt: expect.any(Number) })
  })

  it('names the machine and every active state node, outer first, and follows them as the actor moves', () => {
    const machine = setup({ types: { events: {} as { type: 'go' } | { type: 'next' } } }).createMachine({
      id: 'nested',
      initial: 'idle',
      states: {
        idle: { on: { go: 'pending' } },
        pending: {
          initial: 'sending',
          states: { sending: { on: { next: 'waiting' } }, waiting: {} },
        },
      },
    })
    const recorder = createActorRecorder({ enabled: true })
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '点赞' }) }).start()
    expect(machineView(recorder.actors()[0]!)).toMatchObject({ machineId: 'nested', activeStates: ['idle'] })
    actor.send({ type: 'go' })
    expect(machineView(recorder.actors()[0]!).activeStates).toEqual(['pending', 'pending.sending'])
    actor.send({ type: 'next' })
    const view = machineView(recorder.actors()[0]!)
    expect(view.activeStates).toEqual(['pending', 'pending.waiting'])
    expect(JSON.parse(JSON.stringify(view))).toMatchObject({
      machineId: 'nested',
      activeStates: ['pending', 'pending.waiting'],
    })
  })

  it('writes times to the millisecond', () => {
    const at = new Date(2026, 0, 2, 9, 5, 7, 42).getTime()
    expect(clockTime(at)).toBe('09:05:07.042')
  })
})
