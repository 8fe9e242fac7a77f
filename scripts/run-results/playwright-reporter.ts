// Playwright reporter: each journey's final result (after retries) into test-runs/e2e.json (run-file.ts).
import { readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter'
import { idsInPath } from '../spec-coverage/spec.js'
import { extractTitles } from '../spec-coverage/titles.js'
import { gitState, type GitState } from './git-state.js'
import { recordRun, type RecordedTest, type Run, type TestStatus } from './run-file.js'
import { TRANSITIONS_ATTACHMENT } from './transitions.js'

// The parts of Playwright's suite read here, so a test can feed plain objects.
interface SuiteLike {
  type: 'root' | 'project' | 'file' | 'describe'
  title: string
  parent?: SuiteLike
  project(): { name: string } | undefined
}
interface CaseLike {
  title: string
  location: { file: string; line: number }
  parent: SuiteLike
  expectedStatus: string
  outcome(): 'skipped' | 'expected' | 'unexpected' | 'flaky'
  results: ReadonlyArray<{ duration: number; attachments?: ReadonlyArray<{ name: string; body?: Buffer }> }>
}

/** The transition ids a result's attachment lists, or undefined when the journey did not record them. */
function transitionsOf(result: CaseLike['results'][number]): string[] | undefined {
  const body = result.attachments?.find((a) => a.name === TRANSITIONS_ATTACHMENT)?.body
  if (!body) return undefined
  try {
    const ids = (JSON.parse(body.toString('utf8')) as { ids?: unknown }).ids
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : undefined
  } catch {
    return undefined
  }
}

function describes(test: CaseLike): string[] {
  const out: string[] = []
  for (let p: SuiteLike | undefined = test.parent; p?.type === 'describe'; p = p.parent) out.unshift(p.title)
  return out
}

function statusOf(test: CaseLike): TestStatus {
  const outcome = test.outcome()
  if (outcome === 'unexpected') return 'failed'
  if (outcome === 'skipped' || test.expectedStatus === 'skipped') return 'skipped'
  return 'passed'
}

/**
 * The run's tests from Playwright's; a test with no attempt (the run stopped first) is left out, and so is its file
 * when nothing of it ran, so the results it had are kept. Playwright hands over only the tests it was asked to run
 * (-g, file:line, .only, --last-failed): a file is run in part when a test its source names (`titlesIn`) is missing.
 */
export function runFromPlaywright(
  tests: readonly CaseLike[],
  root: string,
  started: { at: string } & GitState,
  titlesIn: (file: string) => string[],
): Run {
  const out: Run['tests'] = []
  const files = new Set<string>()
  for (const t of tests) {
    const last = t.results[t.results.length - 1]
    if (!last) continue
    const file = relative(root, t.location.file).split(sep).join('/')
    files.add(file)
    const path = describes(t)
    const test: Omit<RecordedTest, 'at' | 'commit'> = {
      file,
      line: t.location.line,
      title: t.title,
      describes: path,
      ids: idsInPath([...path, t.title]),
      status: statusOf(t),
      durationMs: Math.round(last.duration),
      project: t.parent.project()?.name || null,
    }
    if (t.outcome() === 'flaky') test.flaky = true
    // Those of the attempt whose result this is (after retries, the last).
    const transitions = transitionsOf(last)
    if (transitions) test.transitions = transitions
    out.push(test)
  }
  const partial = [...files].filter((file) => {
    const ran = new Set(out.filter((t) => t.file === file).map((t) => t.title))
    return titlesIn(file).some((title) => !ran.has(title))
  })
  return {
    runner: 'e2e',
    at: started.at,
    commit: started.commit,
    dirty: started.dirty,
    files: [...files],
    partial,
    tests: out,
    brokenFiles: [],
  }
}

/** The literal titles of the tests in a spec file (a title built at run time cannot be missed, as it cannot be read). */
function literalTitles(root: string): (file: string) => string[] {
  return (file) => {
    try {
      return extractTitles(file, readFileSync(join(root, file), 'utf8'))
        .filter((t) => t.kind === 'test')
        .map((t) => t.title)
    } catch {
      return []
    }
  }
}

export default class ResultsReporter implements Reporter {
  private root = process.cwd()
  private suite: Suite | null = null
  private started: ({ at: string } & GitState) | null = null

  constructor(
    private readonly options: { outFile?: string; now?: () => Date; git?: (root: string) => GitState } = {},
  ) {}

  onBegin(config: FullConfig, suite: Suite): void {
    // rootDir is the test directory; results name files from the repository root, where the config is.
    this.root = config.configFile ? dirname(config.configFile) : process.cwd()
    this.suite = suite
    this.started = {
      at: (this.options.now?.() ?? new Date()).toISOString(),
      ...(this.options.git ?? gitState)(this.root),
    }
  }

  onEnd(result: FullResult): void {
    if (result.status === 'interrupted' || !this.suite || !this.started) return
    const run = runFromPlaywright(this.suite.allTests(), this.root, this.started, literalTitles(this.root))
    if (run.files.length > 0) recordRun(this.root, run, this.options.outFile)
  }

  printsToStdio(): boolean {
    return false
  }
}
