import * as v from 'valibot'
import { MachineViewSchema } from '@/schemas/live-machine.schema'
import { actorInspection, type ActorRecorder } from '@/services/actor-inspection'
import type { BroadcastChannelLike } from '@/lib/broadcast'
import { liveMachinesChannel } from '@/services/live-machines-channel'
import { machineView, type MachineView } from './live-machines-view'

// Other tabs' machines. A panel says hello on one BroadcastChannel, and again to every tab that starts later; every tab
// (this one included, filtered out on arrival) then reports its machines as a compact, masked summary: at once, a moment after each change, and every
// few seconds while it lives; a tab that closes says bye, and one silent for long is dropped. Every message is
// checked on arrival: another tab may run an older build.

/** Per machine, the newest events sent (the panel of this tab keeps the full ring). */
export const REPORT_STEPS = 20
/** Machines per report: running ones first. */
export const REPORT_MACHINES = 60
export const REPORT_DELAY_MS = 200
export const HEARTBEAT_MS = 5_000
export const SILENT_TAB_MS = 16_000

// A tab on an older build sends neither field: its machines show in the list but light no map.
const ReportedMachineSchema = v.object({
  ...MachineViewSchema.entries,
  machineId: v.optional(v.string(), ''),
  activeStates: v.optional(v.array(v.string()), []),
})

const MessageSchema = v.variant('type', [
  v.object({ type: v.literal('hello'), from: v.string() }),
  v.object({ type: v.literal('started'), from: v.string() }),
  v.object({
    type: v.literal('report'),
    from: v.string(),
    path: v.string(),
    sentAt: v.number(),
    machines: v.array(ReportedMachineSchema),
  }),
  v.object({ type: v.literal('bye'), from: v.string() }),
])
type Message = v.InferOutput<typeof MessageSchema>

export interface OtherTab {
  id: string
  /** The route it is on. */
  path: string
  /** When its last report came. */
  at: number
  machines: MachineView[]
}

export interface ChannelOptions {
  /** Opens the channel: the app's (liveMachinesChannel), unless a test passes its own. */
  create?: () => BroadcastChannelLike | null
  now?: () => number
}

const defaultCreate = (): BroadcastChannelLike | null => liveMachinesChannel.get()()

/** This tab's id in the messages. */
export const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

function listen(channel: BroadcastChannelLike, self: string, onMessage: (message: Message) => void): () => void {
  const handler = (event: { data: unknown }) => {
    const r = v.safeParse(MessageSchema, event.data)
    if (r.success && r.output.from !== self) onMessage(r.output)
  }
  channel.addEventListener('message', handler)
  return () => channel.removeEventListener('message', handler)
}

/** This tab's machines as one report (running first, then the most recently stopped). */
export function summarise(recorder: Pick<ActorRecorder, 'actors'>): MachineView[] {
  const views = recorder.actors().map(machineView)
  const ordered = [
    ...views.filter((m) => m.status === 'running'),
    ...views.filter((m) => m.status !== 'running').reverse(),
  ]
  return ordered.slice(0, REPORT_MACHINES).map((m) => ({ ...m, steps: m.steps.slice(0, REPORT_STEPS) }))
}

export interface ReporterOptions extends ChannelOptions {
  recorder?: ActorRecorder
  tabId?: string
  path?: () => string
}

/** Starts reporting this tab's machines to other tabs' panels; returns the stop. */
export function startReporter({
  recorder = actorInspection.get(),
  create = defaultCreate,
  now = Date.now,
  tabId = TAB_ID,
  path = () => location.pathname,
}: ReporterOptions = {}): () => void {
  const channel = create()
  if (!channel) return () => {}
  recorder.enable()
  let timer: ReturnType<typeof setTimeout> | undefined
  const report = () => {
    clearTimeout(timer)
    timer = undefined
    channel.postMessage({
      type: 'report',
      from: tabId,
      path: path(),
      sentAt: now(),
      machines: summarise(recorder),
    } satisfies Message)
  }
  const soon = () => (timer ??= setTimeout(report, REPORT_DELAY_MS))
  const stopListening = listen(channel, tabId, (message) => {
    if (message.type === 'hello') report()
  })
  const unsubscribe = recorder.subscribe(soon)
  const heartbeat = setInterval(report, HEARTBEAT_MS)
  const bye = () => channel.postMessage({ type: 'bye', from: tabId } satisfies Message)
  // Not in Node (tests): there is no page to leave.
  globalThis.addEventListener?.('pagehide', bye)
  report()
  return () => {
    globalThis.removeEventListener?.('pagehide', bye)
    clearInterval(heartbeat)
    clearTimeout(timer)
    unsubscribe()
    stopListening()
    bye()
    channel.close()
  }
}

export interface WatchOptions extends ChannelOptions {
  tabId?: string
}

/** Asks every other tab for its machines and follows their reports; `onChange` gets the tabs, oldest first. */
export function watchOtherTabs(
  onChange: (tabs: OtherTab[]) => void,
  { create = defaultCreate, now = Date.now, tabId = TAB_ID }: WatchOptions = {},
): () => void {
  const channel = create()
  if (!channel) return () => {}
  const tabs = new Map<string, OtherTab>()
  const publish = () => onChange([...tabs.values()])
  const hello = () => channel.postMessage({ type: 'hello', from: tabId } satisfies Message)
  const stopListening = listen(channel, tabId, (message) => {
    if (message.type === 'report') {
      tabs.set(message.from, { id: message.from, path: message.path, at: now(), machines: message.machines })
      publish()
    } else if (message.type === 'bye' && tabs.delete(message.from)) publish()
    else if (message.type === 'started') hello()
  })
  const prune = setInterval(() => {
    let gone = false
    for (const [id, tab] of tabs) if (now() - tab.at > SILENT_TAB_MS) gone = tabs.delete(id) || gone
    if (gone) publish()
  }, HEARTBEAT_MS)
  hello()
  return () => {
    clearInterval(prune)
    stopListening()
    channel.close()
  }
}
