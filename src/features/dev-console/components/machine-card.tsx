import { useId, useState } from 'react'
import { ChevronDownIcon } from '@/components/ui/icons-more'
import {
  clockTime,
  machineTitle,
  type MachineStatus,
  type MachineStepView,
  type MachineView,
} from '../model/live-machines-view'
import { JsonView, Pill, type Tone } from './controls'

// One actor of the live machines: what it is and where it is (always shown), and on demand what it holds and the
// events that moved it, newest first, as a timeline.

const STATUS: Record<MachineStatus, { label: string; tone: Tone }> = {
  running: { label: '运行中', tone: 'ok' },
  done: { label: '已完成', tone: 'neutral' },
  stopped: { label: '已停止', tone: 'neutral' },
  error: { label: '出错', tone: 'bad' },
}

function StateChip({ state }: { state: string }) {
  return (
    <code className="inline-flex items-center h-6 px-2 rounded-lg bg-bg-soft border border-line font-mono text-[12px] text-fg break-all">
      {state || '—'}
    </code>
  )
}

function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0)
    return (
      <span className="text-[11px] text-fg-soft">
        <span className="sr-only">，</span>无标签
      </span>
    )
  return (
    <>
      <span className="sr-only">，标签：</span>
      {tags.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center h-5 px-2 rounded-full border border-line text-[11px] font-mono text-fg-muted"
        >
          {tag}
        </span>
      ))}
    </>
  )
}

function Step({ step }: { step: MachineStepView }) {
  return (
    <li className="relative pl-5 pb-3 last:pb-0">
      {/* The timeline's rail and this event's dot. */}
      <span aria-hidden="true" className="absolute left-[5px] top-2 bottom-0 w-px bg-line" />
      <span
        aria-hidden="true"
        className="absolute left-0 top-1.5 w-[11px] h-[11px] rounded-full border-2 border-primary bg-bg-card"
      />
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <time dateTime={new Date(step.at).toISOString()} className="font-mono text-[11px] text-fg-muted tabular-nums">
          {clockTime(step.at)}
        </time>
        <span className="font-mono text-[12px] font-medium text-fg break-all">{step.event}</span>
        <span className="text-[11px] text-fg-muted">
          → <span className="font-mono text-fg">{step.state || '—'}</span>
        </span>
      </div>
      {step.actions.length > 0 && (
        <p className="mt-0.5 text-[11px] text-fg-muted break-all">动作：{step.actions.join('、')}</p>
      )}
      {step.payload !== null && (
        <details className="mt-1">
          <summary className="cursor-pointer text-[11px] text-fg-muted hover:text-fg">事件内容</summary>
          <JsonView
            value={step.payload}
            label={`事件 ${step.event} 的内容`}
            className="mt-1 !max-h-48 !p-2 !text-[11px]"
          />
        </details>
      )}
    </li>
  )
}

function Timeline({ machine }: { machine: MachineView }) {
  const late = machine.recordingSince > machine.createdAt
  return (
    <div>
      <h4 className="text-xs font-medium text-fg-muted mb-2">最近事件</h4>
      {machine.steps.length === 0 ? (
        <p className="text-[11px] text-fg-soft">记录开始后还没有新事件</p>
      ) : (
        <ol aria-label={`${machineTitle(machine)} 的最近事件`} className="list-none">
          {machine.steps.map((step) => (
            <Step key={step.seq} step={step} />
          ))}
        </ol>
      )}
      {(machine.dropped > 0 || late) && (
        <p className="mt-2 text-[11px] text-fg-soft">
          {machine.dropped > 0 && `更早的 ${machine.dropped} 个事件已不再保留。`}
          {late && `在 ${clockTime(machine.recordingSince)} 开始记录，之前的事件未记录。`}
        </p>
      )}
    </div>
  )
}

export function MachineCard({ machine, defaultOpen = false }: { machine: MachineView; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const bodyId = useId()
  const title = machineTitle(machine)
  const status = STATUS[machine.status]
  const last = machine.steps[0]
  return (
    <article
      aria-label={title}
      className={`rounded-xl border bg-bg-card min-w-0 transition-colors ${open ? 'border-primary' : 'border-line'}`}
    >
      {/* The accordion pattern: the heading holds the button, so a screen reader lists every machine by name. */}
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="w-full text-left px-3 py-2.5 rounded-xl keyboard-ring flex gap-2 items-start"
        >
          <span className="flex-1 min-w-0 block">
            <span className="flex items-center gap-2 min-w-0">
              <span className="text-sm font-semibold text-fg truncate">{title}</span>
              <Pill tone={status.tone}>{status.label}</Pill>
            </span>
            <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <span className="sr-only">，状态：</span>
              <StateChip state={machine.state} />
              <Tags tags={machine.tags} />
            </span>
            <span className="mt-1.5 block text-[11px] font-normal text-fg-muted truncate">
              <span className="sr-only">，</span>
              {last ? (
                <>
                  最近事件 <span className="tabular-nums">{clockTime(last.at)}</span> ·{' '}
                  <span className="font-mono text-fg">{last.event}</span>
                </>
              ) : (
                '暂无记录的事件'
              )}
            </span>
          </span>
          <ChevronDownIcon
            size={16}
            className={`mt-1 shrink-0 text-fg-soft transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      {open && (
        <div id={bodyId} className="px-3 pb-3 grid grid-cols-1 gap-3 border-t border-line pt-3">
          <div>
            <h4 className="text-xs font-medium text-fg-muted mb-1">上下文</h4>
            <JsonView value={machine.context} label={`${title} 的上下文`} className="!max-h-56 !p-2 !text-[11px]" />
          </div>
          <Timeline machine={machine} />
        </div>
      )}
    </article>
  )
}
