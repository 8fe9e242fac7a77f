import { pathToFileURL } from 'node:url'
import { UNREACHABLE } from '../machines/graph/unreachable.js'
import type { TransitionInfo } from '../machines/graph/transitions.js'
import { readRunFile, runFilePath, type RunFile } from './run-results/run-file.js'
import { appTransitions, transitionCoverage, type TestTransitions } from './run-results/transitions.js'

// `npm run transitions:check` (the last step of `npm test`, after the journeys): every transition of the app's
// machines is taken by some test of the last runs (test-runs/unit.json, test-runs/e2e.json), or is on the reasoned
// list of unreachable ones (machines/graph/unreachable.ts). docs/qa-guide.md says how to read a failure.

export interface CheckResult {
  ok: boolean
  lines: string[]
}

const describe = (t: TransitionInfo) =>
  `  ${t.id}  (${t.source || '(root)'} → ${t.targets.join(', ') || 'stays'}${t.rules.length ? `; ${t.rules.join(' ')}` : ''})`

/** The check on what the runs recorded: a run without any recorded transitions fails too (its recording is off). */
export function checkTransitions(
  runs: readonly (RunFile | null)[],
  transitions: readonly TransitionInfo[],
  unreachable: Readonly<Record<string, string>>,
): CheckResult {
  const present = runs.filter((r): r is RunFile => r !== null)
  if (present.length === 0) return { ok: false, lines: ['transitions:check: no test run on record (test-runs/*.json)'] }
  const unrecorded = present.filter((r) => !r.tests.some((t) => t.transitions))
  if (unrecorded.length > 0)
    return {
      ok: false,
      lines: unrecorded.map(
        (r) => `transitions:check: the ${r.runner} run recorded no transitions (RECORD_TRANSITIONS=0?)`,
      ),
    }
  const tests: TestTransitions[] = present.flatMap((r) => r.tests)
  const report = transitionCoverage(tests, transitions, unreachable)
  const lines = [
    `transitions:check: ${report.taken} of ${report.total} machine transitions taken by a test, ${Object.keys(unreachable).length} listed unreachable`,
  ]
  if (report.untaken.length > 0)
    lines.push('taken by no test and not listed in machines/graph/unreachable.ts:', ...report.untaken.map(describe))
  if (report.unknownListed.length > 0)
    lines.push(
      'listed unreachable, but the machine has no such transition:',
      ...report.unknownListed.map((id) => `  ${id}`),
    )
  if (report.listedButTaken.length > 0)
    lines.push(
      'listed unreachable, yet a test took them (fine, but is the reason still true?):',
      ...report.listedButTaken.map((id) => `  ${id}`),
    )
  return { ok: report.untaken.length === 0 && report.unknownListed.length === 0, lines }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd()
  const result = checkTransitions(
    [readRunFile(runFilePath(root, 'unit')), readRunFile(runFilePath(root, 'e2e'))],
    appTransitions(),
    UNREACHABLE,
  )
  for (const line of result.lines) console.log(line)
  process.exitCode = result.ok ? 0 : 1
}
