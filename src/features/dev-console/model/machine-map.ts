import type { MachineGraph, MachineGraphState } from '@machines/graph/machine-graph'
import type { TransitionInfo } from '@machines/graph/transitions'
import { UNREACHABLE } from '@machines/graph/unreachable'
import type { OtherTab } from './live-machines-channel'
import type { MachineView } from './live-machines-view'
import type { BundledTest, TestResultsBundle } from './test-results'

// What a machine map of /test-api shows besides its layout (machine-map-layout.ts): each transition's last result
// (from the test-results bundle), its label, and the live actors that run the machine. Pure: no DOM, no dagre.

/** passed: taken by passing tests only; failed: by at least one failing test; untested: by none; unreachable: listed. */
export type TransitionMark = 'passed' | 'failed' | 'untested' | 'unreachable'

export const MARKS: readonly TransitionMark[] = ['passed', 'failed', 'untested', 'unreachable']

export const MARK_LABEL: Record<TransitionMark, string> = {
  passed: '测试通过',
  failed: '有失败',
  untested: '未被任何测试走过',
  unreachable: '不可达',
}

/** The machines' names in the map's picker (the app's four; another id shows as itself). */
export const MACHINE_NAMES: Readonly<Record<string, string>> = {
  toggle: '点赞 · 收藏 · 关注',
  auth: '登录状态',
  comment: '评论',
  offlineQueue: '离线队列',
}

export const machineName = (id: string) => MACHINE_NAMES[id] ?? id

export interface TransitionFacts {
  transition: TransitionInfo
  mark: TransitionMark
  /** The tests whose last result took it, failed first. */
  tests: BundledTest[]
  /** Why it is listed unreachable (null when it is not). */
  unreachable: string | null
}

const ORDER = { failed: 0, passed: 1, skipped: 2 } as const
const rank = (t: BundledTest) => (t.result ? ORDER[t.result.status] : 3)

/** One transition's mark and tests. A listed transition that a test takes after all shows what the tests say. */
export function transitionFacts(
  bundle: Pick<TestResultsBundle, 'transitions' | 'transitionTests'>,
  transition: TransitionInfo,
  unreachable: Readonly<Record<string, string>> = UNREACHABLE,
): TransitionFacts {
  const tests = (bundle.transitions[transition.id] ?? [])
    .map((i) => bundle.transitionTests[i])
    .filter((t): t is BundledTest => t !== undefined)
    .sort((a, b) => rank(a) - rank(b))
  const reason = unreachable[transition.id] ?? null
  const failed = tests.some((t) => t.result?.status === 'failed')
  const passed = tests.some((t) => t.result?.status === 'passed')
  const mark: TransitionMark = failed ? 'failed' : passed ? 'passed' : reason !== null ? 'unreachable' : 'untested'
  return { transition, mark, tests, unreachable: reason }
}

/** Every transition of `machine` with its mark, keyed by id. */
export function machineFacts(
  bundle: Pick<TestResultsBundle, 'transitions' | 'transitionTests'>,
  machine: MachineGraph,
  unreachable?: Readonly<Record<string, string>>,
): Map<string, TransitionFacts> {
  return new Map(machine.transitions.map((t) => [t.id, transitionFacts(bundle, t, unreachable)]))
}

/** How many transitions carry each mark. */
export function markCounts(facts: Iterable<TransitionFacts>): Record<TransitionMark, number> {
  const counts: Record<TransitionMark, number> = { passed: 0, failed: 0, untested: 0, unreachable: 0 }
  for (const f of facts) counts[f.mark]++
  return counts
}

/** The arrow's label: the event, then `[guard]` on a line of its own (the delay is in the event: `after(debounce)`). */
export function transitionLabel(t: Pick<TransitionInfo, 'event' | 'guard'>): string[] {
  return t.guard ? [t.event, `[${t.guard}]`] : [t.event]
}

export const ROOT_LABEL = '任意状态'

/** A state's name on the map: its key; the root (a transition on the machine itself) is any state. */
export const stateName = (path: string) => (path === '' ? ROOT_LABEL : path)

/** From → to in words: `idle → debouncing`; a transition without targets stays. */
export function fromTo(t: Pick<TransitionInfo, 'source' | 'targets'>): string {
  const to = t.targets.length ? t.targets.map(stateName).join('、') : '（停留，不换状态）'
  return `${stateName(t.source)} → ${to}`
}

/** The name a screen reader hears for a transition's control. */
export function transitionAccessibleName(f: TransitionFacts): string {
  const t = f.transition
  return `${transitionLabel(t).join(' ')}：${fromTo(t)}，${MARK_LABEL[f.mark]}`
}

export const childrenOf = (machine: MachineGraph, path: string): MachineGraphState[] =>
  machine.states.filter((s) => s.parent === path)

// ---- live actors ----

export interface MapActor {
  /** Unique on the page: the tab and the actor's id there. */
  key: string
  view: MachineView
  /** null for this tab. */
  tab: { id: string; path: string } | null
}

export const lastActivity = (m: MachineView) => m.steps[0]?.at ?? m.recordingSince

/** The live actors that run `machineId`, here and in other tabs; the most recently active first, running before ended. */
export function actorsOf(machineId: string, here: readonly MachineView[], others: readonly OtherTab[]): MapActor[] {
  const all: MapActor[] = [
    ...here.filter((m) => m.machineId === machineId).map((view) => ({ key: `here:${view.id}`, view, tab: null })),
    ...others.flatMap((tab) =>
      tab.machines
        .filter((m) => m.machineId === machineId)
        .map((view) => ({ key: `${tab.id}:${view.id}`, view, tab: { id: tab.id, path: tab.path } })),
    ),
  ]
  const running = (a: MapActor) => (a.view.status === 'running' ? 0 : 1)
  return all.sort((a, b) => running(a) - running(b) || lastActivity(b.view) - lastActivity(a.view))
}

/** The actor whose states the map lights: the one picked while it is still listed, else the most recently active. */
export function chosenActor(actors: readonly MapActor[], picked: string | null): MapActor | null {
  return actors.find((a) => a.key === picked) ?? actors[0] ?? null
}

/** Where an actor lives, in words: 本标签页, or the other tab's route. */
export const tabName = (a: MapActor) => (a.tab ? `其他标签页 ${a.tab.path}` : '本标签页')
