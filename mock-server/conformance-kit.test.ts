import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failedChecks, type RunReport } from '../conformance/src/model'
import { runKit } from '../conformance/src/run'
import { DEFECTS, type Defect } from './defects'
import { openApiDb, startStandaloneApi } from './standalone'

// The conformance kit proven on the standalone API over real HTTP: the clean API passes every check of a full run,
// and each deliberate defect (mock-server/defects) is caught by a quick run, by a failure that names a spec rule the
// defect breaks. The mutation score is printed at the end. One server at a time: the handlers share one database.

const dir = mkdtempSync(join(tmpdir(), 'lemon-conformance-'))
/** The demo seed written once; each server starts on a copy of it (seeding the file anew takes seconds). */
const TEMPLATE = join(dir, 'seeded.db')
beforeAll(async () => (await openApiDb(TEMPLATE)).close())
const CONTRACT = new URL('../docs/openapi.json', import.meta.url).pathname
let servers = 0
const caught: string[] = []

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  console.info(`conformance kit mutation score: ${caught.length}/${DEFECTS.length} planted defects caught (${caught.join(', ')})`)
})

async function kitAgainst(options: { defect?: string; quick: boolean }): Promise<RunReport> {
  const dbFile = join(dir, `api-${++servers}.db`)
  copyFileSync(TEMPLATE, dbFile)
  const api = await startStandaloneApi({ port: 0, dbFile, testHooks: true, ...(options.defect ? { defect: options.defect } : {}) })
  try {
    return await runKit({ baseUrl: api.url, contractPath: CONTRACT, quick: options.quick, seed: 1, runsPerOperation: options.quick ? 4 : 40, timeoutMs: 10_000, reset: false, signal: new AbortController().signal })
  } finally {
    await api.close()
  }
}

/** Every failure as the report reads it: the check's rules, its title, each message. */
const failureLines = (report: RunReport) => failedChecks(report).flatMap((c) => c.failures.map((f) => `${c.rules.join(' ')} ${c.id}: ${f.message}`))

/** Caught when a failure names one of the defect's rules (a defect beyond the spec: by the check that shows it). */
function catches(report: RunReport, defect: Defect): string[] {
  const named = (line: string) => (defect.rules.length ? defect.rules.some((r) => new RegExp(`(^|[^\\d.])${r.replace('.', '\\.')}(?![\\d])`).test(line)) : true)
  return failureLines(report).filter(named)
}

describe('the conformance kit against the standalone API', () => {
  it('passes the clean API: every check of a full run, every operation of the contract exercised', async () => {
    const report = await kitAgainst({ quick: false })
    expect(failureLines(report)).toEqual([])
    expect(report.checks.filter((c) => c.status === 'skipped')).toEqual([])
    expect(report.operationsExercised).toBe(report.contract.operations)
    expect(report.interrupted).toBeUndefined()
  }, 180_000)

  it('passes the clean API in a quick run too (the runs the defects are caught by)', async () => {
    const report = await kitAgainst({ quick: true })
    expect(failureLines(report)).toEqual([])
  }, 60_000)

  for (const defect of DEFECTS) {
    it(`catches the planted defect "${defect.name}" in a quick run, by a failure naming a rule it breaks`, async () => {
      const report = await kitAgainst({ defect: defect.name, quick: true })
      const lines = catches(report, defect)
      expect(lines.length, `${defect.name} (${defect.rules.join(' ')}) not caught; the run failed with:\n${failureLines(report).slice(0, 10).join('\n')}`).toBeGreaterThan(0)
      caught.push(defect.name)
    }, 60_000)
  }
})
