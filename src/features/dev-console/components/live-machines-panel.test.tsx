import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { createActorRecorder } from '@/services/actor-inspection'
import type { OtherTab } from '../model/live-machines-channel'
import { liveMachinesLauncher } from '../model/live-machines-preference'
import { LiveMachinesFloating } from './live-machines-floating'
import { LiveMachinesEntry } from './live-machines-entry'
import { LiveMachinesSection } from './live-machines-section'

// A like as the app runs it, in small: a flip goes pending while the call runs, and settles with the answer.
function likeMachine() {
  let answer: (value: number) => void = () => {}
  const machine = setup({
    types: {
      context: {} as { count: number; session: { token: string } },
      events: {} as { type: 'toggle.flip' },
      tags: {} as 'settled' | 'pending',
    },
    actors: { send: fromPromise(() => new Promise<number>((resolve) => (answer = resolve))) },
    actions: { commit: () => {} },
  }).createMachine({
    context: { count: 4, session: { token: 'tok-abcdefghijklmnop-7Q2x' } },
    initial: 'idle',
    states: {
      idle: { tags: 'settled', on: { 'toggle.flip': 'pending' } },
      pending: {
        tags: 'pending',
        invoke: {
          src: 'send',
          onDone: { target: 'idle', actions: ['commit', assign({ count: ({ event }) => event.output })] },
        },
      },
    },
  })
  return { machine, answer: (value: number) => answer(value) }
}

const card = (name: string) => screen.getByRole('article', { name })

