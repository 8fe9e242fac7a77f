// npm run bench:lighthouse — Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) on a first visit to
// `/` and `/post/1` of the production build, with the static HTML of the same screens run beside them as the control:
// these machines are shared and their speed varies, and the control's score shows what the machine allowed that day.
// Budgets (issue 21, docs/architecture.md §6): Performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, medians of RUNS runs.
//
// LIGHTHOUSE_BUILDS="before=/tmp/dist-old,after=dist" audits several builds in the same run (each served on its own
// port, interleaved with the control), so a before/after comparison meets the same machine; without it, the one
// build of BENCH_OUT_DIR (default dist/, built when stale). LIGHTHOUSE_DIAG=1 prints where each audit's time went
// (main-thread breakdown, the longest tasks and their scripts, the LCP element and its phases, the request chain).
import { join, resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js'
import { chromium } from '@playwright/test'
import { DIST, ROOT, ensureBuild, median } from '../browser.bench'
import { startStaticServer, type StaticServer } from '../static-server'
import { scaledBlockingOf, type TraceEvent } from '../lighthouse-trace-tasks'
import { diagnose, type Lhr } from './lighthouse-diagnostics'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 4391)
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const DIAG = process.env.LIGHTHOUSE_DIAG === '1'
// LIGHTHOUSE_TRACE_DIR=dir keeps each audit's trace and network log (the observed, unthrottled run the simulation
// scales) in a folder of its own: bench/lighthouse/lighthouse-lantern-tasks.ts shows which tasks its blocking time is made of,
// bench/lighthouse-trace-tasks.ts their wall and thread times (bench/README.md).
const TRACE_DIR = process.env.LIGHTHOUSE_TRACE_DIR
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const BUDGET = { score: 95, lcp: 2500, tbt: 100, cls: 0.02 }

interface Screen {
  name: string
  path: string
  /** What shows that the screen is there with its text and pictures (rendered by the live app). */
  ready: string
}
const ALL_SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: 'main article h2' },
  { name: 'post 1', path: '/post/1', ready: 'main h1, main h2' },
]
// LIGHTHOUSE_PATHS=/ audits only the screens of those paths (comma separated), e.g. while working on one of them.
const PATHS = process.env.LIGHTHOUSE_PATHS?.split(',')
const SCREENS = PATHS ? ALL_SCREENS.filter((s) => PATHS.includes(s.path)) : ALL_SCREENS

interface Build {
  name: string
  dir: string
  server?: StaticServer
}

interface Result {
  score: number
  lcp: number
  tbt: number
  /**
   * The observed main thread's tasks after the first paint, each by its thread time (the CPU it used) scaled ×4 like
   * Lighthouse's, and counted over 50 ms: the blocking a phone with free cores would see. Lighthouse scales wall time,
   * and on a 2-core machine a task's wall time includes its waits for a core (the browser, the compositor, compiling,
   * Lighthouse itself), so its TBT varies run to run by more than the targets' margins, the control's included.
   */
  threadTbt: number
  cls: number
  fcp: number
}

/** The builds to audit: LIGHTHOUSE_BUILDS (name=dir, comma separated), or BENCH_OUT_DIR's one build. */
function buildsToAudit(): Build[] {
  const list = process.env.LIGHTHOUSE_BUILDS
  if (!list) {
    ensureBuild()
    return [{ name: 'app', dir: DIST }]
  }
  return list.split(',').map((entry) => {
    const [name, dir] = entry.split('=')
    if (!name || !dir) throw new Error(`LIGHTHOUSE_BUILDS: "${entry}" is not name=dir`)
    return { name, dir: resolve(ROOT, dir) }
  })
}

/** The static control: the screen as the live app rendered it at a phone's width, its scripts removed. */
async function captureStatic(server: StaticServer, screen: Screen): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless=new') })
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    await page.goto(server.origin + screen.path)
    // React's own render: a first screen in the HTML (ADR 015) has the same markup, but is not yet the app.
    await page.waitForFunction(() => !document.querySelector('[data-first-screen]'), null, { timeout: 60_000 })
    await page.locator(screen.ready).first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const html = await page.evaluate(() => {
      for (const el of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]')) el.remove()
      return `<!doctype html>${document.documentElement.outerHTML}`
    })
    const path = `/__bench/static${screen.path === '/' ? '/home' : screen.path}.html`
    server.pages.set(path, html)
    return path
  } finally {
    await browser.close()
  }
}

