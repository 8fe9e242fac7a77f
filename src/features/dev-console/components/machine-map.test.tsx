import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { describeMachine } from '@machines/graph/machine-graph'
import { authMachine } from '@machines/auth.machine'
import { toggleMachine } from '@machines/toggle.machine'
import { createActorRecorder } from '@/services/actor-inspection'
import type { OtherTab } from '../model/live-machines-channel'
import type { MachineView } from '../model/live-machines-view'
import { bundledTest, fakeBundle, liveView, result } from '../test/fake-results'
import MachineMap from './machine-map'
import { MachineMapSection } from './machine-map-section'

const toggle = describeMachine(toggleMachine)

// The toggle machine's tests: one passing, one failing, one skipped; and one of its transitions listed unreachable.
const bundle = fakeBundle(
  [],
  {},
  {
    machines: [toggle, describeMachine(authMachine)],
    transitionTests: [
      bundledTest({ title: 'a like goes pending and settles', file: 'machines/toggle.machine.test.ts' }),
      bundledTest({
        title: 'a like in the feed',
        file: 'tests/like.spec.ts',
        runner: 'e2e',
        kind: 'journey',
        result: result('failed', { flaky: true }),
      }),
      bundledTest({ title: 'skipped one', result: result('skipped') }),
    ],
    transitions: {
      'toggle:idle:toggle.flip#2': [0, 1],
      'toggle:pending.sending:done(send)#0': [0],
      'toggle:idle:toggle.flip#1': [2],
    },
  },
)

const noTabs = () => () => {}

/** A like actor of this tab in small: the toggle machine's id and state paths, nothing else. */
function likeActor() {
  const machine = setup({ types: { events: {} as { type: 'go' } | { type: 'answer' } } }).createMachine({
    id: 'toggle',
    initial: 'idle',
    states: {
      idle: { on: { go: 'pending' } },
      pending: { initial: 'sending', states: { sending: { on: { answer: '#toggle.idle' } } } },
    },
  })
  const recorder = createActorRecorder()
  const actor = createActor(machine, { inspect: recorder.inspector({ kind: '点赞', subject: '帖子 7' }) }).start()
  return { recorder, actor }
}

const otherTabView = (over: Partial<MachineView>) => liveView({ id: 1, kind: '收藏', subject: '帖子 3', ...over })

const map = () => screen.getByRole('region', { name: '点赞 · 收藏 · 关注 状态机地图' })
const stateBox = (path: string) => map().querySelector(`[data-state="${path}"]`)!
const transition = (name: RegExp) => within(map()).getByRole('button', { name })