describe('the live machines panel', () => {
  it('lists each actor by kind and subject with its state and tags; opened, its masked context and since when its events are kept', async () => {
    const recorder = createActorRecorder()
    const { machine } = likeMachine()
    createActor(machine, { inspect: recorder.inspector({ kind: '点赞', subject: '帖子 12' }) }).start()
    createActor(machine, { inspect: recorder.inspector({ kind: '离线队列' }) }).start()
    const user = userEvent.setup()
    render(<LiveMachinesSection sources={{ recorder, watch: null }} />)

    expect(recorder.enabled).toBe(true)
    const like = card('点赞 · 帖子 12')
    expect(within(like).getByText('运行中')).toBeInTheDocument()
    expect(within(like).getByText('idle')).toBeInTheDocument()
    expect(within(like).getByText('settled')).toBeInTheDocument()
    expect(card('离线队列')).toBeInTheDocument()

    await user.click(within(like).getByRole('button', { expanded: false }))
    const context = within(like).getByLabelText('点赞 · 帖子 12 的上下文')
    expect(context).toHaveTextContent('"count": 4')
    expect(context).toHaveTextContent('"token": "••••7Q2x"')
    expect(like).not.toHaveTextContent('tok-abcdefghijklmnop')
    // Opened after the actors started: the panel says its record begins now.
    expect(like).toHaveTextContent(/开始记录，之前的事件未记录/)
  })

  it('follows the actor as it moves: pending while the call runs, idle with the answer, each event on its timeline with its time', async () => {
    const recorder = createActorRecorder({ enabled: true })
    const { machine, answer } = likeMachine()
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '点赞', subject: '帖子 12' }) }).start()
    const user = userEvent.setup()
    render(<LiveMachinesSection sources={{ recorder, watch: null }} />)
    await user.click(within(card('点赞 · 帖子 12')).getByRole('button', { expanded: false }))

    act(() => actor.send({ type: 'toggle.flip' }))
    const like = card('点赞 · 帖子 12')
    expect(
      within(like).getByRole('button', {
        name: /^点赞 · 帖子 12\s*运行中\s*，状态：\s*pending\s*，标签：\s*pending\s*，\s*最近事件 \d\d:\d\d:\d\d\.\d{3} · toggle\.flip/,
      }),
    ).toBeInTheDocument()

    await act(async () => answer(5))
    expect(within(like).getByText('idle', { selector: 'code' })).toBeInTheDocument()
    expect(within(like).getByLabelText('点赞 · 帖子 12 的上下文')).toHaveTextContent('"count": 5')
    const events = within(
      within(like).getByRole('list', { name: '点赞 · 帖子 12 的最近事件' }).parentElement!,
    ).getAllByRole('listitem')
    expect(events.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/\d\d:\d\d:\d\d\.\d{3}xstate\.done\.actor\.\S+→ idle动作：commit/),
      expect.stringMatching(/toggle\.flip→ pending/),
      expect.stringMatching(/xstate\.init→ idle/),
    ])
  })

  it('an event opened on the timeline stays open as new events come in and old ones drop out', async () => {
    const recorder = createActorRecorder({ enabled: true, maxSteps: 3 })
    const { machine, answer } = likeMachine()
    const actor = createActor(machine, { inspect: recorder.inspector({ kind: '点赞', subject: '帖子 7' }) }).start()
    act(() => actor.send({ type: 'toggle.flip' }))
    await act(async () => answer(5))
    const user = userEvent.setup()
    render(<LiveMachinesSection sources={{ recorder, watch: null }} />)
    const like = card('点赞 · 帖子 7')
    await user.click(within(like).getByRole('button', { expanded: false }))
    const answered = () =>
      within(like)
        .getByLabelText(/^事件 xstate\.done\.actor\.\S+ 的内容$/)
        .closest('details')!
    await user.click(within(answered()).getByText('事件内容'))
    expect(answered()).toHaveAttribute('open')
    // The ring is full: the next event pushes the oldest out, and the open one keeps its place.
    act(() => actor.send({ type: 'toggle.flip' }))
    expect(within(like).queryByText('xstate.init')).toBeNull()
    expect(answered()).toHaveAttribute('open')
  })

  it("shows other tabs' machines as they report them", () => {
    const recorder = createActorRecorder({ enabled: true })
    let publish: (tabs: OtherTab[]) => void = () => {}
    const watch = vi.fn((onChange: (tabs: OtherTab[]) => void) => {
      publish = onChange
      return () => {}
    })
    render(<LiveMachinesSection sources={{ recorder, watch }} />)
    expect(screen.getByText(/其他标签页打开本应用时/)).toBeInTheDocument()
    const at = Date.now()
    act(() =>
      publish([
        {
          id: 'b',
          path: '/user/3',
          at,
          machines: [
            {
              id: 1,
              machineId: 'toggle',
              kind: '关注',
              subject: '用户 3',
              status: 'running',
              state: 'debouncing',
              activeStates: ['debouncing'],
              tags: ['pending'],
              context: {},
              steps: [],
              dropped: 0,
              createdAt: at,
              recordingSince: at,
              stoppedAt: null,
            },
          ],
        },
      ]),
    )
    const list = screen.getByRole('list', { name: '标签页 /user/3 的状态机' })
    expect(within(list).getByRole('article', { name: '关注 · 用户 3' })).toHaveTextContent('debouncing')
  })

  it('filters by kind', async () => {
    const recorder = createActorRecorder({ enabled: true })
    const { machine } = likeMachine()
    createActor(machine, { inspect: recorder.inspector({ kind: '点赞', subject: '帖子 1' }) }).start()
    createActor(machine, { inspect: recorder.inspector({ kind: '收藏', subject: '帖子 1' }) }).start()
    const user = userEvent.setup()
    render(<LiveMachinesSection sources={{ recorder, watch: null }} />)
    await user.click(screen.getByRole('button', { name: '收藏 1', pressed: false }))
    expect(screen.queryByRole('article', { name: '点赞 · 帖子 1' })).toBeNull()
    expect(screen.getByRole('article', { name: '收藏 · 帖子 1' })).toBeInTheDocument()
  })

  it('the floating panel takes the focus; Esc, ✕ or going to the developer tools closes it', async () => {
    const recorder = createActorRecorder({ enabled: true })
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<LiveMachinesFloating onClose={onClose} testApiHref="/test-api" sources={{ recorder, watch: null }} />)
    const dialog = screen.getByRole('dialog', { name: '实时状态机' })
    expect(dialog).toHaveFocus()
    expect(within(dialog).getByRole('link', { name: '开发者工具' })).toHaveAttribute('href', '/test-api')
    await user.keyboard('{Escape}')
    await user.click(within(dialog).getByRole('button', { name: '关闭实时状态机' }))
    await user.click(within(dialog).getByRole('link', { name: '开发者工具' }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it('the launcher shows only while the developer switch is on, which the /test-api section turns on and off', async () => {
    const user = userEvent.setup()
    liveMachinesLauncher.value = false
    render(
      <>
        <LiveMachinesEntry testApiHref="/test-api" />
        <LiveMachinesSection sources={{ recorder: createActorRecorder(), watch: null }} />
      </>,
    )
    expect(screen.queryByRole('button', { name: '实时状态机' })).toBeNull()
    await user.click(screen.getByRole('switch', { name: '在每个页面显示入口' }))
    expect(await screen.findByRole('button', { name: '实时状态机' })).toHaveAttribute('aria-haspopup', 'dialog')
    expect(localStorage.getItem('lemon.liveMachines')).toBe('on')
    await user.click(screen.getByRole('switch', { name: '在每个页面显示入口' }))
    expect(screen.queryByRole('button', { name: '实时状态机' })).toBeNull()
    expect(localStorage.getItem('lemon.liveMachines')).toBe('off')
  })
})
