import { useId, type CSSProperties } from 'react'
import type { MapLayout, StateBox } from '../model/machine-map-layout'
import { curvePath, LABEL_LINE, stayText } from '../model/machine-map-layout'
import {
  MARK_LABEL,
  ROOT_LABEL,
  transitionAccessibleName,
  transitionLabel,
  type TransitionFacts,
  type TransitionMark,
} from '../model/machine-map'

// One machine map, drawn from its layout: containers and states as boxes (HTML, in the theme's colours), arrows in an
// SVG under them, each arrow's label a button over it. A transition that stays is a button inside its state's box.

export const MARK_COLOR: Record<TransitionMark, string> = {
  passed: 'var(--c-success)',
  failed: 'var(--c-danger)',
  untested: 'var(--c-fg-soft)',
  unreachable: 'var(--c-warning)',
}
export const MARK_DASH: Record<TransitionMark, string | undefined> = {
  passed: undefined,
  failed: undefined,
  untested: '6 5',
  unreachable: '2 4',
}
export const MARK_GLYPH: Record<TransitionMark, string> = { passed: '✓', failed: '✕', untested: '○', unreachable: '⊘' }
const MARK_TEXT: Record<TransitionMark, string> = {
  passed: 'text-success',
  failed: 'text-danger',
  untested: 'text-fg-muted',
  unreachable: 'text-warning',
}
const MARK_BORDER: Record<TransitionMark, string> = {
  passed: 'border-success',
  failed: 'border-danger',
  untested: 'border-dashed border-fg-soft',
  unreachable: 'border-dotted border-warning',
}

const place = (b: { x: number; y: number; width: number; height: number }): CSSProperties => ({
  left: b.x,
  top: b.y,
  width: b.width,
  height: b.height,
})

interface Common {
  facts: Map<string, TransitionFacts>
  selected: string | null
  onSelect: (id: string) => void
}

function TransitionButton({
  facts,
  selected,
  onSelect,
  className,
  style,
  children,
}: {
  facts: TransitionFacts
  selected: boolean
  onSelect: (id: string) => void
  className: string
  style?: CSSProperties
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={transitionAccessibleName(facts)}
      aria-pressed={selected}
      data-transition={facts.transition.id}
      data-mark={facts.mark}
      onClick={() => onSelect(facts.transition.id)}
      style={style}
      className={`${className} ${MARK_BORDER[facts.mark]} ${
        selected ? 'ring-2 ring-primary ring-offset-1 ring-offset-bg z-20' : 'z-10'
      } font-mono text-[11px] leading-none text-fg bg-bg-card border rounded-md shadow-sm transition-shadow hover:shadow-md keyboard-ring cursor-pointer`}
    >
      {children}
    </button>
  )
}

function Stays({ box, facts, selected, onSelect }: Common & { box: StateBox }) {
  if (box.stays.length === 0) return null
  return (
    <ul
      aria-label={`停留在 ${box.state.path || ROOT_LABEL} 的迁移`}
      className={`mt-1.5 grid gap-1 ${box.state.type === 'compound' && box.state.path ? 'justify-items-start' : 'justify-items-center'}`}
    >
      {box.stays.map((t) => {
        const f = facts.get(t.id)
        if (!f) return null
        return (
          <li key={t.id} className="flex max-w-full">
            <TransitionButton
              facts={f}
              selected={selected === t.id}
              onSelect={onSelect}
              className="relative inline-flex items-center gap-1 h-5 px-2 whitespace-nowrap"
            >
              <span aria-hidden="true" className={MARK_TEXT[f.mark]}>
                {MARK_GLYPH[f.mark]}
              </span>
              {stayText(t)}
            </TransitionButton>
          </li>
        )
      })}
    </ul>
  )
}

function Current() {
  return (
    <span className="absolute -top-2.5 right-2 z-10 inline-flex items-center h-5 px-1.5 rounded-full bg-primary text-primary-fg text-[10px] font-semibold shadow">
      当前
    </span>
  )
}

function Tags({ tags, active }: { tags: string[]; active: boolean }) {
  if (tags.length === 0) return null
  return (
    <span className={`block mt-0.5 text-[10px] leading-4 font-mono truncate ${active ? 'text-fg' : 'text-fg-muted'}`}>
      {tags.map((t) => `#${t}`).join(' ')}
    </span>
  )
}

function StateBoxView({ box, active, ...common }: Common & { box: StateBox; active: boolean }) {
  const s = box.state
  const root = s.path === ''
  const final = s.type === 'final'
  return (
    <div
      data-state={root ? '(root)' : s.path}
      data-active={active || undefined}
      style={place(box)}
      className={`absolute px-2 pt-2.5 text-center rounded-xl transition-colors ${
        root
          ? 'border border-dashed border-fg-soft bg-bg-soft'
          : final
            ? 'border-[3px] border-double border-fg-muted bg-bg-card'
            : 'border border-line bg-bg-card shadow-sm'
      } ${active ? '!border-primary ring-2 ring-primary ring-offset-2 ring-offset-bg !bg-primary-glow' : ''}`}
    >
      {active && <Current />}
      <span
        className={`block font-mono text-[13px] leading-5 font-semibold truncate ${root ? 'text-fg-muted' : 'text-fg'}`}
      >
        {root ? ROOT_LABEL : s.key}
        {final && <span className="sr-only">（终态）</span>}
        {active && <span className="sr-only">（当前）</span>}
      </span>
      <Tags tags={s.tags} active={active} />
      <Stays box={box} {...common} />
    </div>
  )
}

