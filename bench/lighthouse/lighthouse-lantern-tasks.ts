// npx tsx bench/lighthouse/lighthouse-lantern-tasks.ts <dir>… — which tasks Lighthouse's total blocking time is made of, as its
// own simulation (Lantern) places them. Each dir holds one audit's artifacts (LIGHTHOUSE_TRACE_DIR, bench/lighthouse/lighthouse.ts).
//
// Lighthouse's default throttling loads the page at full speed and simulates a phone from the trace: each main-thread
// task's observed wall time ×4 (×2 for a task that laid the page out), on one CPU, its network requests on slow 4G.
// TBT is the sum of each simulated task's part over 50 ms between the simulated first contentful paint and time to
// interactive (averaged over Lighthouse's optimistic and pessimistic estimates). Those windows come from other
// simulations than the tasks' own placement: a task observed before the first paint can land after its estimate (the
// page's first layout, with the parse tasks before it that the paint's estimate leaves out), and one observed well
// before the page is idle can land after the interactive estimate and count nothing. So a task's observed length says
// little about its share; this prints the share, per task: simulated start and duration, blocking, and what it was
// in the trace (its time from the navigation, wall and thread time, the events inside it).
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'

interface TraceEvent {
  name: string
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { url?: string } }
}
interface CpuNode {
  type: string
  event: TraceEvent
  childEvents: TraceEvent[]
  didPerformLayout: () => boolean
}
interface Timing {
  startTime: number
  endTime: number
  duration: number
}
interface Estimate {
  timeInMs: number
  nodeTimings?: Map<CpuNode, Timing>
}
interface Metric {
  timing: number
  optimisticEstimate: Estimate
  pessimisticEstimate: Estimate
}

const LONG = 50

/** Lighthouse's rule (lantern/metrics/TBTUtils.js): the task clipped to the window, its part over 50 ms. */
function blocking(t: Timing, from: number, to: number): number {
  if (t.duration < LONG || t.endTime < from || t.startTime > to) return 0
  const clipped = Math.min(t.endTime, to) - Math.max(t.startTime, from)
  return clipped < LONG ? 0 : clipped - LONG
}

/** What a task ran: the longest kinds of event inside it (a script's file name with its calls). */
function inside(node: CpuNode): string {
  const kinds = new Map<string, number>()
  for (const e of node.childEvents) {
    if (!e.dur || e.name.startsWith('V8.') || e.name.startsWith('v8.')) continue
    const url = e.args?.data?.url
    const label = url ? `${e.name} ${url.replace(/^.*\//, '')}` : e.name
    kinds.set(label, (kinds.get(label) ?? 0) + e.dur / 1000)
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(', ')
}

export async function lanternTasks(dir: string): Promise<string> {
  const artifacts = await loadArtifacts(dir)
  const settings = artifacts.settings
  const context = { computedCache: new Map(), settings }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  }
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as Metric
  const tti = (await LanternInteractive.request(data, context)) as Metric
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as Metric
  const [fcpOpt, fcpPess] = [fcp.optimisticEstimate.timeInMs, fcp.pessimisticEstimate.timeInMs]
  const [ttiOpt, ttiPess] = [tti.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs]
  const events = (artifacts.Trace.traceEvents as TraceEvent[]).filter((e) => e.name === 'navigationStart')
  const navigation = events.at(-1)?.ts ?? 0
  const share = (t: Timing) => 0.5 * blocking(t, fcpPess, ttiOpt) + 0.5 * blocking(t, fcpOpt, ttiPess)
  const rows = [...(tbt.pessimisticEstimate.nodeTimings ?? new Map<CpuNode, Timing>())]
    .filter(([node, t]) => node.type === 'cpu' && share(t) > 0)
    .sort((a, b) => a[1].startTime - b[1].startTime)
  const lines = [
    `${dir}: TBT ${tbt.timing.toFixed(0)} ms (the tasks below: ${rows.reduce((s, [, t]) => s + share(t), 0).toFixed(0)}); first contentful paint ${fcpOpt.toFixed(0)}–${fcpPess.toFixed(0)} ms, interactive ${ttiOpt.toFixed(0)}–${ttiPess.toFixed(0)} ms (simulated)`,
  ]
  for (const [node, t] of rows) {
    const e = node.event
    const observed = `observed at ${((e.ts - navigation) / 1000).toFixed(0).padStart(5)} ms, wall ${((e.dur ?? 0) / 1000).toFixed(1).padStart(5)}, thread ${((e.tdur ?? 0) / 1000).toFixed(1).padStart(5)}`
    lines.push(
      `  ${t.startTime.toFixed(0).padStart(5)} +${t.duration.toFixed(0).padStart(4)} ms  blocking ${share(t).toFixed(0).padStart(3)}  | ${observed}${node.didPerformLayout() ? ' (layout ×2)' : ''}  ${inside(node)}`,
    )
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const dir of process.argv.slice(2)) console.log(await lanternTasks(dir))
