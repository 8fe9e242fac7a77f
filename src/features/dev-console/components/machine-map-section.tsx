import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import type { LiveMachinesSources } from '../model/use-live-machines'
import { machineName } from '../model/machine-map'
import type { TestResultsState } from '../model/test-results-source'
import { Panel } from './controls'

// The machine maps' section of /test-api. The map itself, dagre and the layout are a chunk of their own
// (machine-map.tsx), loaded once the section is scrolled to or a machine is picked: the page opens without them.

const MachineMap = lazy(() => import('./machine-map'))

/** The section's machines before the results arrive: the app's four, in the bundle's order once it is there. */
const APP_MACHINES = ['toggle', 'auth', 'comment', 'offlineQueue']

function useSeen(ref: RefObject<HTMLElement | null>, onSeen: () => void) {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          onSeen()
        }
      },
      { rootMargin: '240px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, onSeen])
}

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="grid place-items-center min-h-48 rounded-xl border border-dashed border-line bg-bg-soft text-sm text-fg-muted">
      {text}
    </div>
  )
}

/** Issue 47: each machine's states and transitions as a map, marked by the tests' last results, with the live actors. */
export function MachineMapSection({
  results,
  sources,
  onShowRule,
}: {
  results: TestResultsState
  sources?: LiveMachinesSources
  /** A transition's rule, clicked: shown in the page's rule browser. */
  onShowRule?: (rule: string) => void
}) {
  const [machineId, setMachineId] = useState<string | null>(null)
  const [wanted, setWanted] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const [seen] = useState(() => () => setWanted(true))
  useSeen(ref, seen)
  const bundle = results.status === 'ready' ? results.bundle : null
  const ids = bundle ? bundle.machines.map((m) => m.id) : APP_MACHINES
  const shown = machineId ?? ids[0] ?? null
  const machine = bundle?.machines.find((m) => m.id === shown) ?? null
  const pick = (id: string) => {
    setMachineId(id)
    setWanted(true)
  }
  return (
    <Panel
      id="machine-maps"
      title="状态机地图"
      description="每个状态机的状态与迁移，按定义绘制：颜色与线型表示测试最近一次的结果，点一条迁移查看它的规则和测试；正在运行的实例会在图上点亮当前状态。"
    >
      <div ref={ref} className="grid grid-cols-1 gap-3 min-w-0">
        <div role="group" aria-label="选择状态机" className="flex gap-1.5 overflow-x-auto pb-1 -mx-1 px-1">
          {ids.map((id) => {
            const on = wanted && id === shown
            return (
              <button
                key={id}
                type="button"
                aria-pressed={on}
                onClick={() => pick(id)}
                className={`inline-flex items-center gap-1.5 h-8 px-3.5 rounded-full text-xs font-medium whitespace-nowrap transition-colors keyboard-ring ${
                  on ? 'bg-fg text-bg' : 'bg-bg-soft text-fg-muted hover:text-fg'
                }`}
              >
                {machineName(id)}
                <span className={`font-mono text-[11px] ${on ? 'opacity-75' : 'text-fg-soft'}`}>{id}</span>
              </button>
            )
          })}
        </div>
        {!wanted ? (
          <MapPlaceholder text="选择一个状态机，或向下滚动到这里，地图随即载入。" />
        ) : results.status === 'loading' ? (
          <MapPlaceholder text="正在载入测试结果…" />
        ) : results.status === 'error' ? (
          <MapPlaceholder text={`测试结果未能载入：${results.message}`} />
        ) : !machine || !bundle ? (
          <MapPlaceholder text="本构建没有附带状态机的定义。" />
        ) : (
          <Suspense fallback={<MapPlaceholder text="正在载入地图…" />}>
            <MachineMap key={machine.id} bundle={bundle} machine={machine} sources={sources} onShowRule={onShowRule} />
          </Suspense>
        )}
      </div>
    </Panel>
  )
}