describe('the machine map', () => {
  it('draws every state of the toggle machine, pending holding sending and waiting, and every transition', () => {
    render(<MachineMap bundle={bundle} machine={toggle} sources={{ recorder: createActorRecorder(), watch: noTabs }} />)
    for (const path of ['idle', 'debouncing', 'pending', 'pending.sending', 'pending.waiting', 'rollingBack'])
      expect(stateBox(path)).not.toBeNull()
    // The container holds its children's boxes.
    expect(stateBox('pending').getAttribute('class')).toContain('rounded-2xl')
    expect(stateBox('pending')).toHaveTextContent('复合状态')
    // One control per transition: arrows and those that stay alike.
    const controls = map().querySelectorAll('[data-transition]')
    expect(new Set([...controls].map((c) => c.getAttribute('data-transition')))).toEqual(
      new Set(toggle.transitions.map((t) => t.id)),
    )
    expect(transition(/^after\(debounce\)：debouncing → pending/)).toBeInTheDocument()
    expect(transition(/^toggle\.flip \[rejectsWhileBusy\]：pending → （停留/)).toBeInTheDocument()
    expect(transition(/^network\.online：任意状态 → （停留/)).toBeInTheDocument()
    expect(screen.getByText('6 个状态 · 19 条迁移')).toBeInTheDocument()
  })

  it('marks transitions passed, failed, never taken (skipped only counts as never) and unreachable, with a legend', async () => {
    const listed = Object.keys(bundle.transitions).length
    const unreachable = { 'toggle:rollingBack:error(rollback)#0': 'a rollback that fails is not modelled by any path' }
    render(
      <MachineMap
        bundle={bundle}
        machine={toggle}
        unreachable={unreachable}
        sources={{ recorder: createActorRecorder(), watch: noTabs }}
      />,
    )
    expect(transition(/^done\(send\)：pending\.sending → idle/)).toHaveAttribute('data-mark', 'passed')
    expect(transition(/^toggle\.flip：idle → pending，有失败/)).toHaveAttribute('data-mark', 'failed')
    expect(transition(/^toggle\.flip \[debounced\]：idle → debouncing，未被任何测试走过/)).toHaveAttribute(
      'data-mark',
      'untested',
    )
    const legend = screen.getByRole('list', { name: '图例' })
    expect(legend).toHaveTextContent('测试通过1')
    expect(legend).toHaveTextContent('有失败1')
    expect(legend).toHaveTextContent(`未被任何测试走过${toggle.transitions.length - listed}`)
    expect(legend).toHaveTextContent('不可达1')
    const rollback = transition(/^error\(rollback\)：rollingBack → idle，不可达/)
    expect(rollback).toHaveAttribute('data-mark', 'unreachable')
    await userEvent.setup().click(rollback)
    expect(screen.getByRole('region', { name: '迁移详情' })).toHaveTextContent(
      '不可达a rollback that fails is not modelled by any path',
    )
  })

  it('opens the details of a clicked transition: id, from → to, event, guard, delay, rules and its tests with their results', async () => {
    const user = userEvent.setup()
    render(<MachineMap bundle={bundle} machine={toggle} sources={{ recorder: createActorRecorder(), watch: noTabs }} />)
    await user.click(transition(/^toggle\.flip：idle → pending/))
    const details = screen.getByRole('region', { name: '迁移详情' })
    expect(details).toHaveTextContent('toggle:idle:toggle.flip#2')
    expect(details).toHaveTextContent('idle → pending')
    expect(within(details).getByRole('list', { name: '规则' })).toHaveTextContent(/R4\.7.*R4\.9/)
    const tests = within(within(details).getByRole('list', { name: '测试' })).getAllByRole('listitem')
    // The failing one first, with its runner and flakiness.
    expect(tests[0]).toHaveTextContent('失败')
    expect(tests[0]).toHaveTextContent('a like in the feed')
    expect(tests[0]).toHaveTextContent('tests/like.spec.ts')
    expect(tests[0]).toHaveTextContent('端到端')
    expect(tests[0]).toHaveTextContent('不稳定')
    expect(tests[1]).toHaveTextContent('通过')
    expect(tests[1]).toHaveTextContent('machines/toggle.machine.test.ts')
    expect(tests[1]).toHaveTextContent('单元')

    await user.click(transition(/^after\(debounce\)：debouncing → pending/))
    expect(details).toHaveTextContent('after(debounce)')
    expect(details).toHaveTextContent('最近一次运行中没有任何测试走过这条迁移')
    await user.click(within(details).getByRole('button', { name: '关闭迁移详情' }))
    expect(screen.queryByRole('region', { name: '迁移详情' })).toBeNull()
  })

  it('a rule of a transition’s details, clicked, is handed to the page’s rule browser', async () => {
    const user = userEvent.setup()
    const shown: string[] = []
    render(
      <MachineMap
        bundle={bundle}
        machine={toggle}
        sources={{ recorder: createActorRecorder(), watch: noTabs }}
        onShowRule={(rule) => shown.push(rule)}
      />,
    )
    await user.click(transition(/^toggle\.flip：idle → pending/))
    const details = screen.getByRole('region', { name: '迁移详情' })
    await user.click(within(details).getByRole('button', { name: '在规格覆盖中查看 R4.9' }))
    expect(shown).toEqual(['R4.9'])
  })

  it('opens the details from the keyboard: each transition is a focusable control, Enter and Space open it', async () => {
    const user = userEvent.setup()
    render(<MachineMap bundle={bundle} machine={toggle} sources={{ recorder: createActorRecorder(), watch: noTabs }} />)
    const busy = transition(/^toggle\.flip \[rejectsWhileBusy\]/)
    busy.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: '迁移详情' })).toHaveTextContent('toggle:pending:toggle.flip#0')
    expect(busy).toHaveAttribute('aria-pressed', 'true')
    const delay = transition(/^after\(retryDelay\)/)
    delay.focus()
    await user.keyboard(' ')
    const details = screen.getByRole('region', { name: '迁移详情' })
    expect(details).toHaveTextContent('pending.waiting → pending.sending')
    expect(details).toHaveTextContent('after(retryDelay)')
  })

  it("lights a live actor's active states, and moves the light as its view changes", () => {
    const { recorder, actor } = likeActor()
    let publish: (tabs: OtherTab[]) => void = () => {}
    const watch = (onChange: (tabs: OtherTab[]) => void) => {
      publish = onChange
      return () => {}
    }
    render(<MachineMap bundle={bundle} machine={toggle} sources={{ recorder, watch }} />)
    const actors = screen.getByRole('group', { name: '实时实例' })
    expect(within(actors).getByRole('button', { name: /点赞 · 帖子 7.*本标签页/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(stateBox('idle')).toHaveAttribute('data-active', 'true')
    expect(stateBox('idle')).toHaveTextContent('当前')

    act(() => actor.send({ type: 'go' }))
    expect(stateBox('idle')).not.toHaveAttribute('data-active')
    expect(stateBox('pending')).toHaveAttribute('data-active', 'true')
    expect(stateBox('pending.sending')).toHaveAttribute('data-active', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('pending.sending')

    // Another tab's actor that moves later becomes the one shown; picking ours brings ours back.
    act(() =>
      publish([
        {
          id: 'tab-b',
          path: '/post/3',
          at: 0,
          machines: [
            otherTabView({
              state: 'rollingBack',
              activeStates: ['rollingBack'],
              steps: [
                {
                  seq: 1,
                  at: Date.now() + 1000,
                  event: 'xstate.after.rollbackAfter',
                  payload: null,
                  state: 'rollingBack',
                  actions: [],
                },
              ],
            }),
          ],
        },
      ]),
    )
    expect(stateBox('rollingBack')).toHaveAttribute('data-active', 'true')
    expect(stateBox('pending.sending')).not.toHaveAttribute('data-active')
    act(() =>
      within(actors)
        .getByRole('button', { name: /点赞 · 帖子 7/ })
        .click(),
    )
    expect(stateBox('pending.sending')).toHaveAttribute('data-active', 'true')
    act(() => actor.send({ type: 'answer' }))
    expect(stateBox('idle')).toHaveAttribute('data-active', 'true')
    expect(stateBox('pending')).not.toHaveAttribute('data-active')
  })

  it('fits a map wider than its frame when that keeps it readable, and switches between fitted and its own size', async () => {
    const user = userEvent.setup()
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
    let frame = 600
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => frame })
    try {
      const { unmount } = render(
        <MachineMap bundle={bundle} machine={toggle} sources={{ recorder: createActorRecorder(), watch: noTabs }} />,
      )
      // Fitted into 600 px the map would be under half its size: it keeps its own size and scrolls.
      const fitButton = screen.getByRole('button', { name: '缩放以适应宽度' })
      expect(fitButton).toHaveAttribute('aria-pressed', 'false')
      await user.click(fitButton)
      const actual = screen.getByRole('button', { name: /^原始大小（现为 \d+%）$/ })
      expect(actual).toHaveAttribute('aria-pressed', 'true')
      expect(map().innerHTML).toMatch(/transform: scale\(0\.\d+\)/)
      await user.click(actual)
      expect(map().innerHTML).not.toContain('transform: scale(')
      unmount()
      // A frame nearly as wide as the map: fitted from the start.
      frame = 1100
      render(
        <MachineMap bundle={bundle} machine={toggle} sources={{ recorder: createActorRecorder(), watch: noTabs }} />,
      )
      expect(screen.getByRole('button', { name: /^原始大小（现为 9\d%）$/ })).toHaveAttribute('aria-pressed', 'true')
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width)
      else delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth
    }
  })

  it('loads the map on picking a machine in the section, from the bundle the page loaded', async () => {
    const user = userEvent.setup()
    render(
      <MachineMapSection
        results={{ status: 'ready', bundle }}
        sources={{ recorder: createActorRecorder(), watch: noTabs }}
      />,
    )
    expect(screen.getByText(/地图随即载入/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /登录状态/ }))
    const auth = await screen.findByRole('region', { name: '登录状态 状态机地图' })
    for (const path of ['authenticated', 'authenticated.idle', 'authenticated.refreshing', 'authenticated.checking'])
      expect(auth.querySelector(`[data-state="${path}"]`)).not.toBeNull()
    expect(screen.getByRole('button', { name: /登录状态/ })).toHaveAttribute('aria-pressed', 'true')
  })
})
