// npx tsx bench/first-visit-trace.ts — a first visit at full speed, traced, as Lighthouse's simulation records it, for
// builds side by side: the main thread's blocking after the first paint with its tasks scaled ×4, estimated from their
// wall time and from their thread time (bench/lighthouse-trace-tasks.ts, bench/README.md). Thread time leaves out the
// waits for a core that make Lighthouse's own figure spread, so it shows a change to the app's own work in few runs.
//
// BENCH_TRACE_BUILDS="before=dist-before,after=dist" [BENCH_TRACE_RUNS=7] [BENCH_TRACE_PATH=/]
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { ROOT, median } from './browser.bench'
import { scaledBlocking } from './lighthouse-trace-tasks'
import { startStaticServer } from './static-server'

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 7)
const PATH = process.env.BENCH_TRACE_PATH ?? '/'
const TRACE = resolve(ROOT, 'test-results/first-visit-trace.json')
const builds = (process.env.BENCH_TRACE_BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, dir] = entry.split('=')
    if (!name || !dir) throw new Error(`BENCH_TRACE_BUILDS: "${entry}" is not name=dir`)
    return { name, dir: resolve(ROOT, dir), wall: [] as number[], thread: [] as number[] }
  })
if (builds.length === 0) throw new Error('BENCH_TRACE_BUILDS="name=dir,…" names the builds to trace')

const servers = await Promise.all(builds.map((b, i) => startStaticServer(b.dir, { port: 4470 + i })))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (let round = 0; round < RUNS; round++) {
    for (let k = 0; k < builds.length; k++) {
      const i = (round + k) % builds.length
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      await browser.startTracing(page, {
        path: TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
      })
      await page.goto(servers[i]!.origin + PATH)
      await page.waitForTimeout(4000)
      await browser.stopTracing()
      await context.close()
      const blocking = scaledBlocking(TRACE)
      if (!blocking) continue
      builds[i]!.wall.push(blocking.wall)
      builds[i]!.thread.push(blocking.thread)
    }
  }
} finally {
  await browser.close()
  for (const server of servers) await server.close()
}
console.log(
  `First visit to ${PATH} at full speed, ${RUNS} interleaved rounds; blocking after the first paint, tasks scaled ×4 (medians; runs):`,
)
const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ')
for (const b of builds)
  console.log(
    `  ${b.name.padEnd(10)} by thread time ${median(b.thread).toFixed(0)} ms (${list(b.thread)}); by wall time ${median(b.wall).toFixed(0)} ms (${list(b.wall)})`,
  )
