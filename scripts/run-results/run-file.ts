// The machine-readable result of the test runs: test-runs/unit.json (vitest) and test-runs/e2e.json (Playwright),
// one file per runner so that either can run alone. Each file keeps every test's last result: a run replaces the
// results of the files it ran and keeps the others (with the date and commit they were recorded at), so a focused
// run does not wipe the rest; of a file it ran only in part (a name filter, .only) it replaces the tests it ran.
// The build bundles both into the developer pages (scripts/run-results/bundle.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export type Runner = 'unit' | 'e2e'
export type TestStatus = 'passed' | 'failed' | 'skipped'

/** Not test-results/: that is Playwright's outputDir, which it empties at every run. */
export const RUNS_DIR = 'test-runs'
export const runFilePath = (root: string, runner: Runner) => join(root, RUNS_DIR, `${runner}.json`)

export interface RecordedTest {
  /** repo-relative, forward slashes */
  file: string
  /** where the runner located the test call (1-based), null when it did not say */
  line: number | null
  title: string
  /** enclosing describe titles, outermost first */
  describes: string[]
  /** rule ids of the describes and the title (scripts/spec-coverage idsInPath) */
  ids: string[]
  status: TestStatus
  durationMs: number
  /** vitest project (node, dom) or Playwright project (chromium) */
  project: string | null
  /** passed on a retry */
  flaky?: true
  /**
   * The machine transitions the test took, ids of machines/graph/transitions.ts, sorted (the recording of
   * src/test/setup-transitions.ts and tests/transitions.ts); absent when the run did not record them.
   */
  transitions?: string[]
  /** when and on which commit this result was recorded */
  at: string
  commit: string | null
}

/** A test file that did not load (a syntax error, a failing import): none of its tests ran. */
export interface BrokenFile {
  file: string
  message: string
  at: string
  commit: string | null
}

export interface RunSummary {
  at: string
  commit: string | null
  /** uncommitted changes to tracked files when the run started */
  dirty: boolean
  /** test files this run ran */
  files: number
  /** of those, the ones it ran only some tests of */
  partial: number
  passed: number
  failed: number
  skipped: number
}

export interface RunFile {
  format: 1
  runner: Runner
  /** the most recent run, which may have run only some files */
  lastRun: RunSummary
  brokenFiles: BrokenFile[]
  /** every test file's last result, sorted by file and line */
  tests: RecordedTest[]
}

/** What one run produced, before it is merged into the file. */
export interface Run {
  runner: Runner
  at: string
  commit: string | null
  dirty: boolean
  /** the test files it ran, broken ones included: their earlier results are replaced */
  files: string[]
  /** of those, the ones it ran only some tests of (a name filter, .only): only those tests' results are replaced */
  partial: string[]
  tests: Omit<RecordedTest, 'at' | 'commit'>[]
  brokenFiles: Omit<BrokenFile, 'at' | 'commit'>[]
}

const byFileAndLine = (a: RecordedTest, b: RecordedTest) =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0)
/** One test across runs: where it is and what it is called (a line moves with every edit above it). */
const keyOf = (t: Omit<RecordedTest, 'at' | 'commit'>) => [t.file, t.project ?? '', ...t.describes, t.title].join('\0')

/**
 * The file after `run`: the results of the files it ran replace the earlier ones (of a file it ran in part, only
 * those of the tests it ran); results of files it did not run are kept while the file still exists (a deleted test
 * file's results go).
 */
export function mergeRun(previous: RunFile | null, run: Run, fileExists: (file: string) => boolean): RunFile {
  const ran = new Set(run.files)
  const partial = new Set(run.partial)
  const rerun = new Set(run.tests.map(keyOf))
  const keep = (file: string) => !ran.has(file) && fileExists(file)
  const keepTest = (t: RecordedTest) => keep(t.file) || (partial.has(t.file) && !rerun.has(keyOf(t)))
  const stamp = { at: run.at, commit: run.commit }
  const fresh = run.tests.map((t) => ({ ...t, ...stamp }))
  const count = (status: TestStatus) => fresh.filter((t) => t.status === status).length
  return {
    format: 1,
    runner: run.runner,
    lastRun: {
      ...stamp,
      dirty: run.dirty,
      files: ran.size,
      partial: partial.size,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
    },
    brokenFiles: [
      ...(previous?.brokenFiles.filter((b) => keep(b.file)) ?? []),
      ...run.brokenFiles.map((b) => ({ ...b, ...stamp })),
    ].sort((a, b) => (a.file < b.file ? -1 : 1)),
    tests: [...(previous?.tests.filter(keepTest) ?? []), ...fresh].sort(byFileAndLine),
  }
}

/** The file, or null when it is missing or not one of ours (an older format, a hand edit gone wrong). */
export function readRunFile(path: string): RunFile | null {
  if (!existsSync(path)) return null
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<RunFile>
    return data.format === 1 && Array.isArray(data.tests) && Array.isArray(data.brokenFiles) && data.lastRun
      ? (data as RunFile)
      : null
  } catch {
    return null
  }
}

/** Written whole and then renamed, so a build reading it at the same moment never sees half a file. */
export function writeRunFile(path: string, data: RunFile): void {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, `${JSON.stringify(data, null, 1)}\n`)
  renameSync(tmp, path)
}

/** Merges `run` into the runner's file under `root`. */
export function recordRun(root: string, run: Run, outFile = runFilePath(root, run.runner)): RunFile {
  const merged = mergeRun(readRunFile(outFile), run, (file) => existsSync(join(root, file)))
  writeRunFile(outFile, merged)
  return merged
}
