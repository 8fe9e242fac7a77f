// Vitest reporter: each unit test's result into test-runs/unit.json (run-file.ts). Needs `includeTaskLocation` for lines.
import { relative, sep } from 'node:path'
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node'
import { idsInPath } from '../spec-coverage/spec.js'
import { gitState, type GitState } from './git-state.js'
import { recordRun, type RecordedTest, type Run } from './run-file.js'

// The parts of vitest's reported tasks read here, so a test can feed plain objects.
interface ModuleLike {
  type: 'module'
  moduleId: string
  errors(): ReadonlyArray<{ message?: string; name?: string }>
  children: { allTests(): Iterable<CaseLike> }
}
interface SuiteLike {
  type: 'suite'
  name: string
  parent: SuiteLike | ModuleLike
}
interface CaseLike {
  name: string
  location: { line: number } | undefined
  project: { name: string }
  parent: SuiteLike | ModuleLike
  result(): { state: 'passed' | 'failed' | 'skipped' | 'pending' }
  diagnostic(): { duration: number; flaky: boolean } | undefined
  /** `transitions`: what src/test/setup-transitions.ts recorded in the worker */
  meta(): { transitions?: string[] }
}

function describes(test: CaseLike): string[] {
  const out: string[] = []
  for (let p = test.parent; p.type === 'suite'; p = p.parent) out.unshift(p.name)
  return out
}

/**
 * The run's tests and broken files from vitest's modules; unfinished (pending) tests are left out. Under a name filter
 * (-t) every file ran in part and the tests it filtered out, reported as skipped, are left out too.
 */
export function runFromVitest(
  modules: ReadonlyArray<ModuleLike>,
  root: string,
  started: { at: string } & GitState,
  nameFilter = false,
): Run {
  const tests: Run['tests'] = []
  const brokenFiles: Run['brokenFiles'] = []
  const files: string[] = []
  for (const m of modules) {
    const file = relative(root, m.moduleId).split(sep).join('/')
    files.push(file)
    const before = tests.length
    for (const t of m.children.allTests()) {
      const state = t.result().state
      if (state === 'pending' || (nameFilter && state === 'skipped')) continue
      const path = describes(t)
      const diagnostic = t.diagnostic()
      const test: Omit<RecordedTest, 'at' | 'commit'> = {
        file,
        line: t.location?.line ?? null,
        title: t.name,
        describes: path,
        ids: idsInPath([...path, t.name]),
        status: state,
        durationMs: Math.round(diagnostic?.duration ?? 0),
        project: t.project.name || null,
      }
      if (diagnostic?.flaky) test.flaky = true
      const transitions = t.meta().transitions
      if (transitions) test.transitions = transitions
      tests.push(test)
    }
    const error = m.errors()[0]
    if (tests.length === before && error)
      brokenFiles.push({ file, message: error.message ?? error.name ?? 'the file did not load' })
  }
  return {
    runner: 'unit',
    at: started.at,
    commit: started.commit,
    dirty: started.dirty,
    files,
    partial: nameFilter ? files : [],
    tests,
    brokenFiles,
  }
}

export class ResultsReporter implements Reporter {
  private root = process.cwd()
  private vitest: Vitest | null = null
  private started: ({ at: string } & GitState) | null = null

  constructor(
    private readonly options: { outFile?: string; now?: () => Date; git?: (root: string) => GitState } = {},
  ) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest
    this.root = vitest.config.root
  }

  onTestRunStart(): void {
    this.started = {
      at: (this.options.now?.() ?? new Date()).toISOString(),
      ...(this.options.git ?? gitState)(this.root),
    }
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason): void {
    // An interrupted run says nothing about the tests it did not reach.
    if (reason === 'interrupted' || !this.started) return
    // Read at the end: in watch mode the filter can change between runs.
    const nameFilter = Boolean(this.vitest?.config.testNamePattern)
    recordRun(this.root, runFromVitest(modules, this.root, this.started, nameFilter), this.options.outFile)
  }
}
