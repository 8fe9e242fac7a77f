import { useState, type ReactNode } from 'react'
import type { OtherTab } from '../model/live-machines-channel'
import { clockTime, type MachineView } from '../model/live-machines-view'
import type { LiveMachines } from '../model/use-live-machines'
import { MachineCard } from './machine-card'

// The live machines of this tab and of the others, filtered by kind; the one that moved last comes first, the
// stopped ones after the running ones.

const lastActivity = (m: MachineView) => m.steps[0]?.at ?? m.recordingSince

function ordered(machines: readonly MachineView[]): MachineView[] {
  const running = machines.filter((m) => m.status === 'running').sort((a, b) => lastActivity(b) - lastActivity(a))
  const ended = machines.filter((m) => m.status !== 'running').sort((a, b) => (b.stoppedAt ?? 0) - (a.stoppedAt ?? 0))
  return [...running, ...ended]
}

function KindFilter({
  kinds,
  value,
  onChange,
}: {
  kinds: [string, number][]
  value: string | null
  onChange: (kind: string | null) => void
}) {
  const total = kinds.reduce((sum, [, n]) => sum + n, 0)
  const chip = (kind: string | null, label: string, count: number) => {
    const on = value === kind
    return (
      <button
        key={kind ?? ''}
        type="button"
        aria-pressed={on}
        aria-label={`${label} ${count}`}
        onClick={() => onChange(kind)}
        className={`inline-flex items-center gap-1 h-7 px-3 rounded-full text-xs font-medium whitespace-nowrap transition-colors keyboard-ring ${
          on ? 'bg-fg text-bg' : 'bg-bg-soft text-fg-muted hover:text-fg'
        }`}
      >
        {label}
        <span className={`tabular-nums ${on ? 'opacity-80' : 'text-fg-soft'}`}>{count}</span>
      </button>
    )
  }
  return (
    <div role="group" aria-label="按类型筛选" className="flex gap-1.5 overflow-x-auto pb-1 -mx-1 px-1">
      {chip(null, '全部', total)}
      {kinds.map(([kind, n]) => chip(kind, kind, n))}
    </div>
  )
}

function MachineList({ label, machines, wide }: { label: string; machines: MachineView[]; wide: boolean }) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-2 ${wide ? 'lg:grid-cols-2 items-start' : ''}`}>
      {machines.map((m) => (
        <li key={m.id} className="min-w-0">
          <MachineCard machine={m} />
        </li>
      ))}
    </ul>
  )
}

function GroupLabel({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-xs font-medium text-fg-muted">{children}</p>
}

function OtherTabGroup({ tab, kind, wide }: { tab: OtherTab; kind: string | null; wide: boolean }) {
  const machines = ordered(tab.machines.filter((m) => kind === null || m.kind === kind))
  return (
    <div>
      <GroupLabel>
        另一个标签页 <span className="font-mono text-fg">{tab.path}</span> · 更新于{' '}
        <span className="tabular-nums">{clockTime(tab.at)}</span>
      </GroupLabel>
      {machines.length ? (
        <MachineList label={`标签页 ${tab.path} 的状态机`} machines={machines} wide={wide} />
      ) : (
        <Empty text="没有这类状态机" />
      )}
    </div>
  )
}

function Empty({ text }: { text: string }) {
  return (
    <p className="text-xs text-fg-soft rounded-xl border border-dashed border-line px-3 py-3 text-center">{text}</p>
  )
}

export function LiveMachinesBrowser({ live, wide = false }: { live: LiveMachines; wide?: boolean }) {
  const [kind, setKind] = useState<string | null>(null)
  const counts = new Map<string, number>()
  for (const m of [...live.here, ...live.others.flatMap((t) => t.machines)])
    counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1)
  // A kind whose machines all left falls back to every kind.
  const active = kind !== null && counts.has(kind) ? kind : null
  const here = ordered(live.here.filter((m) => active === null || m.kind === active))
  const running = live.here.filter((m) => m.status === 'running').length
  return (
    <div className="grid grid-cols-1 gap-3 min-w-0">
      <KindFilter kinds={[...counts]} value={active} onChange={setKind} />
      <div>
        <GroupLabel>
          本标签页 · {running} 个运行中{live.here.length > running && `，${live.here.length - running} 个已结束`}
        </GroupLabel>
        {here.length ? (
          <MachineList label="本标签页的状态机" machines={here} wide={wide} />
        ) : (
          <Empty text="还没有状态机在运行：登录、点赞、关注或发表评论时会出现" />
        )}
      </div>
      {live.others.length === 0 ? (
        <p className="text-[11px] text-fg-soft">其他标签页打开本应用时，它们的状态机也会显示在这里。</p>
      ) : (
        live.others.map((tab) => <OtherTabGroup key={tab.id} tab={tab} kind={active} wide={wide} />)
      )}
    </div>
  )
}
