import { readFileSync } from 'node:fs'

// BENCH_TRACE=1: what the long tasks of a Chrome trace were made of (bench/README.md).

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number } }
}

export function summariseLongTasks(path: string, minMs = 50): string {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? [])
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const complete = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
  const tasks = complete.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000).sort((a, b) => a.ts - b.ts)
  const lines: string[] = []
  for (const task of tasks) {
    const end = task.ts + task.dur!
    const inside = complete.filter(
      (e) => e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    )
    const kinds = new Map<string, number>()
    for (const e of inside) {
      if (
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'PrePaint',
          'Layerize',
          'Commit',
          'MinorGC',
          'MajorGC',
          'ParseHTML',
          'Decode Image',
        ].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur! / 1000)
    }
    const calls = inside
      .filter(
        (e) =>
          e.name === 'FunctionCall' ||
          e.name === 'EventDispatch' ||
          e.name === 'TimerFire' ||
          e.name === 'FireAnimationFrame' ||
          e.name === 'RunMicrotasks',
      )
      .filter((e) => (e.dur ?? 0) >= 5000)
      .map((e) => {
        const d = e.args?.data
        const where = d?.url ? `${d.functionName || '(anon)'} ${d.url.replace(/^.*\//, '')}:${d.lineNumber ?? '?'}` : ''
        return `${e.name}${where ? ` ${where}` : ''} ${(e.dur! / 1000).toFixed(0)}`
      })
      .slice(0, 6)
    lines.push(
      `    ${(task.dur! / 1000).toFixed(0)} ms: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ')}${calls.length ? `; ${calls.join(' | ')}` : ''}`,
    )
  }
  return lines.join('\n')
}
