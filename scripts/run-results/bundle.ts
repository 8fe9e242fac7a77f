// What a build carries to the rule browser: every test that names a rule (read from the sources, so a test without a
// result is listed too), joined to its last result in test-runs/unit.json and test-runs/e2e.json, and split per rule
// into the tests that prove it and those that only name it (the evidence policy of docs/spec-coverage.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type {
  BundledTest,
  RunInfo,
  TestResult,
  TestResultsBundle,
} from '../../src/features/dev-console/model/test-results'
import { describeMachine, type MachineGraph } from '../../machines/graph/machine-graph.js'
import { collectTitles } from '../spec-coverage/collect.js'
import { kindOf, provesAny } from '../spec-coverage/policy.js'
import { parseRules, type RulesData } from '../spec-coverage/rules.js'
import { parseSpec, type SpecDoc } from '../spec-coverage/spec.js'
import type { TestTitle } from '../spec-coverage/titles'
import { gitState } from './git-state.js'
import { readRunFile, runFilePath, type RecordedTest, type RunFile, type Runner } from './run-file.js'
import { APP_MACHINES } from './transitions.js'

export interface JoinInput {
  spec: SpecDoc
  rules: RulesData
  titles: readonly TestTitle[]
  runs: Record<Runner, RunFile | null>
  build: TestResultsBundle['build']
  /** The machines the maps draw (none when left out). */
  machines?: MachineGraph[]
}

/** Several results of one test (a table test's rows) as one: failed if any failed, the time they took together. */
function joined(records: readonly RecordedTest[]): TestResult {
  const failed = records.filter((r) => r.status === 'failed')
  const latest = records.reduce((a, b) => (b.at > a.at ? b : a))
  return {
    status: failed.length ? 'failed' : records.some((r) => r.status === 'passed') ? 'passed' : 'skipped',
    durationMs: records.reduce((sum, r) => sum + r.durationMs, 0),
    count: records.length,
    failures: records.length > 1 ? failed.map((r) => r.title) : [],
    flaky: records.some((r) => r.flaky),
    at: latest.at,
    commit: latest.commit,
  }
}

function runInfo(file: RunFile, buildCommit: string | null): RunInfo {
  const count = (status: RecordedTest['status']) => file.tests.filter((t) => t.status === status).length
  return {
    lastRun: file.lastRun,
    total: { passed: count('passed'), failed: count('failed'), skipped: count('skipped') },
    otherCommits: file.tests.filter((t) => t.commit !== buildCommit).length,
    brokenFiles: file.brokenFiles.map(({ file, message }) => ({ file, message })),
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = out.get(k)
    if (group) group.push(item)
    else out.set(k, [item])
  }
  return out
}

const byFileAndLine = (a: { file: string; line: number | null }, b: { file: string; line: number | null }) =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)

/** The tests whose results name the transitions they took (a table test's rows joined), and who took which. */
function transitionTakers(
  records: readonly RecordedTest[],
): Pick<TestResultsBundle, 'transitionTests' | 'transitions'> {
  const groups = [
    ...groupBy(
      records.filter((r) => r.transitions),
      (r) => `${r.file}\0${r.title}`,
    ).values(),
  ]
  const transitionTests = groups
    .map((group): BundledTest & { taken: Set<string> } => {
      const first = group[0]!
      const kind = kindOf(first.file)
      return {
        file: first.file,
        line: first.line,
        title: first.title,
        kind,
        runner: kind === 'journey' ? 'e2e' : 'unit',
        result: joined(group),
        taken: new Set(group.flatMap((r) => r.transitions ?? [])),
      }
    })
    .sort(byFileAndLine)
  const transitions: Record<string, number[]> = {}
  transitionTests.forEach((t, i) => {
    for (const id of t.taken) (transitions[id] ??= []).push(i)
  })
  return { transitionTests: transitionTests.map(({ taken: _taken, ...t }) => t), transitions }
}

