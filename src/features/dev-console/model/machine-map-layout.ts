import { graphlib, layout, type EdgeLabel, type GraphLabel, type NodeLabel, type Point } from '@dagrejs/dagre'
import type { MachineGraph, MachineGraphState } from '@machines/graph/machine-graph'
import type { TransitionInfo } from '@machines/graph/transitions'
import { ROOT_LABEL, transitionLabel } from './machine-map'

// A machine map's layout, by dagre (docs/decisions/021-machine-map-layout.md): every state a box, a compound state a
// container holding its children under a header (its name and the transitions that stay in it), an initial dot per
// compound state, every transition with a target an arrow with its label. Text is sized from character counts, not
// measured, so the layout is the same in every browser and in tests. Only the map's own chunk imports this.

export interface Box {
  /** Top-left corner. */
  x: number
  y: number
  width: number
  height: number
}

export interface StateBox extends Box {
  state: MachineGraphState
  /** Transitions that stay in the state (no target): listed inside its box (its header, for a container). */
  stays: TransitionInfo[]
}

export interface ArrowLayout {
  transition: TransitionInfo
  points: Point[]
  /** The label's box (its control). */
  label: Box
}

export interface MapLayout {
  width: number
  height: number
  /** Atomic and final states (and the root's box when the machine's own transitions need one). */
  states: StateBox[]
  /** Compound states: the container, and its header (name, stays). */
  containers: (StateBox & { header: Box })[]
  /** The initial dots, each with its short arrow to the initial child. */
  initials: { parent: string; dot: Point; points: Point[] }[]
  arrows: ArrowLayout[]
}

// Sizes in px at the map's fonts: state names 13px mono, labels 11px mono; a CJK character is about as wide as its size.
const NAME_CHAR = 7.9
const LABEL_CHAR = 6.7
const textWidth = (text: string, perChar: number, size: number) =>
  [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? size : perChar), 0)

export const LABEL_LINE = 15
const LABEL_PAD_X = 10
/** The status mark before the label (✓ ✕ ○ ⊘). */
const LABEL_MARK = 14
export const STAY_ROW = 24
const NODE_PAD_X = 14
const NAME_ROW = 20
const TAG_ROW = 16
const NODE_PAD_Y = 10
const DOT = 12

export const stayText = (t: TransitionInfo) => `↺ ${transitionLabel(t).join(' ')}`

function labelSize(t: TransitionInfo): { width: number; height: number } {
  const lines = transitionLabel(t)
  const width = Math.max(...lines.map((l) => textWidth(l, LABEL_CHAR, 11))) + LABEL_PAD_X * 2 + LABEL_MARK
  return { width: Math.ceil(width), height: lines.length * LABEL_LINE + 8 }
}

const tagText = (s: MachineGraphState) => s.tags.map((t) => `#${t}`).join(' ')

function boxSize(name: string, tags: string, stays: readonly TransitionInfo[]): { width: number; height: number } {
  const widths = [
    textWidth(name, NAME_CHAR, 13) + NODE_PAD_X * 2 + 8,
    tags ? textWidth(tags, 6.2, 10) + NODE_PAD_X * 2 : 0,
    ...stays.map((t) => textWidth(stayText(t), LABEL_CHAR, 11) + LABEL_PAD_X * 2 + LABEL_MARK + 12),
    96,
  ]
  const height = NODE_PAD_Y * 2 + NAME_ROW + (tags ? TAG_ROW : 0) + stays.length * STAY_ROW + (stays.length ? 6 : 0)
  return { width: Math.ceil(Math.max(...widths)), height }
}

function inside(p: Point, b: Box): boolean {
  return p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height
}

/** Where the segment a→b (a inside `b`, the other outside, or the reverse) crosses the box's border. */
function crossing(a: Point, c: Point, b: Box): Point {
  let lo = 0
  let hi = 1
  const aIn = inside(a, b)
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2
    const p = { x: a.x + (c.x - a.x) * mid, y: a.y + (c.y - a.y) * mid }
    if (inside(p, b) === aIn) lo = mid
    else hi = mid
  }
  return { x: a.x + (c.x - a.x) * hi, y: a.y + (c.y - a.y) * hi }
}

/** The part of an arrow drawn to a proxy inside a container that lies outside it: it ends on the container's border. */
export function clipEnd(points: readonly Point[], box: Box): Point[] {
  const first = points.findIndex((p) => inside(p, box))
  if (first <= 0) return [...points]
  return [...points.slice(0, first), crossing(points[first - 1]!, points[first]!, box)]
}

/** The same at the start: an arrow from a container starts on its border. */
export function clipStart(points: readonly Point[], box: Box): Point[] {
  return clipEnd([...points].reverse(), box).reverse()
}

const ROOT = '(root)'
const DOT_NODE = '(initial)'
/** A container's padding around its children, and the room its header takes above them. */
const PAD = 14
const HEADER_PAD = 8

