import { getResponse } from 'msw'
import { setActiveDb } from '../mock-server/active-db'
import { openDb } from '../mock-server/db'
import { handlers } from '../mock-server/handlers'
import { setLatency } from '../mock-server/http/latency'
import { seedTables } from '../mock-server/seed'
import { createMemoryStorage } from '../mock-server/storage/memory-storage'
import { benchSeed, SEARCH_WORD } from './seed-10k'
import { ms, time, type Timing } from './stats'

// Bench part 1 (docs/architecture.md §6 "Speed"): GET /api/posts at 10,000 posts, through the real handlers
// (msw getResponse: routing, handle(), validation, the read path, JSON), in Node. Budget: median ≤ 5 ms.

export const MOCK_API_BUDGET_MS = 5
const PAGE_SIZE = 20

export interface MockApiBenchResult {
  timings: Timing[]
  pass: boolean
}

export async function runMockApiBench({ posts = 10_000, iterations = 200 } = {}): Promise<MockApiBenchResult> {
  const seedStarted = performance.now()
  const seed = benchSeed({ posts })
  const db = await openDb({ storage: createMemoryStorage(), seed, broadcast: false, name: `lemon-bench-${posts}` })
  setActiveDb(db)
  setLatency({ min: 0, max: 0 })
  const t = await seedTables(seed)
  console.log(
    `seeded ${t.posts!.length} posts, ${t.users!.length} users, ${t.likes!.length} likes, ${t.comments!.length} comments, ` +
      `${t.bookmarks!.length} bookmarks, ${t.follows!.length} follows in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  )

  const lastPage = Math.ceil(posts / PAGE_SIZE)
  const cases: Array<[string, string]> = [
    ['first page', `/api/posts?page=1&limit=${PAGE_SIZE}`],
    ['middle page', `/api/posts?page=${Math.ceil(lastPage / 2)}&limit=${PAGE_SIZE}`],
    ['last page', `/api/posts?page=${lastPage}&limit=${PAGE_SIZE}`],
    ['category (food)', `/api/posts?category=food&page=1&limit=${PAGE_SIZE}`],
    [`search (${SEARCH_WORD})`, `/api/posts?search=${encodeURIComponent(SEARCH_WORD)}&page=1&limit=${PAGE_SIZE}`],
  ]

  const timings: Timing[] = []
  for (const [name, path] of cases) {
    const call = async () => {
      const response = await getResponse(handlers, new Request(`http://localhost${path}`))
      if (!response || response.status !== 200)
        throw new Error(`${name}: ${path} answered ${response?.status ?? 'nothing'}`)
      const body = (await response.json()) as { data: unknown[]; meta?: { pagination?: { total: number } } }
      if (!Array.isArray(body.data) || body.data.length === 0) throw new Error(`${name}: ${path} returned no posts`)
      return body
    }
    const sample = await call()
    timings.push(await time(name, call, { iterations }))
    const last = timings.at(-1)!
    const total = sample.meta?.pagination?.total
    console.log(
      `  ${name.padEnd(18)} median ${ms(last.median)}   p95 ${ms(last.p95)}   (${iterations} runs, total ${total ?? '?'})   ${last.median <= MOCK_API_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    )
  }
  db.close()
  setActiveDb(null)
  return { timings, pass: timings.every((x) => x.median <= MOCK_API_BUDGET_MS) }
}
