import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { createActorRecorder } from '@/services/actor-inspection'
import { LIVE_MACHINES_CHANNEL } from '@/services/live-machines-channel'
import { fakeBroadcastHub } from '@/test/fake-browser'
import {
  HEARTBEAT_MS,
  REPORT_DELAY_MS,
  REPORT_STEPS,
  SILENT_TAB_MS,
  startReporter,
  summarise,
  watchOtherTabs,
  type OtherTab,
} from './live-machines-channel'
import { liveView } from '../test/fake-results'
import { MASK } from './live-machines-view'

const toggle = setup({
  types: { context: {} as { on: boolean; token: string }, events: {} as { type: 'flip' } },
}).createMachine({
  context: { on: false, token: 'secret-token-value-ABCD' },
  initial: 'idle',
  states: { idle: { tags: 'settled', on: { flip: { actions: assign({ on: ({ context }) => !context.on }) } } } },
})

let stops: Array<() => void> = []
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.useRealTimers()
})

function twoTabs() {
  const hub = fakeBroadcastHub()
  const create = () => hub.create(LIVE_MACHINES_CHANNEL)
  const recorder = createActorRecorder()
  const seen: OtherTab[][] = []
  return {
    hub,
    recorder,
    seen,
    latest: () => seen.at(-1) ?? [],
    /** Tab B (the one acting) reports; tab A (the panel) watches. */
    report: () => stops.push(startReporter({ recorder, create, tabId: 'tab-b', path: () => '/post/12' })),
    watch: () => stops.push(watchOtherTabs((tabs) => void seen.push(tabs), { create, tabId: 'tab-a' })),
    create,
  }
}

describe("other tabs' machines", () => {
  it('a panel that opens asks the tabs already running, which answer with their machines, masked', () => {
    const tabs = twoTabs()
    createActor(toggle, { inspect: tabs.recorder.inspector({ kind: '点赞', subject: '帖子 12' }) }).start()
    tabs.report()
    tabs.watch()
    const [other] = tabs.latest()
    expect(other).toMatchObject({ id: 'tab-b', path: '/post/12' })
    expect(other!.machines).toEqual([
      expect.objectContaining({
        kind: '点赞',
        subject: '帖子 12',
        state: 'idle',
        tags: ['settled'],
        status: 'running',
      }),
    ])
    expect(other!.machines[0]!.context).toEqual({ on: false, token: `${MASK}ABCD` })
  })

  it("carries which machine each actor runs and its active states, so this tab's maps light the other tab's states", () => {
    const tabs = twoTabs()
    createActor(toggle, { inspect: tabs.recorder.inspector({ kind: '点赞', subject: '帖子 12' }) }).start()
    tabs.report()
    tabs.watch()
    expect(tabs.latest()[0]!.machines[0]).toMatchObject({ machineId: '(machine)', activeStates: ['idle'] })
  })

  it('takes a report from an older build without the machine id and active states, as no machine and no state', () => {
    const tabs = twoTabs()
    tabs.watch()
    const { machineId: _id, activeStates: _states, ...older } = liveView({ id: 1, subject: null })
    const other = tabs.create()!
    other.postMessage({ type: 'report', from: 'tab-old', path: '/', sentAt: 0, machines: [older] })
    expect(tabs.latest()[0]!.machines[0]).toMatchObject({ kind: '点赞', machineId: '', activeStates: [] })
  })

  it("follows the other tab's events a moment after each change, and its heartbeat while idle", () => {
    const tabs = twoTabs()
    tabs.watch()
    tabs.report()
    const actor = createActor(toggle, { inspect: tabs.recorder.inspector({ kind: '关注', subject: '用户 3' }) }).start()
    actor.send({ type: 'flip' })
    actor.send({ type: 'flip' })
    expect(tabs.latest()[0]!.machines).toEqual([]) // reported once at start, before the actor existed
    vi.advanceTimersByTime(REPORT_DELAY_MS)
    const machine = tabs.latest()[0]!.machines[0]!
    expect(machine.steps.map((s) => s.event)).toEqual(['flip', 'flip', 'xstate.init'])
    expect(machine.context).toMatchObject({ on: false })
    const reports = tabs.seen.length
    vi.advanceTimersByTime(HEARTBEAT_MS)
    expect(tabs.seen.length).toBe(reports + 1)
  })

  it('sends at most the newest REPORT_STEPS events of each machine', () => {
    const recorder = createActorRecorder({ enabled: true })
    const actor = createActor(toggle, { inspect: recorder.inspector({ kind: '收藏' }) }).start()
    for (let i = 0; i < 30; i++) actor.send({ type: 'flip' })
    const [summary] = summarise(recorder)
    expect(summary!.steps).toHaveLength(REPORT_STEPS)
  })

  it('a tab that closes leaves the list, and so does one that fell silent', () => {
    const tabs = twoTabs()
    tabs.watch()
    tabs.report()
    expect(tabs.latest()).toHaveLength(1)
    stops.pop()!() // tab B's reporter stops: it says bye
    expect(tabs.latest()).toHaveLength(0)

    // A tab that vanished without a word (a crash): dropped once silent for long.
    const silent = tabs.create()
    silent.postMessage({ type: 'report', from: 'tab-c', path: '/', sentAt: 0, machines: [] })
    expect(tabs.latest().map((t) => t.id)).toEqual(['tab-c'])
    vi.advanceTimersByTime(SILENT_TAB_MS + HEARTBEAT_MS)
    expect(tabs.latest()).toHaveLength(0)
  })

  it('asks a tab that starts after the panel opened', () => {
    const tabs = twoTabs()
    tabs.watch()
    const late = tabs.create()
    const heard: unknown[] = []
    late.addEventListener('message', (e) => void heard.push(e.data))
    late.postMessage({ type: 'started', from: '' })
    expect(heard).toEqual([{ type: 'hello', from: 'tab-a' }])
  })

  it('ignores messages it cannot read (another build) and its own', () => {
    const tabs = twoTabs()
    tabs.watch()
    const other = tabs.create()
    other.postMessage({ type: 'report', from: 'tab-x', machines: 'nope' })
    other.postMessage({ type: 'report', from: 'tab-a', path: '/', sentAt: 0, machines: [] })
    other.postMessage('hello')
    expect(tabs.seen).toEqual([])
  })
})
