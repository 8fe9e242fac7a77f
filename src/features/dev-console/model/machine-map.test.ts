import { describe, expect, it } from 'vitest'
import { describeMachine } from '@machines/graph/machine-graph'
import { authMachine } from '@machines/auth.machine'
import { toggleMachine } from '@machines/toggle.machine'
import { bundledTest, fakeBundle, liveView, result } from '../test/fake-results'
import { clipEnd, clipStart, curvePath, layoutMachine } from './machine-map-layout'
import { actorsOf, chosenActor, fromTo, machineFacts, markCounts, transitionLabel } from './machine-map'

const toggle = describeMachine(toggleMachine)

const view = liveView

describe("a machine map's marks", () => {
  it('marks each transition by the last results of the tests that took it, and a listed one as unreachable', () => {
    const bundle = fakeBundle(
      [],
      {},
      {
        transitionTests: [
          bundledTest({ title: 'passes' }),
          bundledTest({ title: 'fails', result: result('failed') }),
          bundledTest({ title: 'skipped', result: result('skipped') }),
        ],
        transitions: {
          'toggle:idle:toggle.flip#1': [0],
          'toggle:idle:toggle.flip#2': [0, 1],
          'toggle:debouncing:toggle.flip#0': [2],
        },
      },
    )
    const facts = machineFacts(bundle, toggle, { 'toggle:rollingBack:error(rollback)#0': 'no path fails a rollback' })
    expect(facts.get('toggle:idle:toggle.flip#1')!.mark).toBe('passed')
    expect(facts.get('toggle:idle:toggle.flip#2')!.mark).toBe('failed')
    // The failing test first.
    expect(facts.get('toggle:idle:toggle.flip#2')!.tests.map((t) => t.title)).toEqual(['fails', 'passes'])
    // Only skipped: no test took it.
    expect(facts.get('toggle:debouncing:toggle.flip#0')!.mark).toBe('untested')
    expect(facts.get('toggle:rollingBack:error(rollback)#0')).toMatchObject({
      mark: 'unreachable',
      unreachable: 'no path fails a rollback',
    })
    expect(markCounts(facts.values())).toEqual({
      passed: 1,
      failed: 1,
      untested: toggle.transitions.length - 3,
      unreachable: 1,
    })
  })

  it('labels an arrow with its event, its guard in brackets and its delay', () => {
    const byId = new Map(toggle.transitions.map((t) => [t.id, t]))
    expect(transitionLabel(byId.get('toggle:idle:toggle.flip#1')!)).toEqual(['toggle.flip', '[debounced]'])
    expect(transitionLabel(byId.get('toggle:debouncing:after(debounce)#0')!)).toEqual(['after(debounce)'])
    expect(fromTo(byId.get('toggle:pending.sending:error(send)#1')!)).toBe('pending.sending → pending.waiting')
    expect(fromTo(byId.get('toggle:(root):network.online#0')!)).toBe('任意状态 → （停留，不换状态）')
  })
})

describe("a machine map's live actors", () => {
  it("lists this tab's and other tabs' actors of the machine, running first, the most recently active first", () => {
    const here = [
      view({ id: 1, steps: [{ seq: 0, at: 100, event: 'x', payload: null, state: 'idle', actions: [] }] }),
      view({ id: 2, machineId: 'auth', kind: '登录状态', subject: null }),
      view({ id: 3, status: 'stopped', recordingSince: 900 }),
    ]
    const others = [{ id: 'tab-b', path: '/', at: 0, machines: [view({ id: 1, recordingSince: 500 })] }]
    const actors = actorsOf('toggle', here, others)
    expect(actors.map((a) => a.key)).toEqual(['tab-b:1', 'here:1', 'here:3'])
    expect(chosenActor(actors, null)!.key).toBe('tab-b:1')
    expect(chosenActor(actors, 'here:3')!.key).toBe('here:3')
    // A picked actor that is gone gives way to the most recent.
    expect(chosenActor(actors, 'here:9')!.key).toBe('tab-b:1')
    expect(chosenActor([], null)).toBeNull()
  })
})

describe("a machine map's layout", () => {
  it('places every state of the toggle machine, pending as a container around sending and waiting, and an arrow per target', () => {
    const layout = layoutMachine(toggle)
    expect(layout.containers.map((c) => c.state.path)).toEqual(['pending'])
    expect(layout.states.map((s) => s.state.path).sort()).toEqual(
      ['', 'debouncing', 'idle', 'pending.sending', 'pending.waiting', 'rollingBack'].sort(),
    )
    const [pending] = layout.containers
    for (const child of layout.states.filter((s) => s.state.parent === 'pending')) {
      expect(child.x).toBeGreaterThanOrEqual(pending!.x)
      expect(child.y).toBeGreaterThanOrEqual(pending!.y)
      expect(child.x + child.width).toBeLessThanOrEqual(pending!.x + pending!.width)
      expect(child.y + child.height).toBeLessThanOrEqual(pending!.y + pending!.height)
    }
    const withTargets = toggle.transitions.filter((t) => t.targets.length > 0)
    expect(layout.arrows.map((a) => a.transition.id)).toEqual(withTargets.map((t) => t.id))
    for (const a of layout.arrows) expect(a.points.length).toBeGreaterThanOrEqual(2)
    // Those that stay are listed in their state: idle's offline flip, pending's busy flip, the root's network events.
    const stays = [...layout.states, ...layout.containers].flatMap((s) => s.stays.map((t) => t.id))
    expect(stays.sort()).toEqual(
      toggle.transitions
        .filter((t) => t.targets.length === 0)
        .map((t) => t.id)
        .sort(),
    )
    // Two initial dots: the machine's (to idle) and pending's (to sending, inside it).
    expect(layout.initials.map((i) => i.parent).sort()).toEqual(['', 'pending'])
  })

  it('lays out the largest machine (auth) the same way twice: text is sized from its characters', () => {
    const auth = describeMachine(authMachine)
    expect(layoutMachine(auth)).toEqual(layoutMachine(auth))
    expect(layoutMachine(auth).containers.map((c) => c.state.path)).toEqual(['authenticated'])
  })

  it('cuts an arrow drawn into a container at its border', () => {
    const box = { x: 10, y: 10, width: 20, height: 20 }
    const into = clipEnd(
      [
        { x: 0, y: 0 },
        { x: 20, y: 5 },
        { x: 20, y: 20 },
      ],
      box,
    )
    expect(into).toHaveLength(3)
    expect(into[2]!.x).toBeCloseTo(20)
    expect(into[2]!.y).toBeCloseTo(10, 3)
    const out = clipStart(
      [
        { x: 20, y: 20 },
        { x: 20, y: 40 },
      ],
      box,
    )
    expect(out[0]!.y).toBeCloseTo(30, 3)
    expect(
      curvePath([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toBe('M0,0L10,0')
    expect(
      curvePath([
        { x: 0, y: 0 },
        { x: 6, y: 0 },
        { x: 6, y: 6 },
      ]),
    ).toMatch(/^M0,0L1,0C.*L6,6$/)
  })
})
