// Test results bundles for the rule browser's tests (the shape scripts/run-results/bundle.ts builds).
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
