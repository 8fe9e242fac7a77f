// npm run bench. Part 1: the mock API in Node. Part 2 (the production build in a browser: first card
// paint, home-route JS size, long tasks while scrolling 1,000+ posts) will be added here as its own file.
import { MOCK_API_BUDGET_MS, runMockApiBench } from './mock-api.bench'

async function main(): Promise<number> {
  let failed = false

  console.log(`\n[1/1] mock API: GET /api/posts at 10,000 posts (budget: median ≤ ${MOCK_API_BUDGET_MS} ms)`)
  const api = await runMockApiBench()
  console.log(api.pass ? '  → PASS' : '  → FAIL: over budget')
  failed ||= !api.pass

  // [2/2] browser part: runBrowserBench() goes here.

  return failed ? 1 : 0
}

process.exitCode = await main()
