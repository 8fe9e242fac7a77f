// A/B of builds on the returning visit (bench/README.md, "Layers measured"): each build is served on its own
// port (so each has its own storage, service worker and snapshot), seeded by a first visit, then visited in
// interleaved rounds (the order rotates every round); with BENCH_AB_STATIC=1 the same screen as static HTML
// (from the first build's snapshot) is visited in every round too. Prints, per build, the medians of "first
// screen painted with its text" and "first screen live", and against the first build the median of the per-round
// ratios (each round's visits are close in time, so this pairs out the machine's load as it changes), and the median
// total blocking time of a visit (until the post opened from the first card is painted).
//
//   BENCH_AB="a=dist-a,b=dist-b" [BENCH_AB_RUNS=15] [BENCH_AB_NOTAP=a] [BENCH_PORT=4390] npx tsx bench/ab.ts
//
// BENCH_AB_NOTAP lists builds whose restored screen ignores clicks (no "live" figure for them).
import { isAbsolute, join } from 'node:path'
import {
  firstVisit,
  fmtMs,
  homeScreenPage,
  launchBenchBrowser,
  median,
  newBenchContext,
  ROOT,
  screenVisit,
  type ScreenRun,
} from './browser.bench'
import { startStaticServer, type StaticServer } from './static-server'

const SCREEN_PATH = '/__bench/home-screen.html'

interface Variant {
  name: string
  dist: string
  tap: boolean
  server?: StaticServer
  runs: ScreenRun[]
}

async function main(): Promise<void> {
  const spec = process.env.BENCH_AB
  if (!spec) throw new Error('BENCH_AB="name=dist,name=dist" is required')
  const noTap = new Set((process.env.BENCH_AB_NOTAP ?? '').split(',').filter(Boolean))
  const variants: Variant[] = spec.split(',').map((part) => {
    const [name, dir] = part.split('=')
    if (!name || !dir) throw new Error(`BENCH_AB: "${part}" is not name=dist`)
    return { name, dist: isAbsolute(dir) ? dir : join(ROOT, dir), tap: !noTap.has(name), runs: [] }
  })
  const runs = Number(process.env.BENCH_AB_RUNS ?? 15)
  const port = Number(process.env.BENCH_PORT ?? 4390)
  const browser = await launchBenchBrowser()
  try {
    const context = await newBenchContext(browser)
    for (const [i, v] of variants.entries()) {
      v.server = await startStaticServer(v.dist, { port: port + i })
      const cold = await firstVisit(context, v.server.origin)
      console.log(`  ${v.name}: ${v.dist} on ${v.server.origin}, first visit ${fmtMs(cold)}`)
    }
    const first = variants[0]!
    const withStatic = process.env.BENCH_AB_STATIC === '1'
    if (withStatic) {
      const screen = await homeScreenPage(context, first.server!.origin, first.dist)
      if (!screen) throw new Error(`${first.name}: no home snapshot after the first visit`)
      first.server!.pages.set(SCREEN_PATH, screen)
    }
    // One untimed visit each, so every page starts from the same cache state.
    for (const v of variants) await screenVisit(context, v.server!.origin, '/', { tap: v.tap })
    if (withStatic) await screenVisit(context, first.server!.origin, SCREEN_PATH)
    const statics: ScreenRun[] = []
    for (let r = 0; r < runs; r++) {
      for (let k = 0; k < variants.length; k++) {
        const v = variants[(r + k) % variants.length]!
        v.runs.push(await screenVisit(context, v.server!.origin, '/', { tap: v.tap }))
      }
      if (withStatic) statics.push(await screenVisit(context, first.server!.origin, SCREEN_PATH))
      process.stdout.write(`\r  round ${r + 1}/${runs}`)
    }
    console.log('')
    const staticMedian = withStatic ? median(statics.map((s) => s.ms)) : NaN
    if (withStatic)
      console.log(
        `  static same screen: ${statics.map((s) => s.ms.toFixed(0)).join(' ')} → median ${fmtMs(staticMedian)}`,
      )
    const pct = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`
    /** The median of the per-round ratios `v / first` (NaN when either has no such figure). */
    const paired = (v: Variant, pick: (r: ScreenRun) => number | null) => {
      const ratios = v.runs
        .map((r, i) => (pick(r) ?? NaN) / (pick(first.runs[i]!) ?? NaN))
        .filter((x) => !Number.isNaN(x))
      return ratios.length ? median(ratios) : NaN
    }
    for (const v of variants) {
      const screenMs = median(v.runs.map((x) => x.ms))
      const liveMs = v.tap ? median(v.runs.map((x) => x.liveMs!)) : NaN
      const restored = v.runs.filter((x) => x.restored).length
      const vsFirst = (ratio: number) =>
        v === first || Number.isNaN(ratio) ? '' : ` (paired ${pct(ratio)} vs ${first.name})`
      console.log(
        `  ${v.name.padEnd(12)} screen ${fmtMs(screenMs)}${vsFirst(paired(v, (r) => r.ms))}${withStatic ? ` = ${(screenMs / staticMedian).toFixed(2)}× static` : ''}; ` +
          `live ${v.tap ? fmtMs(liveMs) : '—'}${v.tap && first.tap ? vsFirst(paired(v, (r) => r.liveMs)) : ''}; restored ${restored}/${runs}; ` +
          `total blocking time ${fmtMs(median(v.runs.map((x) => x.tbt)))}`,
      )
      console.log(`    screen: ${v.runs.map((x) => x.ms.toFixed(0)).join(' ')}`)
      if (v.tap) console.log(`    live:   ${v.runs.map((x) => x.liveMs!.toFixed(0)).join(' ')}`)
    }
    await context.close()
  } finally {
    await browser.close()
    for (const v of variants) await v.server?.close()
  }
}

await main()