export function joinResults({ spec, rules, titles, runs, build, machines = [] }: JoinInput): TestResultsBundle {
  const records = [...(runs.unit?.tests ?? []), ...(runs.e2e?.tests ?? [])]
  const byLine = groupBy(records, (r) => `${r.file}:${r.line}`)
  const byTitle = groupBy(records, (r) => `${r.file}\0${r.title}`)
  const broken = new Map([...(runs.unit?.brokenFiles ?? []), ...(runs.e2e?.brokenFiles ?? [])].map((b) => [b.file, b]))
  const used = new Set<RecordedTest>()
  const tests: (BundledTest & { ids: string[] })[] = []
  const add = (file: string, line: number | null, title: string, ids: string[], found: readonly RecordedTest[]) => {
    for (const r of found) used.add(r)
    const kind = kindOf(file)
    const brokenFile = broken.get(file)
    const result: TestResult | null = found.length
      ? joined(found)
      : brokenFile
        ? {
            status: 'failed',
            durationMs: 0,
            count: 0,
            failures: [`文件未能加载：${brokenFile.message}`],
            flaky: false,
            at: brokenFile.at,
            commit: brokenFile.commit,
          }
        : null
    tests.push({ file, line, title, kind, runner: kind === 'journey' ? 'e2e' : 'unit', result, ids })
  }

  // The sources say which tests exist and which rules they name. A result is found by its title, else by its line
  // (a table test's rows have titles of their own), unless that result's title is another test's of the file: a test
  // that moved down, whose old result is still on record from a partial run.
  const literal = new Set(titles.map((t) => `${t.file}\0${t.title}`))
  for (const t of titles) {
    if (t.kind !== 'test') continue
    const found =
      byTitle.get(`${t.file}\0${t.title}`) ??
      byLine.get(`${t.file}:${t.line}`)?.filter((r) => !literal.has(`${r.file}\0${r.title}`)) ??
      []
    // A skipped test proves nothing (docs/spec-coverage.md): its results are set aside, not listed.
    if (t.skipped || t.ids.length === 0) for (const r of found) used.add(r)
    else add(t.file, t.line, t.title, t.ids, found)
  }
  // A title the sources cannot read (built at run time) still names its rules in the results.
  const unread = groupBy(
    records.filter((r) => !used.has(r) && r.ids.length > 0),
    (r) => `${r.file}:${r.line ?? r.title}`,
  )
  for (const group of unread.values()) {
    const first = group[0]!
    add(first.file, first.line, first.title, [...new Set(group.flatMap((r) => r.ids))], group)
  }
  tests.sort(byFileAndLine)

  const perRule: TestResultsBundle['rules'] = {}
  for (const r of spec.rules) {
    const layers = rules[r.id]?.layers ?? []
    const entry = { proving: [] as number[], named: [] as number[] }
    tests.forEach((t, i) => {
      if (t.ids.includes(r.id)) (provesAny(layers, kindOf(t.file)) ? entry.proving : entry.named).push(i)
    })
    if (entry.proving.length + entry.named.length > 0) perRule[r.id] = entry
  }

  return {
    format: 1,
    build,
    runs: { unit: runs.unit && runInfo(runs.unit, build.commit), e2e: runs.e2e && runInfo(runs.e2e, build.commit) },
    tests: tests.map(({ ids: _ids, ...t }) => t),
    rules: perRule,
    machines,
    ...transitionTakers(records),
  }
}

/** The bundle for a build of the repository at `root`, from its sources and whatever result files are there now. */
export function bundleTestResults(root: string, { dev = false, now = new Date() } = {}): TestResultsBundle {
  const { rules } = parseRules(readFileSync(join(root, 'docs/spec-rules.json'), 'utf8'))
  return joinResults({
    spec: parseSpec(readFileSync(join(root, 'docs/spec.md'), 'utf8')),
    rules,
    titles: collectTitles(root),
    runs: { unit: readRunFile(runFilePath(root, 'unit')), e2e: readRunFile(runFilePath(root, 'e2e')) },
    build: { ...gitState(root), at: now.toISOString(), dev },
    machines: APP_MACHINES.map(describeMachine),
  })
}
