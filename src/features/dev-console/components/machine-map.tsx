import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { MachineGraph } from '@machines/graph/machine-graph'
import { machineTitle, clockTime } from '../model/live-machines-view'
import {
  actorsOf,
  chosenActor,
  fromTo,
  machineFacts,
  machineName,
  markCounts,
  MARK_LABEL,
  tabName,
  type MapActor,
  type TransitionFacts,
} from '../model/machine-map'
import { layoutMachine } from '../model/machine-map-layout'
import type { BundledTest, TestResultsBundle } from '../model/test-results'
import { useLiveMachines, type LiveMachinesSources } from '../model/use-live-machines'
import { Pill, type Tone } from './controls'
import { MachineDiagram, MapLegend, MARK_GLYPH } from './machine-map-diagram'

// The machine map's own chunk (loaded by machine-map-section.tsx): the layout by dagre, the drawing, the live actors
// and the details of the transition picked. Its draw time (layout to first paint) is measured as 'machine-map:draw'.

export const DRAW_MEASURE = 'machine-map:draw'
/** The layout alone (dagre), within the draw. */
export const LAYOUT_MEASURE = 'machine-map:layout'

const FRAME_PAD = 12
/** Below this, a map fitted to its frame is too small to read: it shows at its own size and scrolls. */
const AUTO_FIT_MIN = 0.75
type Zoom = 'auto' | 'fit' | 'actual'
const zoomScale = (zoom: Zoom, fit: number) =>
  zoom === 'actual' ? 1 : zoom === 'fit' ? fit : fit >= AUTO_FIT_MIN ? fit : 1

