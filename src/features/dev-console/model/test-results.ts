// The test results a build carries (made by scripts/run-results/bundle.ts from test-runs/*.json), and what the rule
// browser reads from them: a rule's outcome, and where the results came from.
import type { MachineGraph } from '@machines/graph/machine-graph'

export type ResultStatus = 'passed' | 'failed' | 'skipped'
/** unit: vitest (test-runs/unit.json); e2e: the Playwright journeys (test-runs/e2e.json). */
export type TestRunner = 'unit' | 'e2e'

export interface TestResult {
  status: ResultStatus
  durationMs: number
  /** results joined into this one: a table test (it.each) runs once per row */
  count: number
  /** titles of the failed ones when there are several, or why the file did not load */
  failures: string[]
  /** passed on a retry */
  flaky: boolean
  at: string
  commit: string | null
}

export interface BundledTest {
  file: string
  line: number | null
  title: string
  /** the kind of test by its path (docs/spec-coverage.md): journey, component, hook, machine, client, server … */
  kind: string
  runner: TestRunner
  /** its last result; null when the results the build carries have none */
  result: TestResult | null
}

export interface RunInfo {
  /** the most recent run, which may have run only some files */
  lastRun: {
    at: string
    commit: string | null
    dirty: boolean
    files: number
    partial: number
    passed: number
    failed: number
    skipped: number
  }
  /** every result the file keeps, from that run and earlier ones */
  total: { passed: number; failed: number; skipped: number }
  /** results recorded on another commit than the build's */
  otherCommits: number
  brokenFiles: { file: string; message: string }[]
}

export interface TestResultsBundle {
  format: 1
  build: { commit: string | null; dirty: boolean; at: string; dev: boolean }
  /** null: the build found no result file of that runner */
  runs: Record<TestRunner, RunInfo | null>
  /** every test that names a rule */
  tests: BundledTest[]
  /** per rule, indexes into tests: those that prove it (their kind counts for one of its layers) and those that only name it */
  rules: Record<string, { proving: number[]; named: number[] }>
  /** The app's machines as their maps draw them, read from the definitions when the build was made. */
  machines: MachineGraph[]
  /** Every test whose last result names the machine transitions it took (rule-naming or not), file by file. */
  transitionTests: BundledTest[]
  /** Per transition id, indexes into transitionTests: the tests whose last result took it. */
  transitions: Record<string, number[]>
}

export const RUNNERS: readonly TestRunner[] = ['unit', 'e2e']

export type RuleOutcome = 'failing' | 'passing' | 'incomplete' | 'none'

export interface RuleResults {
  proving: BundledTest[]
  named: BundledTest[]
  /** failing: a proving test failed; passing: every one passed; incomplete: some have no result or were skipped; none: no proving test has a result */
  outcome: RuleOutcome
  passed: number
  failed: number
  /** skipped or without a result */
  unknown: number
}

const EMPTY = { proving: [], named: [] }

export function ruleResults(bundle: TestResultsBundle, id: string): RuleResults {
  const entry = bundle.rules[id] ?? EMPTY
  const proving = entry.proving.map((i) => bundle.tests[i]!)
  const named = entry.named.map((i) => bundle.tests[i]!)
  const passed = proving.filter((t) => t.result?.status === 'passed').length
  const failed = proving.filter((t) => t.result?.status === 'failed').length
  const unknown = proving.length - passed - failed
  const outcome: RuleOutcome = failed > 0 ? 'failing' : passed === 0 ? 'none' : unknown > 0 ? 'incomplete' : 'passing'
  return { proving, named, outcome, passed, failed, unknown }
}

export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 7) : '未知提交')

export interface Provenance {
  /** no result file at all: nothing is shown as a result */
  empty: boolean
  /** warnings, in natural Chinese, most important first */
  warnings: string[]
}

const RUNNER_NAME: Record<TestRunner, string> = { unit: '单元与组件测试', e2e: '端到端测试' }
export const runnerName = (r: TestRunner) => RUNNER_NAME[r]

/** What QA must know before trusting the results: missing runs, another commit, uncommitted changes. */
export function provenance(bundle: TestResultsBundle): Provenance {
  const present = RUNNERS.filter((r) => bundle.runs[r])
  if (present.length === 0) {
    return {
      empty: true,
      warnings: [
        '本构建未附带测试结果：构建时没有找到 test-runs/unit.json 或 test-runs/e2e.json，下面只列出测试，不显示通过与否。',
      ],
    }
  }
  const warnings: string[] = []
  for (const r of RUNNERS) {
    const run = bundle.runs[r]
    if (!run) {
      warnings.push(`本构建未附带${RUNNER_NAME[r]}的结果（构建时还没有运行过），这类测试显示为“无结果”。`)
      continue
    }
    if (run.otherCommits > 0) {
      const total = run.total.passed + run.total.failed + run.total.skipped
      const all = run.otherCommits === total
      warnings.push(
        all
          ? `${RUNNER_NAME[r]}的结果来自提交 ${shortCommit(run.lastRun.commit)}，与本构建（${shortCommit(bundle.build.commit)}）不同，可能已过时。`
          : `${RUNNER_NAME[r]}有 ${run.otherCommits} / ${total} 条结果来自其他提交，与本构建（${shortCommit(bundle.build.commit)}）不同，可能已过时。`,
      )
    }
    if (run.lastRun.dirty)
      warnings.push(
        `${RUNNER_NAME[r]}最近一次运行时工作区有未提交的改动，结果不一定对应提交 ${shortCommit(run.lastRun.commit)}。`,
      )
    if (run.brokenFiles.length > 0)
      warnings.push(`${RUNNER_NAME[r]}有 ${run.brokenFiles.length} 个测试文件未能加载，其中的测试记为失败。`)
  }
  if (bundle.build.dirty) warnings.push('本构建时工作区有未提交的改动。')
  return { empty: false, warnings }
}
