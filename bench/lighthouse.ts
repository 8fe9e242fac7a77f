// npm run bench:lighthouse — Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) on a first visit to
// `/` and `/post/1` of the production build, with the static HTML of the same screens run beside them as the control:
// these machines are shared and their speed varies, and the control's score shows what the machine allowed that day.
// Budgets (issue 21, design.md §6): Performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, medians of RUNS runs.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { DIST, ensureBuild, median } from './browser.bench'
import { startStaticServer, type StaticServer } from './static-server'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 4391)
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
const BUDGET = { score: 95, lcp: 2500, tbt: 100, cls: 0.02 }

interface Screen {
  name: string
  path: string
  /** What shows that the screen is there with its text and pictures. */
  ready: string
}
const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: 'main article h2' },
  { name: 'post 1', path: '/post/1', ready: 'main h1, main h2' },
]

interface Result {
  score: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
}

/** The static control: the screen as the app rendered it at a phone's width, its scripts removed. */
async function captureStatic(server: StaticServer, screen: Screen): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless=new') })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    await page.goto(server.origin + screen.path)
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

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  const { lhr } = result
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
  }
}

const fmt = (r: Result) => `score ${r.score}, FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`
const medianOf = (rs: Result[]): Result => ({
  score: median(rs.map((r) => r.score)),
  lcp: median(rs.map((r) => r.lcp)),
  tbt: median(rs.map((r) => r.tbt)),
  cls: median(rs.map((r) => r.cls)),
  fcp: median(rs.map((r) => r.fcp)),
})

async function main(): Promise<number> {
  ensureBuild()
  const server = await startStaticServer(DIST, { port: PORT })
  const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS })
  let failed = 0
  try {
    const controls = new Map<Screen, string>()
    for (const screen of SCREENS) controls.set(screen, await captureStatic(server, screen))
    const runs = new Map<string, Result[]>()
    const add = (key: string, r: Result) => runs.set(key, [...(runs.get(key) ?? []), r])
    // Interleaved, so a slow moment of the machine hits the app and its control alike.
    for (let i = 0; i < RUNS; i++) {
      for (const screen of SCREENS) {
        const app = await audit(server.origin + screen.path, chrome.port)
        const control = await audit(server.origin + controls.get(screen)!, chrome.port)
        console.log(`  run ${i + 1} ${screen.name}: app ${fmt(app)} | static ${fmt(control)}`)
        add(`app ${screen.name}`, app)
        add(`static ${screen.name}`, control)
      }
    }
    console.log(`\nLighthouse ${RUNS}× (mobile, first visit), medians; budgets for the app: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcp} ms, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}`)
    for (const screen of SCREENS) {
      const app = medianOf(runs.get(`app ${screen.name}`)!)
      const control = medianOf(runs.get(`static ${screen.name}`)!)
      const pass = app.score >= BUDGET.score && app.lcp <= BUDGET.lcp && app.tbt <= BUDGET.tbt && app.cls <= BUDGET.cls
      if (!pass) failed++
      console.log(`  ${screen.path.padEnd(8)} app    ${fmt(app)}  ${pass ? 'PASS' : 'FAIL'}`)
      console.log(`  ${''.padEnd(8)} static ${fmt(control)}  (control)`)
    }
  } finally {
    chrome.kill()
    await server.close()
  }
  return failed ? 1 : 0
}

process.exitCode = await main()