/** An element's width, followed as it changes (null before it is measured, or without ResizeObserver). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth || null)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || null))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

const STATUS_LABEL: Record<string, { label: string; tone: Tone }> = {
  passed: { label: '通过', tone: 'ok' },
  failed: { label: '失败', tone: 'bad' },
  skipped: { label: '跳过', tone: 'neutral' },
}
const RUNNER_LABEL = { unit: '单元', e2e: '端到端' } as const

function TestRow({ test }: { test: BundledTest }) {
  const status = test.result ? STATUS_LABEL[test.result.status]! : { label: '无结果', tone: 'neutral' as Tone }
  return (
    <li className="flex items-start gap-2 py-2 border-t border-line first:border-t-0 min-w-0">
      <Pill tone={status.tone} className="mt-0.5 shrink-0">
        {status.label}
      </Pill>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg break-words">{test.title}</p>
        <p className="mt-0.5 text-[11px] text-fg-muted font-mono break-all">
          {test.file}
          {test.line !== null && `:${test.line}`}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Pill tone="neutral">{RUNNER_LABEL[test.runner]}</Pill>
        {test.result?.flaky && <Pill tone="warn">不稳定</Pill>}
      </div>
    </li>
  )
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[4.5rem_1fr] gap-2 py-1 min-w-0">
      <dt className="text-xs text-fg-muted">{term}</dt>
      <dd className="text-sm text-fg min-w-0 break-words">{children}</dd>
    </div>
  )
}

function TransitionDetails({
  facts,
  onClose,
  onShowRule,
}: {
  facts: TransitionFacts
  onClose: () => void
  onShowRule?: (rule: string) => void
}) {
  const t = facts.transition
  return (
    <section aria-label="迁移详情" className="rounded-xl border border-line bg-bg-card p-3.5 min-w-0 shadow-sm">
      <div className="flex items-start gap-2">
        <h3 className="flex-1 min-w-0 text-sm font-semibold text-fg">
          <span aria-hidden="true" className="mr-1">
            {MARK_GLYPH[facts.mark]}
          </span>
          {t.event}
          {t.guard && <span className="ml-1 font-mono text-fg-muted">[{t.guard}]</span>}
        </h3>
        <Pill
          tone={
            facts.mark === 'passed'
              ? 'ok'
              : facts.mark === 'failed'
                ? 'bad'
                : facts.mark === 'unreachable'
                  ? 'warn'
                  : 'neutral'
          }
        >
          {MARK_LABEL[facts.mark]}
        </Pill>
        <button
          type="button"
          onClick={onClose}
          aria-label="关闭迁移详情"
          className="shrink-0 -mt-0.5 h-6 w-6 grid place-items-center rounded-full text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
        >
          ✕
        </button>
      </div>
      <dl className="mt-2">
        <Fact term="编号">
          <code className="font-mono text-[12px] break-all">{t.id}</code>
        </Fact>
        <Fact term="从 → 到">{fromTo(t)}</Fact>
        <Fact term="事件">
          <code className="font-mono text-[12px]">{t.event}</code>
          {t.eventType !== t.event && t.eventType && (
            <span className="ml-1.5 text-[11px] text-fg-muted font-mono break-all">{t.eventType}</span>
          )}
        </Fact>
        <Fact term="守卫">{t.guard ? <code className="font-mono text-[12px]">{t.guard}</code> : '无'}</Fact>
        <Fact term="延时">
          {t.delay !== undefined ? <code className="font-mono text-[12px]">after({t.delay})</code> : '无'}
        </Fact>
        {t.description && <Fact term="说明">{t.description}</Fact>}
        {facts.unreachable !== null && <Fact term="不可达">{facts.unreachable}</Fact>}
        <Fact term="规则">
          {t.rules.length ? (
            <ul aria-label="规则" className="flex flex-wrap gap-1">
              {t.rules.map((r) => (
                <li key={r}>
                  {onShowRule ? (
                    <button
                      type="button"
                      onClick={() => onShowRule(r)}
                      aria-label={`在规格覆盖中查看 ${r}`}
                      className="inline-flex items-center h-5 px-2 rounded-full bg-bg-soft text-[11px] font-mono text-fg hover:(ring-1 ring-primary) keyboard-ring"
                    >
                      {r}
                    </button>
                  ) : (
                    <span className="inline-flex items-center h-5 px-2 rounded-full bg-bg-soft text-[11px] font-mono text-fg">
                      {r}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            '未标注规则'
          )}
        </Fact>
      </dl>
      <h4 className="mt-3 text-xs font-medium text-fg-muted">走过这条迁移的测试（{facts.tests.length}）</h4>
      {facts.tests.length ? (
        <ul aria-label="测试" className="mt-1">
          {facts.tests.map((test, i) => (
            <TestRow key={`${test.file}:${test.title}:${i}`} test={test} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-fg-muted">
          {facts.unreachable !== null ? '没有测试走过它：它被列为不可达。' : '最近一次运行中没有任何测试走过这条迁移。'}
        </p>
      )}
    </section>
  )
}

function ActorChips({
  actors,
  chosen,
  onPick,
}: {
  actors: MapActor[]
  chosen: MapActor | null
  onPick: (key: string) => void
}) {
  if (actors.length === 0)
    return (
      <p className="text-xs text-fg-muted">
        还没有运行中的实例：在本标签页或其他标签页里操作应用（例如点赞），实例会出现在这里，并在图上点亮它的当前状态。
      </p>
    )
  return (
    <div role="group" aria-label="实时实例" className="flex gap-1.5 overflow-x-auto pb-1 -mx-1 px-1">
      {actors.map((a) => {
        const on = a.key === chosen?.key
        return (
          <button
            key={a.key}
            type="button"
            aria-pressed={on}
            onClick={() => onPick(a.key)}
            className={`inline-flex items-center gap-1.5 h-7 px-3 rounded-full text-xs whitespace-nowrap border transition-colors keyboard-ring ${
              on
                ? 'border-primary bg-primary-glow text-fg font-medium'
                : 'border-line bg-bg-card text-fg-muted hover:text-fg'
            }`}
          >
            <span
              aria-hidden="true"
              className={`h-1.5 w-1.5 rounded-full ${a.view.status === 'running' ? 'bg-success' : 'bg-fg-soft'}`}
            />
            {machineTitle(a.view)}
            <span className="text-fg-soft">·</span>
            <span className="text-[11px]">{tabName(a)}</span>
            <span className={`font-mono text-[11px] ${on ? 'text-fg' : 'text-fg-muted'}`}>{a.view.state}</span>
          </button>
        )
      })}
    </div>
  )
}

/**
 * One machine's map with the live actors that run it. `sources`: the live machines' (tests pass their own);
 * `unreachable`: the transitions listed unreachable (machines/graph/unreachable.ts unless a test passes its own);
 * `onShowRule`: a transition's rule, clicked, shown in the page's rule browser.
 */
