// npx tsx bench/lighthouse-trace-tasks.ts <trace.json or dir>… — what a Lighthouse trace (LIGHTHOUSE_TRACE_DIR's
// folders, or any Chrome trace of a page load) says about the main thread's blocking after the first paint, in wall time and in thread time.
//
// Lighthouse's simulation scales the observed tasks by 4 (the phone's CPU) and counts each one's part over 50 ms. On a
// 2-core machine the observed wall time of a task includes the time its thread waited for a core (image decoding,
// script compiling, the compositor, the browser process and Lighthouse's own screenshots all run beside it), so the
// same page scores a different blocking time run to run. This prints, per trace: the tasks after the first paint whose
// wall time is over 12.5 ms (over 50 ms once scaled), with their thread time and what they ran; the blocking estimated
// from wall time and from thread time; and the CPU the other busy threads used in the first second after the paint.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  cat?: string
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } }
}

const SCALE = 4
const LONG = 50
/** What a task ran, by the trace events inside it worth naming. */
const KINDS = new Set([
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
])

const key = (e: TraceEvent) => `${e.pid}:${e.tid}`
const ms = (us: number | undefined) => (us ?? 0) / 1000

/** A trace file, or the folder of an audit's artifacts (LIGHTHOUSE_TRACE_DIR) with its trace.json. */
function readTrace(path: string): TraceEvent[] {
  const raw = JSON.parse(readFileSync(statSync(path).isDirectory() ? join(path, 'trace.json') : path, 'utf8')) as
    | { traceEvents?: TraceEvent[] }
    | TraceEvent[]
  return Array.isArray(raw) ? raw : (raw.traceEvents ?? [])
}

/** The main thread's blocking after the first paint, its tasks scaled ×4: from their wall time and their thread time. */
export function scaledBlocking(path: string): { wall: number; thread: number } | null {
  return scaledBlockingOf(readTrace(path))
}

/** The same, from a trace's events (a Lighthouse audit's `artifacts.Trace.traceEvents`). */
export function scaledBlockingOf(events: TraceEvent[]): { wall: number; thread: number } | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return null
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && key(e) === key(fcp) && e.ts >= fcp.ts)
  const blocking = (pick: (e: TraceEvent) => number) =>
    tasks.reduce((sum, e) => sum + Math.max(0, SCALE * pick(e) - LONG), 0)
  return { wall: blocking((e) => ms(e.dur)), thread: blocking((e) => ms(e.tdur)) }
}

function summarise(path: string): string {
  const events = readTrace(path)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return `${path}: no first contentful paint in the trace`
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [key(e), e.args?.name ?? '?']))
  const complete = events.filter((e) => e.ph === 'X')
  const main = complete.filter((e) => key(e) === key(fcp))
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts)
  const blocking = (pick: (e: TraceEvent) => number) =>
    tasks.reduce((sum, e) => sum + Math.max(0, SCALE * pick(e) - LONG), 0)
  const lines = [
    `${path}: blocking after the first paint, scaled ×${SCALE}: by wall time ${blocking((e) => ms(e.dur)).toFixed(0)} ms, by thread time ${blocking((e) => ms(e.tdur)).toFixed(0)} ms`,
  ]
  for (const task of tasks.filter((e) => ms(e.dur) * SCALE > LONG)) {
    const end = task.ts + (task.dur ?? 0)
    const kinds = new Map<string, number>()
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !KINDS.has(e.name)) continue
      const label = e.args?.data?.url ? `${e.name} ${e.args.data.url.replace(/^.*\//, '')}` : e.name
      kinds.set(label, (kinds.get(label) ?? 0) + ms(e.dur))
    }
    const made = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    lines.push(
      `  +${ms(task.ts - fcp.ts)
        .toFixed(0)
        .padStart(
          5,
        )} ms  wall ${ms(task.dur).toFixed(1).padStart(5)}  thread ${ms(task.tdur).toFixed(1).padStart(5)}  ${made.join(', ')}`,
    )
  }
  // The other threads' CPU in the second after the paint: top-level events only (nested ones are inside them).
  const busy = new Map<string, number>()
  const lastEnd = new Map<string, number>()
  for (const e of complete.filter((x) => x.ts >= fcp.ts && x.ts < fcp.ts + 1_000_000).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < (lastEnd.get(key(e)) ?? 0)) continue
    lastEnd.set(key(e), e.ts + (e.dur ?? 0))
    const name = threadNames.get(key(e)) ?? '?'
    busy.set(name, (busy.get(name) ?? 0) + ms(e.tdur ?? e.dur))
  }
  const top = [...busy].sort((a, b) => b[1] - a[1]).slice(0, 6)
  lines.push(`  CPU in the second after the paint: ${top.map(([name, v]) => `${name} ${v.toFixed(0)} ms`).join(', ')}`)
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const path of process.argv.slice(2)) console.log(summarise(path))