function Container({ box, active, ...common }: Common & { box: MapLayout['containers'][number]; active: boolean }) {
  const s = box.state
  return (
    <div
      data-state={s.path}
      data-active={active || undefined}
      style={place(box)}
      className={`absolute rounded-2xl border-2 transition-colors ${
        active
          ? 'border-primary ring-2 ring-primary ring-offset-2 ring-offset-bg bg-primary-glow'
          : 'border-line bg-bg-soft'
      }`}
    >
      {active && <Current />}
      <div
        style={place({ ...box.header, x: box.header.x - box.x, y: box.header.y - box.y })}
        className="absolute pt-2.5 px-3 text-left"
      >
        <span className="block font-mono text-[13px] leading-5 font-semibold text-fg">
          {s.key}
          <span
            className={`ml-1.5 align-middle text-[10px] font-sans font-normal ${active ? 'text-fg' : 'text-fg-muted'}`}
          >
            复合状态
          </span>
          {active && <span className="sr-only">（当前）</span>}
        </span>
        <Tags tags={s.tags} active={active} />
        <Stays box={box} {...common} />
      </div>
    </div>
  )
}

/** The map: `active` the lit states' paths; `selected` the transition whose details are open. */
export function MachineDiagram({
  layout,
  active,
  ...common
}: Common & { layout: MapLayout; active: ReadonlySet<string> }) {
  const id = useId().replace(/:/g, '')
  const marker = (mark: TransitionMark) => `${id}-arrow-${mark}`
  const MARKS = Object.keys(MARK_COLOR) as TransitionMark[]
  return (
    <div className="relative" style={{ width: layout.width, height: layout.height }}>
      {layout.containers.map((box) => (
        <Container key={box.state.path} box={box} active={active.has(box.state.path)} {...common} />
      ))}
      <svg
        aria-hidden="true"
        width={layout.width}
        height={layout.height}
        className="absolute inset-0 z-[1] overflow-visible pointer-events-none"
      >
        <defs>
          {MARKS.map((mark) => (
            <marker
              key={mark}
              id={marker(mark)}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,1 L10,5 L0,9 z" fill={MARK_COLOR[mark]} />
            </marker>
          ))}
          <marker
            id={`${id}-arrow-initial`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,1 L10,5 L0,9 z" fill="var(--c-fg)" />
          </marker>
        </defs>
        {layout.initials.map((i) => (
          <g key={`init:${i.parent}`}>
            <path
              d={curvePath(i.points)}
              fill="none"
              stroke="var(--c-fg)"
              strokeWidth={1.5}
              markerEnd={`url(#${id}-arrow-initial)`}
            />
            <circle cx={i.dot.x} cy={i.dot.y} r={6} fill="var(--c-fg)" />
          </g>
        ))}
        {layout.arrows.map((a) => {
          const f = common.facts.get(a.transition.id)
          if (!f) return null
          const on = common.selected === a.transition.id
          return (
            <path
              key={`${a.transition.id}>${a.transition.targets.join(',')}>${a.points.length}`}
              d={curvePath(a.points)}
              fill="none"
              stroke={MARK_COLOR[f.mark]}
              strokeWidth={on ? 3 : 1.6}
              strokeDasharray={MARK_DASH[f.mark]}
              strokeLinecap="round"
              markerEnd={`url(#${marker(f.mark)})`}
              opacity={common.selected && !on ? 0.45 : 1}
            />
          )
        })}
      </svg>
      {layout.states.map((box) => (
        <StateBoxView key={box.state.path || '(root)'} box={box} active={active.has(box.state.path)} {...common} />
      ))}
      {layout.arrows.map((a, i) => {
        const f = common.facts.get(a.transition.id)
        if (!f) return null
        const lines = transitionLabel(a.transition)
        return (
          <TransitionButton
            // A transition with several targets has one arrow per target: each its own control.
            key={`${a.transition.id}#${i}`}
            facts={f}
            selected={common.selected === a.transition.id}
            onSelect={common.onSelect}
            style={{ ...place(a.label), lineHeight: `${LABEL_LINE}px` }}
            className="absolute flex items-center gap-1 px-2 text-left"
          >
            <span aria-hidden="true" className={`self-start mt-1 ${MARK_TEXT[f.mark]}`}>
              {MARK_GLYPH[f.mark]}
            </span>
            <span className="min-w-0">
              {lines.map((line, j) => (
                <span key={line} className={`block whitespace-nowrap ${j > 0 ? 'text-fg-muted' : ''}`}>
                  {line}
                </span>
              ))}
            </span>
          </TransitionButton>
        )
      })}
    </div>
  )
}

/** The legend: what each look means, with how many transitions carry it. */
export function MapLegend({ counts }: { counts: Record<TransitionMark, number> }) {
  const MARKS = Object.keys(MARK_COLOR) as TransitionMark[]
  return (
    <ul aria-label="图例" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-fg-muted">
      {MARKS.map((mark) => (
        <li key={mark} className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" width="28" height="10" className="shrink-0">
            <line
              x1="1"
              y1="5"
              x2="27"
              y2="5"
              stroke={MARK_COLOR[mark]}
              strokeWidth="2"
              strokeDasharray={MARK_DASH[mark]}
              strokeLinecap="round"
            />
          </svg>
          <span aria-hidden="true" className={MARK_TEXT[mark]}>
            {MARK_GLYPH[mark]}
          </span>
          <span className="text-fg">{MARK_LABEL[mark]}</span>
          <span className="tabular-nums text-fg-soft">{counts[mark]}</span>
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-flex items-center h-4 px-1.5 rounded-full bg-primary text-primary-fg text-[10px] font-semibold"
        >
          当前
        </span>
        <span className="text-fg">所选实例的当前状态</span>
      </li>
    </ul>
  )
}
