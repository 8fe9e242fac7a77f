import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockDb } from '../db'
import { setLatency } from '../http/latency'
import { stopTestBackend } from '../node'
import { ROUTES } from '../route-table'
import { resetCommentRateLimit, setCommentRateLimit } from '../services/comment-rate-limit'
import { startContentBackend, stopContentBackend } from '../test/content-seed'
import { addFollows, addMessages } from '../test/social-seed'
import { requestArb } from './arbitraries'
import { invariantProblems } from './invariants'
import { answerProblems, send, TokenPool } from './send'

// R3.15 R5.29 (issue 4 item 7): random params, queries, tokens and bodies for every route of the route
// table, each route one test. Every answer must be the envelope and never a 5xx; after each route's batch
// the relations and the counts derived from them must still agree.
//
// Replay a failure with FUZZ_SEED=<seed printed by fast-check>; scale up with FUZZ_RUNS=2000; time routes with FUZZ_PROFILE=1.

const RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 200))
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
/** FUZZ_PROFILE=1 prints each route's time (requests, then invariants). */
const PROFILE = Boolean(process.env.FUZZ_PROFILE)
/** Tokens of these seeded users: 1 (demo) and 3, 4 author the content seed's posts, so ownership paths are hit. */
const USERS = [1, 2, 3, 4, 5, 6] as const

let db: MockDb
let tokens: TokenPool

beforeAll(async () => {
  db = await startContentBackend()
  setLatency({ min: 0, max: 0 })
  // Every comment after the fifth would otherwise be a 429: fine, but it hides the success path.
  setCommentRateLimit({ limit: 1_000_000, windowMs: 60_000 })
  await addFollows([[1, 3], [3, 1], [4, 1], [2, 3], [5, 4]])
  await addMessages([{ from: 3, to: 1 }, { from: 4, to: 1, read: true }, { from: 1, to: 3 }, { from: 2, to: 5 }])
  tokens = new TokenPool(db)
  await tokens.init()
})

afterAll(() => {
  resetCommentRateLimit()
  stopContentBackend()
  stopTestBackend()
})

const title = (what: string) => `fuzz: ${what} never answers 5xx, always the envelope, invariants hold`

describe('API fuzz (fast-check)', () => {
  for (const route of ROUTES) {
    it(title(`${route.method} ${route.path}`), async () => {
      let runs = 0
      const t0 = performance.now()
      await fc.assert(
        fc.asyncProperty(requestArb(route, USERS), async (request) => {
          runs++
          const answer = await send(route, request, tokens)
          const problems = answerProblems(route, answer)
          if (problems.length) throw new Error(`${route.method} ${answer.url} → ${answer.status}: ${problems.join(' | ')}\n${answer.text.slice(0, 600)}`)
        }),
        { numRuns: RUNS, seed: SEED },
      )
      expect(runs).toBeGreaterThanOrEqual(RUNS)
      const t1 = performance.now()
      expect(await invariantProblems(db, tokens, { viewers: USERS.slice(0, 3), detailSample: 4, userSample: 6 })).toEqual([])
      if (PROFILE) console.info(`fuzz ${route.method} ${route.path}: ${RUNS} runs ${Math.round(t1 - t0)} ms, invariants ${Math.round(performance.now() - t1)} ms`)
    }, 60_000)
  }

  it('fuzz: after every route was fuzzed, every count equals its relation rows and no row is an orphan', async () => {
    expect(await invariantProblems(db, tokens, { viewers: USERS })).toEqual([])
  }, 60_000)
})