interface Block {
  width: number
  height: number
  states: StateBox[]
  containers: MapLayout['containers']
  initials: MapLayout['initials']
  arrows: ArrowLayout[]
}

const shift = (p: Point, dx: number, dy: number): Point => ({ x: p.x + dx, y: p.y + dy })
const shiftBox = <T extends Box>(b: T, dx: number, dy: number): T => ({ ...b, x: b.x + dx, y: b.y + dy })
const center = (b: Box): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 })

/** `path` itself or its ancestor that is a child of `parent` ('' the root); undefined when `path` is not under it. */
function childOf(parent: string, path: string): string | undefined {
  if (parent === '') return path === '' ? ROOT : path.split('.')[0]
  if (!path.startsWith(`${parent}.`)) return undefined
  return `${parent}.${path.slice(parent.length + 1).split('.')[0]}`
}

/**
 * Lays `machine` out, top to bottom. Each compound state's children are laid out first, on their own, and the
 * container then takes part in its parent's layout as one box: dagre never sees an edge to a cluster, and each
 * arrow's label is placed with its arrow. An arrow between states of different containers is laid out between the
 * outermost containers they differ in, then carried on to the states themselves.
 */
export function layoutMachine(machine: MachineGraph): MapLayout {
  const byPath = new Map(machine.states.map((s) => [s.path, s]))
  const compound = (s: MachineGraphState | undefined) => s?.type === 'compound' || s?.type === 'parallel'
  const stays = new Map<string, TransitionInfo[]>()
  for (const t of machine.transitions)
    if (t.targets.length === 0) stays.set(t.source, [...(stays.get(t.source) ?? []), t])
  const rootState: MachineGraphState = byPath.get('') ?? {
    path: '',
    key: '',
    parent: null,
    type: 'compound',
    initial: null,
    tags: [],
    rules: [],
    means: null,
  }

  function block(parent: string): Block {
    const g = new graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true })
    g.setGraph({ rankdir: 'TB', nodesep: 22, edgesep: 12, ranksep: 30, marginx: 0, marginy: 0 })
    g.setDefaultEdgeLabel(() => ({}))
    const inner = new Map<string, { block: Block; header: { width: number; height: number } }>()
    const children = machine.states.filter((s) => s.path !== '' && (s.parent ?? '') === parent)
    if (parent === '' && machine.transitions.some((t) => t.source === ''))
      g.setNode(ROOT, boxSize(ROOT_LABEL, '', stays.get('') ?? []))
    for (const c of children) {
      if (compound(c)) {
        const b = block(c.path)
        const header = boxSize(c.key, tagText(c), stays.get(c.path) ?? [])
        inner.set(c.path, { block: b, header })
        g.setNode(c.path, {
          width: Math.max(b.width, header.width) + PAD * 2,
          height: header.height + HEADER_PAD + b.height + PAD,
        })
      } else g.setNode(c.path, boxSize(c.key, tagText(c), stays.get(c.path) ?? []))
    }
    const own = byPath.get(parent) ?? rootState
    if (compound(own) && own.initial) {
      g.setNode(DOT_NODE, { width: DOT, height: DOT })
      g.setEdge(DOT_NODE, parent ? `${parent}.${own.initial}` : own.initial, { weight: 4 }, 'initial')
    }
    const here: { t: TransitionInfo; target: string; name: string }[] = []
    for (const t of machine.transitions)
      for (const target of t.targets) {
        const a = childOf(parent, t.source)
        const b = childOf(parent, target)
        if (a === undefined || b === undefined) continue
        // Within one child: laid out inside it, unless it leaves the child itself (a self-transition, or one between
        // a container and its own descendants): a loop on the child.
        if (a === b && !(t.source === a || target === a)) continue
        const name = `${t.id}>${target}`
        const { width, height } = labelSize(t)
        g.setEdge(a, b, { width, height, labelpos: 'c', minlen: 1, weight: 1 }, name)
        here.push({ t, target, name })
      }
    layout(g)

    const out: Block = { width: 0, height: 0, states: [], containers: [], initials: [], arrows: [] }
    const boxOf = (id: string): Box => {
      const n = g.node(id)
      return { x: (n.x ?? 0) - n.width / 2, y: (n.y ?? 0) - n.height / 2, width: n.width, height: n.height }
    }
    if (g.hasNode(ROOT)) out.states.push({ ...boxOf(ROOT), state: rootState, stays: stays.get('') ?? [] })
    for (const c of children) {
      const box = boxOf(c.path)
      const nested = inner.get(c.path)
      if (!nested) {
        out.states.push({ ...box, state: c, stays: stays.get(c.path) ?? [] })
        continue
      }
      const headerHeight = nested.header.height
      out.containers.push({
        ...box,
        state: c,
        stays: stays.get(c.path) ?? [],
        header: { x: box.x, y: box.y, width: box.width, height: headerHeight },
      })
      // The children under the header, centred in the container.
      const dx = box.x + (box.width - nested.block.width) / 2
      const dy = box.y + headerHeight + HEADER_PAD
      const b = nested.block
      out.states.push(...b.states.map((s) => shiftBox(s, dx, dy)))
      out.containers.push(...b.containers.map((s) => ({ ...shiftBox(s, dx, dy), header: shiftBox(s.header, dx, dy) })))
      out.initials.push(
        ...b.initials.map((i) => ({ ...i, dot: shift(i.dot, dx, dy), points: i.points.map((p) => shift(p, dx, dy)) })),
      )
      out.arrows.push(
        ...b.arrows.map((a) => ({
          ...a,
          points: a.points.map((p) => shift(p, dx, dy)),
          label: shiftBox(a.label, dx, dy),
        })),
      )
    }
    if (g.hasNode(DOT_NODE)) {
      const dot = g.node(DOT_NODE)
      out.initials.push({
        parent,
        dot: { x: dot.x ?? 0, y: dot.y ?? 0 },
        points: g.edge(DOT_NODE, `${parent ? `${parent}.` : ''}${own.initial}`, 'initial').points ?? [],
      })
    }
    // Each arrow carried on from the container it was laid out against to the state itself.
    const boxes = new Map<string, Box>([...out.states, ...out.containers].map((b) => [b.state.path, b]))
    for (const { t, target, name } of here) {
      const e = g.edge(childOf(parent, t.source)!, childOf(parent, target)!, name)
      let points = e.points ?? []
      const from = boxes.get(t.source)
      const to = boxes.get(target)
      if (to && points.length && childOf(parent, target) !== target) {
        const last = points[points.length - 1]!
        points = [...points, ...clipEnd([last, center(to)], to).slice(1)]
      }
      if (from && points.length && childOf(parent, t.source) !== t.source && t.source !== '') {
        const first = points[0]!
        points = [...clipStart([center(from), first], from).slice(0, 1), ...points]
      }
      const { width, height } = labelSize(t)
      out.arrows.push({
        transition: t,
        points,
        label: { x: (e.x ?? 0) - width / 2, y: (e.y ?? 0) - height / 2, width, height },
      })
    }
    const graph = g.graph()
    out.width = graph.width ?? 0
    out.height = graph.height ?? 0
    return out
  }

  const MARGIN = 16
  const whole = block('')
  const order = new Map(machine.transitions.map((t, i) => [t.id, i]))
  return {
    width: Math.ceil(whole.width + MARGIN * 2),
    height: Math.ceil(whole.height + MARGIN * 2),
    states: whole.states.map((s) => shiftBox(s, MARGIN, MARGIN)),
    // Outer containers first, so inner ones draw over them.
    containers: whole.containers
      .map((c) => ({ ...shiftBox(c, MARGIN, MARGIN), header: shiftBox(c.header, MARGIN, MARGIN) }))
      .sort((a, b) => a.state.path.split('.').length - b.state.path.split('.').length),
    initials: whole.initials.map((i) => ({
      ...i,
      dot: shift(i.dot, MARGIN, MARGIN),
      points: i.points.map((p) => shift(p, MARGIN, MARGIN)),
    })),
    arrows: whole.arrows
      .map((a) => ({
        ...a,
        points: a.points.map((p) => shift(p, MARGIN, MARGIN)),
        label: shiftBox(a.label, MARGIN, MARGIN),
      }))
      .sort((a, b) => order.get(a.transition.id)! - order.get(b.transition.id)!),
  }
}

