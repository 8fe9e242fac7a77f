// npm run bench. Part 1: the mock API in Node. Part 2: the standalone API (`npm run api`) under load and killed
// with kill -9 mid-writes. Part 3: the production build in headless Chromium (first card paint vs a static page,
// home-route JS size, DOM size and long tasks while scrolling 1,000+ posts).
// Every figure is printed before the exit code says whether a budget failed.
import { printFigures, runBrowserBench, type Figure } from './browser.bench'
import { MOCK_API_BUDGET_MS, runMockApiBench } from './mock-api.bench'
import { runStandaloneApiBench } from './standalone-api.bench'

async function main(): Promise<number> {
  const figures: Figure[] = []
  // BENCH_ONLY=api, BENCH_ONLY=standalone or BENCH_ONLY=browser runs one part.
  const only = process.env.BENCH_ONLY
  const runs = (part: string) => !only || only === part

  if (runs('api')) {
    console.log(`\n[1/3] mock API: GET /api/posts at 10,000 posts (budget: median ≤ ${MOCK_API_BUDGET_MS} ms)`)
    try {
      const api = await runMockApiBench()
      console.log(api.pass ? '  → PASS' : '  → FAIL: over budget')
      const worst = api.timings.reduce((a, b) => (b.median > a.median ? b : a))
      figures.push({
        name: `mock GET /api/posts at 10k posts, worst median (${worst.name})`,
        value: `${worst.median.toFixed(2)} ms`,
        budget: `≤ ${MOCK_API_BUDGET_MS} ms`,
        pass: api.pass,
      })
    } catch (error) {
      console.error('  → FAIL: the mock API bench crashed', error)
      figures.push({ name: 'mock API bench', value: 'crashed', budget: `≤ ${MOCK_API_BUDGET_MS} ms`, pass: false })
    }
  }

  if (runs('standalone')) {
    console.log('\n[2/3] standalone API (npm run api, SQLite): load test and kill -9 drill')
    try {
      figures.push(...(await runStandaloneApiBench()))
    } catch (error) {
      console.error('  → FAIL: the standalone API bench crashed', error)
      figures.push({ name: 'standalone API bench', value: 'crashed', budget: '0 errors, 0 lost writes', pass: false })
    }
  }

  if (runs('browser')) {
    console.log('\n[3/3] production build in headless Chromium')
    try {
      const browser = await runBrowserBench()
      figures.push(...browser.figures)
    } catch (error) {
      console.error('  → FAIL: the browser bench crashed', error)
      figures.push({ name: 'browser bench', value: 'crashed', budget: '—', pass: false })
    }
  }

  console.log('\nSummary')
  printFigures(figures)
  const failed = figures.filter((f) => f.pass === false)
  console.log(failed.length ? `\n${failed.length} budget(s) failed.` : '\nAll budgets met.')
  return failed.length ? 1 : 0
}

process.exitCode = await main()
