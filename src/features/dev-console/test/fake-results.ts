// Test results bundles for the rule browser's tests (the shape scripts/run-results/bundle.ts builds).
import type { MachineView } from '../model/live-machines-view'
import type { BundledTest, RunInfo, TestResult, TestResultsBundle } from '../model/test-results'

export const BUILD_COMMIT = 'b'.repeat(40)

export function result(status: TestResult['status'], over: Partial<TestResult> = {}): TestResult {
  return {
    status,
    durationMs: 120,
    count: 1,
    failures: [],
    flaky: false,
    at: '2026-11-02T10:00:00.000Z',
    commit: BUILD_COMMIT,
    ...over,
  }
}

export function bundledTest(over: Partial<BundledTest> & Pick<BundledTest, 'title'>): BundledTest {
  return {
    file: 'src/features/x/components/x.test.tsx',
    line: 10,
    kind: 'component',
    runner: 'unit',
    result: result('passed'),
    ...over,
  }
}

export function runInfo(over: Partial<RunInfo> = {}): RunInfo {
  return {
    lastRun: {
      at: '2026-11-02T10:00:00.000Z',
      commit: BUILD_COMMIT,
      dirty: false,
      files: 180,
      partial: 0,
      passed: 10,
      failed: 1,
      skipped: 0,
    },
    total: { passed: 10, failed: 1, skipped: 0 },
    otherCommits: 0,
    brokenFiles: [],
    ...over,
  }
}

export function fakeBundle(
  tests: BundledTest[],
  rules: TestResultsBundle['rules'],
  over: Partial<TestResultsBundle> = {},
): TestResultsBundle {
  return {
    format: 1,
    build: { commit: BUILD_COMMIT, dirty: false, at: '2026-11-02T11:00:00.000Z', dev: false },
    runs: { unit: runInfo(), e2e: null },
    tests,
    rules,
    machines: [],
    transitionTests: [],
    transitions: {},
    ...over,
  }
}

/** A live actor as the panels and maps see it: a like of the toggle machine, settled in idle, unless told otherwise. */
export function liveView(over: Partial<MachineView> & Pick<MachineView, 'id'>): MachineView {
  return {
    machineId: 'toggle',
    kind: '点赞',
    subject: '帖子 1',
    status: 'running',
    state: 'idle',
    activeStates: ['idle'],
    tags: [],
    context: {},
    steps: [],
    dropped: 0,
    createdAt: 0,
    recordingSince: 0,
    stoppedAt: null,
    ...over,
  }
}