export default function MachineMap({
  bundle,
  machine,
  sources,
  unreachable,
  onShowRule,
}: {
  bundle: TestResultsBundle
  machine: MachineGraph
  sources?: LiveMachinesSources
  unreachable?: Readonly<Record<string, string>>
  onShowRule?: (rule: string) => void
}) {
  const live = useLiveMachines(sources)
  const [selected, setSelected] = useState<string | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const started = useRef(0)
  const layout = useMemo(() => {
    started.current = performance.now()
    const laidOut = layoutMachine(machine)
    performance.measure(LAYOUT_MEASURE, { start: started.current, detail: { machine: machine.id } })
    return laidOut
  }, [machine])
  const facts = useMemo(() => machineFacts(bundle, machine, unreachable), [bundle, machine, unreachable])
  const counts = useMemo(() => markCounts(facts.values()), [facts])
  const actors = useMemo(() => actorsOf(machine.id, live.here, live.others), [machine.id, live])
  const chosen = chosenActor(actors, picked)
  const active = useMemo(() => new Set(chosen?.view.activeStates ?? []), [chosen])
  const [drawMs, setDrawMs] = useState<number | null>(null)
  const frame = useRef<HTMLDivElement>(null)
  const frameWidth = useWidth(frame)
  const [zoom, setZoom] = useState<Zoom>('auto')
  const fit = frameWidth ? Math.min(1, (frameWidth - FRAME_PAD * 2) / layout.width) : 1
  const scale = zoomScale(zoom, fit)

  // Layout to first paint: from the layout's start to a task after the frame that shows the map (a frame callback runs
  // before that frame's paint; the task after it runs once the frame is painted).
  useLayoutEffect(() => {
    const start = started.current
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const ms = performance.now() - start
        performance.measure(DRAW_MEASURE, { start, duration: ms, detail: { machine: machine.id } })
        setDrawMs(Math.round(ms))
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [layout, machine.id])

  const details = selected ? facts.get(selected) : undefined
  const detailsRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (selected) detailsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [selected])

  const last = chosen?.view.steps[0]
  return (
    <div className="grid grid-cols-1 gap-3 min-w-0" data-machine-map={machine.id} data-draw-ms={drawMs ?? undefined}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-fg">
          {machineName(machine.id)} <span className="font-mono text-fg-muted font-normal">{machine.id}</span>
        </h3>
        <p className="text-xs text-fg-muted">
          {machine.states.length - 1} 个状态 · {machine.transitions.length} 条迁移
        </p>
        {fit < 1 && (
          <button
            type="button"
            aria-pressed={scale < 1}
            onClick={() => setZoom(scale < 1 ? 'actual' : 'fit')}
            className="ml-auto inline-flex items-center h-7 px-3 rounded-full border border-line bg-bg-card text-xs text-fg-muted hover:text-fg keyboard-ring"
          >
            {scale < 1 ? `原始大小（现为 ${Math.round(scale * 100)}%）` : '缩放以适应宽度'}
          </button>
        )}
      </div>
      <MapLegend counts={counts} />
      <div className="grid gap-1.5 min-w-0">
        <ActorChips actors={actors} chosen={chosen} onPick={setPicked} />
        {chosen && (
          <p role="status" aria-live="polite" className="text-xs text-fg-muted">
            {machineTitle(chosen.view)}（{tabName(chosen)}）当前：
            <span className="font-mono text-fg">{chosen.view.state || '—'}</span>
            {last && (
              <>
                {' '}
                · 最近事件 <span className="font-mono text-fg">{last.event}</span>{' '}
                <span className="tabular-nums">{clockTime(last.at)}</span>
              </>
            )}
            {chosen.view.status !== 'running' && '（已结束）'}
          </p>
        )}
      </div>
      <div
        ref={frame}
        role="region"
        aria-label={`${machineName(machine.id)} 状态机地图`}
        tabIndex={0}
        className="relative overflow-auto rounded-xl border border-line bg-bg keyboard-ring max-h-[720px] [contain:content]"
        style={{
          backgroundImage: 'radial-gradient(var(--c-line) 1px, transparent 1px)',
          backgroundSize: '18px 18px',
        }}
      >
        <div className="w-max mx-auto" style={{ padding: FRAME_PAD }}>
          <div style={{ width: layout.width * scale, height: layout.height * scale }}>
            <div style={scale < 1 ? { transform: `scale(${scale})`, transformOrigin: '0 0' } : undefined}>
              <MachineDiagram
                layout={layout}
                active={active}
                facts={facts}
                selected={selected}
                onSelect={(id) => setSelected((s) => (s === id ? null : id))}
              />
            </div>
          </div>
        </div>
      </div>
      <div ref={detailsRef} className="min-w-0">
        {details ? (
          <TransitionDetails facts={details} onClose={() => setSelected(null)} onShowRule={onShowRule} />
        ) : (
          <p className="text-xs text-fg-muted">
            点一条迁移（箭头上的标签，或状态里 ↺ 开头的停留迁移）查看它的规则和测试。
          </p>
        )}
      </div>
    </div>
  )
}
