// npx tsx bench/first-visit-blocking.ts — a first visit's main-thread blocking on a phone's CPU, builds side by side.
//
// BENCH_BLOCKING_BUILDS="before=dist-before,after=dist" [BENCH_BLOCKING_RUNS=8] [BENCH_BLOCKING_PATH=/]
//
// Each build is served on its own port and visited in turn (rounds interleaved, a fresh context each visit: empty
// storage, no service worker) at a phone's viewport with Chrome's CPU slowed 4× for real (not Lighthouse's simulation,
// which scales a full-speed trace and cannot show work that adapts to the device, such as the masonry's turns). For
// each visit: first contentful paint, largest contentful paint, and the total blocking time of the long tasks after
// the first paint (the part of each task over 50 ms), within the first WAIT ms (default 6 s). Medians per build.
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { ROOT, median } from './browser.bench'
import { startStaticServer } from './static-server'

const RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 8)
const PATH = process.env.BENCH_BLOCKING_PATH ?? '/'
const WAIT = Number(process.env.BENCH_BLOCKING_WAIT ?? 6000)
const PORT = Number(process.env.BENCH_PORT ?? 4400)

interface Visit {
  fcp: number
  lcp: number
  tbt: number
}

declare global {
  interface Window {
    __blockingTasks: Array<[number, number]>
    __blockingLcp: number
  }
}

function buildsToCompare(): Array<{ name: string; dir: string }> {
  const list = process.env.BENCH_BLOCKING_BUILDS
  if (!list) throw new Error('BENCH_BLOCKING_BUILDS="name=dir,…" names the builds to compare')
  return list.split(',').map((entry) => {
    const [name, dir] = entry.split('=')
    if (!name || !dir) throw new Error(`BENCH_BLOCKING_BUILDS: "${entry}" is not name=dir`)
    return { name, dir: resolve(ROOT, dir) }
  })
}

const builds = buildsToCompare()
const servers = await Promise.all(builds.map((b, i) => startStaticServer(b.dir, { port: PORT + i })))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const visits = new Map<string, Visit[]>(builds.map((b) => [b.name, []]))
try {
  for (let round = 0; round < RUNS; round++) {
    for (const [i, build] of builds.entries()) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      await page.addInitScript(() => {
        window.__blockingTasks = []
        window.__blockingLcp = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__blockingTasks.push([e.startTime, e.duration])
        }).observe({ type: 'longtask', buffered: true })
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__blockingLcp = e.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(servers[i]!.origin + PATH)
      await page.waitForTimeout(WAIT)
      const visit = await page.evaluate((): Visit => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
        const tbt = window.__blockingTasks
          .filter(([start]) => start >= fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
        return { fcp, lcp: window.__blockingLcp, tbt }
      })
      visits.get(build.name)!.push(visit)
      await context.close()
    }
  }
} finally {
  await browser.close()
  for (const server of servers) await server.close()
}

console.log(`First visit to ${PATH}, 4× CPU (real), phone viewport, ${RUNS} interleaved rounds; medians (runs):`)
for (const { name } of builds) {
  const runs = visits.get(name)!
  const list = (pick: (v: Visit) => number) => runs.map((v) => pick(v).toFixed(0)).join(' ')
  console.log(
    `  ${name.padEnd(10)} blocking after first paint ${median(runs.map((v) => v.tbt)).toFixed(0)} ms (${list((v) => v.tbt)}); ` +
      `FCP ${median(runs.map((v) => v.fcp)).toFixed(0)} ms; LCP ${median(runs.map((v) => v.lcp)).toFixed(0)} ms`,
  )
}