async function audit(url: string, port: number, label: string): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  const lhr = result.lhr as unknown as Lhr
  if (TRACE_DIR) await saveArtifacts(result.artifacts, join(TRACE_DIR, label.replace(/[^\w]+/g, '_').replace(/_$/, '')))
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  if (DIAG) console.log(diagnose(lhr, label))
  const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace
  return {
    threadTbt: (trace && scaledBlockingOf(trace.traceEvents)?.thread) ?? Number.NaN,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
  }
}

const fmt = (r: Result) =>
  `score ${r.score}, FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms (by thread time ${r.threadTbt.toFixed(0)} ms), CLS ${r.cls.toFixed(3)}`
const medianOf = (rs: Result[]): Result => ({
  score: median(rs.map((r) => r.score)),
  lcp: median(rs.map((r) => r.lcp)),
  tbt: median(rs.map((r) => r.tbt)),
  threadTbt: median(rs.map((r) => r.threadTbt)),
  cls: median(rs.map((r) => r.cls)),
  fcp: median(rs.map((r) => r.fcp)),
})

async function main(): Promise<number> {
  const builds = buildsToAudit()
  const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS })
  let failed = 0
  try {
    for (const [i, build] of builds.entries()) build.server = await startStaticServer(build.dir, { port: PORT + i })
    // The control comes from the last build (the newest, in a before/after run).
    const controlServer = builds.at(-1)!.server!
    const controls = new Map<Screen, string>()
    for (const screen of SCREENS) controls.set(screen, await captureStatic(controlServer, screen))
    const runs = new Map<string, Result[]>()
    const add = (key: string, r: Result) => runs.set(key, [...(runs.get(key) ?? []), r])
    // Interleaved, so a slow moment of the machine hits the builds and their control alike.
    for (let i = 0; i < RUNS; i++) {
      for (const screen of SCREENS) {
        const line: string[] = []
        // The builds' order turns each run: in one Chrome, the build audited second came out slower (/post/1's TBT ~240
        // against ~80 ms for the same two builds, and ~60 against ~60 ms with their order swapped).
        for (const build of builds.map((_, k) => builds[(k + i) % builds.length]!)) {
          const r = await audit(
            build.server!.origin + screen.path,
            chrome.port,
            `run ${i + 1} ${build.name} ${screen.path}`,
          )
          line.push(`${build.name} ${fmt(r)}`)
          add(`${build.name} ${screen.name}`, r)
        }
        const control = await audit(
          controlServer.origin + controls.get(screen)!,
          chrome.port,
          `run ${i + 1} static ${screen.path}`,
        )
        line.push(`static ${fmt(control)}`)
        add(`static ${screen.name}`, control)
        console.log(`  run ${i + 1} ${screen.name}: ${line.join(' | ')}`)
      }
    }
    console.log(
      `\nLighthouse ${RUNS}× (mobile, first visit), medians; budgets for the app: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcp} ms, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}`,
    )
    const width = Math.max(6, ...builds.map((b) => b.name.length))
    for (const screen of SCREENS) {
      for (const build of builds) {
        const app = medianOf(runs.get(`${build.name} ${screen.name}`)!)
        const pass =
          app.score >= BUDGET.score && app.lcp <= BUDGET.lcp && app.tbt <= BUDGET.tbt && app.cls <= BUDGET.cls
        // In a before/after run only the last build is held to the budgets.
        if (!pass && build === builds.at(-1)) failed++
        console.log(`  ${screen.path.padEnd(8)} ${build.name.padEnd(width)} ${fmt(app)}  ${pass ? 'PASS' : 'FAIL'}`)
      }
      const control = medianOf(runs.get(`static ${screen.name}`)!)
      console.log(`  ${''.padEnd(8)} ${'static'.padEnd(width)} ${fmt(control)}  (control)`)
    }
  } finally {
    chrome.kill()
    for (const build of builds) await build.server?.close()
  }
  return failed ? 1 : 0
}

process.exitCode = await main()
