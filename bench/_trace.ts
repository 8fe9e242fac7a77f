import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { startStaticServer } from './static-server'
const dir = process.argv[2] ?? 'dist'
const path = process.argv[3] ?? '/'
const server = await startStaticServer(dir, { port: 4391 })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
const p1 = await context.newPage()
await p1.goto(server.origin + '/')
await p1.waitForSelector('main article img')
await p1.waitForTimeout(4000)
await p1.close()
for (let run = 0; run < 2; run++) {
  const page = await context.newPage()
  if (run === 1) await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading'] })
  await page.goto(server.origin + path)
  await page.waitForFunction(() => { const i = document.querySelector<HTMLImageElement>('main article img'); return i && i.complete && i.naturalWidth > 0 })
  await page.waitForTimeout(200)
  if (run === 1) await browser.stopTracing()
  await page.close()
}
const trace = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'))
const events = (trace.traceEvents ?? trace) as Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: any }>
// main thread: the CrRendererMain thread
const threadNames = events.filter((e) => e.name === 'thread_name')
const mains = threadNames.filter((e) => e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`)
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming') 
const mainEvents = events.filter((e) => mains.includes(`${e.pid}:${e.tid}`) && e.ph === 'X' && (e.dur ?? 0) > 0)
const t0 = Math.min(...events.filter((e) => e.name === 'navigationStart' && mains.includes(`${e.pid}:${e.tid}`)).map((e) => e.ts))
const tasks = mainEvents.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 1000)
const tFirst = tasks[0]?.ts ?? 0
for (const t of tasks) {
  const inner = mainEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur! && e !== t)
  const by = new Map<string, number>()
  for (const e of inner) if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'Commit', 'ParseAuthorStyleSheet', 'TimerFire', 'FireAnimationFrame', 'HitTest', 'Decode Image', 'ImageDecodeTask', 'v8.run', 'RunMicrotasks', 'V8.GCScavenger', 'MajorGC', 'MinorGC', 'BlinkGC.AtomicPhase'].includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur! / 1000)
  console.log(`task @${((t.ts - tFirst) / 1000).toFixed(0)} ${(t.dur! / 1000).toFixed(0)}ms: ${[...by].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`)
}
await browser.close()
process.exit(0)
