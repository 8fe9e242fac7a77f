import { signal } from '@preact/signals-react'
import { act, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import type { MachinePath } from '@machines/graph/paths'
import { walkPath } from '@machines/graph/walk'
import type { ToggleContext, ToggleValues } from '@machines/toggle.machine'
import { TOGGLE_STATE_META, toggleButtonView, type ToggleButtonView } from '@machines/toggle.meta'
import { liveActors } from '@/services/live-actors'
import { offlineQueue, queuedToggleState } from '@/services/offline-queue/offline-queue'
import { createToggleRegistry, type ToggleDefinition, type ToggleRegistry } from '@/services/toggle/toggle-registry'

// A toggle button's screen states, driven by the paths generated from the toggle machine (machines/toggle.paths.ts):
// the real button, hook and registry, with the machine's server effects (the call and the rollback) faked by
// promises the walk settles. After each step the button must show what the reached state's meta says
// (machines/toggle.meta.ts): the change or the base values, busy (spinner, aria-busy) or not, never disabled.
// A transition added to the machine gets its screen test by construction. Needs fake timers and
// connectTestServices. The toggle follows a network of its own (`online`): keep the app's (isOnline) offline, so
// that a change handed to the offline queue stays there (what the queue does next is its own test's business).

type Answer = { ok: true; output: unknown } | { ok: false; error: unknown }

/**
 * `definition`'s registry, made before the screen asks for it, with its call and rollback waiting for the walk
 * and a network of its own.
 */
export function fakeToggleRegistry<P>(definition: ToggleDefinition<P>) {
  const online = signal(true)
  const running = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>()
  const wait = <T>(src: string) =>
    new Promise<T>((resolve, reject) => running.set(src, { resolve: resolve as (v: unknown) => void, reject }))
  const registry: ToggleRegistry = liveActors
    .get()
    .registryOf(definition, () =>
      createToggleRegistry({ ...definition, send: () => wait('send'), rollback: () => wait('rollback') }, online),
    )
  const settle = (src: string, answer: Answer) => {
    const call = running.get(src)
    if (!call) throw new Error(`no running ${src}`)
    running.delete(src)
    if (answer.ok) call.resolve(answer.output)
    else call.reject(answer.error)
  }
  return { registry, settle, online }
}

/** What a button shows, to check against the meta. */
export interface ToggleButtonScreen {
  targetId: number
  /** The button as it is now. */
  button(): HTMLElement
  /** The server's values as the screen has them now (the query cache). */
  serverValues(): ToggleValues
  /** Checks the button's own look for `values` (its pressed state, its label with or without the count). */
  expectValues(button: HTMLElement, values: ToggleValues): void
  /** Time before a press: the follow button ignores presses within 300 ms of the last (R9.30). */
  pressGapMs?: number
}

/** The base as useToggle has it: the server's values with a queued change applied. */
function withQueued(base: ToggleValues, queued: boolean | null): ToggleValues {
  if (queued === null || queued === base.active) return base
  return { active: queued, count: Math.max(0, base.count + (queued ? 1 : -1)) }
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0))

/** Walks `path` on the screen and checks the button after every step. */
export async function walkToggleButton(
  path: MachinePath,
  fake: ReturnType<typeof fakeToggleRegistry>,
  screen: ToggleButtonScreen,
): Promise<void> {
  const { registry } = fake
  const actor = () => registry.existing(screen.targetId)
  await walkPath(
    path,
    {
      actor,
      send: async (event) => {
        if (event.type === 'toggle.flip') {
          if (screen.pressGapMs) await act(() => vi.advanceTimersByTimeAsync(screen.pressGapMs!))
          act(() => screen.button().click())
        } else act(() => void (fake.online.value = event.type === 'network.online'))
        await flush()
      },
      settle: async (src, answer) => {
        // The server takes the change the actor is making (the path's own answer is from its pure run).
        const to = (actor()?.getSnapshot().context as ToggleContext | undefined)?.to
        fake.settle(src, answer.ok && src === 'send' ? { ok: true, output: to } : answer)
        await flush()
      },
      advance: async (ms) => void (await act(() => vi.advanceTimersByTimeAsync(ms))),
      now: () => Date.now(),
    },
    (step) => {
      const snapshot = actor()?.getSnapshot() as AnyMachineSnapshot | undefined
      // Before the first press there is no actor: the screen is in the machine's initial state.
      expect(snapshot?.value ?? 'idle', path.name).toEqual(step.state.value)
      const view: ToggleButtonView = snapshot ? toggleButtonView(snapshot) : TOGGLE_STATE_META.idle.view
      const { on, off, targetOf } = registry.definition
      const queued = queuedToggleState(
        offlineQueue.get().actor.getSnapshot().context.queue,
        { on, off, targetOf },
        screen.targetId,
      )
      const change = (snapshot?.context as ToggleContext | undefined)?.to
      if (view.shows === 'change') expect(change, 'a state that shows the change holds one').toBeTruthy()
      const values = view.shows === 'change' ? change! : withQueued(screen.serverValues(), queued)
      const button = screen.button()
      screen.expectValues(button, values)
      if (view.busy) expect(button).toHaveAttribute('aria-busy', 'true')
      else expect(button).not.toHaveAttribute('aria-busy')
      expect(!!within(button).queryByRole('status', { name: '加载中' })).toBe(view.busy)
      expect(button).not.toBeDisabled()
    },
  )
}
