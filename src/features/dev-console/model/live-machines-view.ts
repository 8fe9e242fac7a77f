import type { InspectedActor } from '@/services/actor-inspection'

// What the live-machines panel shows of one recorded actor, as plain data: masked, JSON-safe, newest event first.
// The same shape travels to other tabs' panels (live-machines-channel.ts), so nothing here holds a reference.

export type MachineStatus = 'running' | 'done' | 'stopped' | 'error'

export interface MachineStepView {
  /** Its place in the actor's whole story (stable while older steps drop out of the ring). */
  seq: number
  at: number
  event: string
  /** The event's fields other than its type, masked (null when it has none). */
  payload: unknown
  /** The state it led to. */
  state: string
  actions: string[]
}

export interface MachineView {
  /** Unique within its tab. */
  id: number
  /** The machine's own id (`toggle`, `auth` …): which map draws it; '' when the snapshot does not say. */
  machineId: string
  kind: string
  subject: string | null
  status: MachineStatus
  state: string
  /** Dot paths of every active state node, outer first (`['pending', 'pending.sending']`); the root left out. */
  activeStates: string[]
  tags: string[]
  context: unknown
  /** Newest first. */
  steps: MachineStepView[]
  /** Events older than the ones kept (the ring is bounded). */
  dropped: number
  createdAt: number
  recordingSince: number
  stoppedAt: number | null
}

export const MASK = '••••'
const SECRET = /password|secret|authorization|cookie/i
const TOKEN = /token/i
const MAX_DEPTH = 6
const MAX_ITEMS = 50

/** A token shows its last 4 characters (enough to tell two apart); a password or other secret shows nothing. */
function maskSecret(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value
  if (TOKEN.test(key)) return typeof value === 'string' && value.length > 8 ? `${MASK}${value.slice(-4)}` : MASK
  return MASK
}

const isActorRef = (value: object): value is { id?: unknown; sessionId: unknown } =>
  'sessionId' in value && 'send' in value && 'getSnapshot' in value

/** A plain, JSON-safe copy of `value` in which every token and secret is masked. */
export function maskSecrets(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (
    value === undefined ||
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'number' ||
    typeof value === 'string'
  )
    return value
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return '[函数]'
  if (typeof value === 'symbol') return String(value)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  if (value instanceof Error) return { name: value.name, message: value.message }
  if (isActorRef(value)) return `[actor ${String(value.id ?? value.sessionId)}]`
  if (depth >= MAX_DEPTH) return '…'
  if (seen.has(value)) return '[循环引用]'
  seen.add(value)
  try {
    if (value instanceof Map) return maskSecrets(Object.fromEntries(value), depth, seen)
    if (value instanceof Set || Array.isArray(value)) {
      const items = [...(value as Iterable<unknown>)]
      const kept = items.slice(0, MAX_ITEMS).map((item) => maskSecrets(item, depth + 1, seen))
      return items.length > MAX_ITEMS ? [...kept, `… 还有 ${items.length - MAX_ITEMS} 项`] : kept
    }
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value))
      out[key] = TOKEN.test(key) || SECRET.test(key) ? maskSecret(key, item) : maskSecrets(item, depth + 1, seen)
    return out
  } finally {
    seen.delete(value)
  }
}

/** A machine's state value as one line: 'authenticated.idle'; parallel regions joined with ' | '. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const parts = Object.entries(value).map(([key, sub]) => {
      const inner = stateText(sub)
      return inner ? `${key}.${inner}` : key
    })
    return parts.join(' | ')
  }
  return ''
}

interface SnapshotLike {
  status?: string
  value?: unknown
  tags?: Iterable<string>
  context?: unknown
  machine?: { id?: unknown }
  /** XState's active state nodes (internal, but the only record of them; absent on other actor kinds). */
  _nodes?: readonly { path?: readonly string[] }[]
}

/** The dot paths of a snapshot's active state nodes, root excluded, as XState orders them (outer first). */
export function activeStatePaths(snapshot: SnapshotLike): string[] {
  const paths: string[] = []
  for (const node of snapshot._nodes ?? []) if (node.path?.length) paths.push(node.path.join('.'))
  return paths
}

const STATUS: Record<string, MachineStatus> = { active: 'running', done: 'done', stopped: 'stopped', error: 'error' }

function payloadOf(event: { type: string }): unknown {
  const { type: _type, ...rest } = event as Record<string, unknown>
  return Object.keys(rest).length ? maskSecrets(rest) : null
}

const views = new WeakMap<InspectedActor, MachineView>()

/** The panel's view of one recorded actor (kept per record: a record is replaced whenever it changes). */
export function machineView(actor: InspectedActor): MachineView {
  let view = views.get(actor)
  if (view) return view
  const snapshot = actor.ref.getSnapshot() as SnapshotLike
  view = {
    id: actor.id,
    machineId: typeof snapshot.machine?.id === 'string' ? snapshot.machine.id : '',
    kind: actor.name.kind,
    subject: actor.name.subject ?? null,
    status: STATUS[snapshot.status ?? ''] ?? (actor.stoppedAt === null ? 'running' : 'stopped'),
    state: stateText(snapshot.value),
    activeStates: activeStatePaths(snapshot),
    tags: snapshot.tags ? [...snapshot.tags] : [],
    context: maskSecrets(snapshot.context),
    steps: actor.steps
      .map((step, i) => ({
        seq: actor.dropped + i,
        at: step.at,
        event: step.event.type,
        payload: payloadOf(step.event),
        state: stateText((step.snapshot as SnapshotLike).value),
        actions: [...step.actions],
      }))
      .reverse(),
    dropped: actor.dropped,
    createdAt: actor.createdAt,
    recordingSince: actor.recordingSince,
    stoppedAt: actor.stoppedAt,
  }
  views.set(actor, view)
  return view
}

/** 点赞 · 帖子 12 */
export const machineTitle = (view: Pick<MachineView, 'kind' | 'subject'>) =>
  view.subject ? `${view.kind} · ${view.subject}` : view.kind

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 14:03:07.120: to the millisecond, as a tester compares events. */
export function clockTime(at: number): string {
  const d = new Date(at)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
}