/** An SVG path through dagre's points, smoothed as a B-spline (d3's curveBasis). */
export function curvePath(points: readonly Point[]): string {
  if (points.length === 0) return ''
  const f = (n: number) => Math.round(n * 10) / 10
  const [p0, ...rest] = points as [Point, ...Point[]]
  let d = `M${f(p0.x)},${f(p0.y)}`
  if (rest.length === 0) return d
  if (rest.length === 1) return `${d}L${f(rest[0]!.x)},${f(rest[0]!.y)}`
  let [x0, y0, x1, y1] = [p0.x, p0.y, rest[0]!.x, rest[0]!.y]
  const curve = (x: number, y: number) => {
    d += `C${f((2 * x0 + x1) / 3)},${f((2 * y0 + y1) / 3)} ${f((x0 + 2 * x1) / 3)},${f((y0 + 2 * y1) / 3)} ${f((x0 + 4 * x1 + x) / 6)},${f((y0 + 4 * y1 + y) / 6)}`
  }
  d += `L${f((5 * x0 + x1) / 6)},${f((5 * y0 + y1) / 6)}`
  for (const p of rest.slice(1)) {
    curve(p.x, p.y)
    ;[x0, y0, x1, y1] = [x1, y1, p.x, p.y]
  }
  curve(x1, y1)
  return `${d}L${f(x1)},${f(y1)}`
}
