import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { failedChecks, type RunReport } from '../../conformance/src/model'
import { runKit } from '../../conformance/src/run'
import { resetAuthConfig } from '../auth-config'
import type { Defect } from '../defects'
import { clearFaults } from '../faults'
import { setLatency } from '../http/latency'
import { stopTestBackend } from '../node'
import { resetCommentRateLimit } from '../services/comment-rate-limit'
import { openApiDb, startStandaloneApi } from '../standalone'

// The conformance kit run against the standalone API over real HTTP, for the tests that prove the kit
// (mock-server/conformance/*.test.ts): each server starts on a copy of one seeded database file (seeding anew takes
// seconds), one server at a time in a test file (the handlers share one database per process).

const CONTRACT = new URL('../../docs/openapi.json', import.meta.url).pathname

export interface KitRunner {
  run(options: { defect?: string; quick: boolean }): Promise<RunReport>
  /** Removes the databases. */
  done(): void
}

/**
 * The standalone API as `npm run api` serves it. The node test files share their workers' modules (vitest's
 * isolate: false), so what an earlier file left set — msw intercepting fetch, injected faults, latency, a short token
 * lifetime, a comment rate limit — is undone first; left in place, it answered the kit's requests slowly or in-process.
 */
export function asServed(): void {
  stopTestBackend()
  clearFaults()
  setLatency({ min: 0, max: 0 })
  resetAuthConfig()
  resetCommentRateLimit()
}

export async function kitRunner(): Promise<KitRunner> {
  asServed()
  const dir = mkdtempSync(join(tmpdir(), 'lemon-conformance-'))
  const template = join(dir, 'seeded.db')
  ;(await openApiDb(template)).close()
  let servers = 0
  return {
    async run({ defect, quick }) {
      const dbFile = join(dir, `api-${++servers}.db`)
      copyFileSync(template, dbFile)
      const api = await startStandaloneApi({ port: 0, dbFile, testHooks: true, ...(defect ? { defect } : {}) })
      try {
        return await runKit({
          baseUrl: api.url,
          contractPath: CONTRACT,
          quick,
          seed: 1,
          runsPerOperation: quick ? 4 : 40,
          timeoutMs: 10_000,
          reset: false,
          signal: new AbortController().signal,
        })
      } finally {
        await api.close()
      }
    },
    done: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Every failure as the report reads it: the check's rules, its id, each message. */
export const failureLines = (report: RunReport) =>
  failedChecks(report).flatMap((c) => c.failures.map((f) => `${c.rules.join(' ')} ${c.id}: ${f.message}`))

/** The failures that name one of the defect's rules: the defect is caught when there is one. */
export function catching(report: RunReport, defect: Defect): string[] {
  const named = (line: string) =>
    defect.rules.some((r) => new RegExp(`(^|[^\\d.])${r.replace('.', '\\.')}(?![\\d])`).test(line))
  return failureLines(report).filter(named)
}
