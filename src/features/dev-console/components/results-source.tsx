import {
  provenance,
  RUNNERS,
  runnerName,
  shortCommit,
  type RunInfo,
  type TestResultsBundle,
  type TestRunner,
} from '../model/test-results'
import type { TestResultsState } from '../model/test-results-source'
import { formatWhen } from './coverage-labels'

const TOOL: Record<TestRunner, string> = { unit: 'vitest', e2e: 'Playwright' }

function RunLine({ runner, run }: { runner: TestRunner; run: RunInfo | null }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-fg">
        {runnerName(runner)}
        <span className="ml-1 font-normal text-fg-muted">（{TOOL[runner]}）</span>
      </dt>
      <dd className="text-fg-muted">
        {run ? (
          <>
            最近一次运行 {formatWhen(run.lastRun.at)} · 提交{' '}
            <span className="font-mono">{shortCommit(run.lastRun.commit)}</span> · {run.lastRun.files} 个文件
            {run.lastRun.partial > 0 && `（其中 ${run.lastRun.partial} 个只运行了部分测试）`}
            <br />共 {run.total.passed + run.total.failed + run.total.skipped} 条结果：{run.total.passed} 通过，
            <span className={run.total.failed ? 'text-danger font-medium' : ''}>{run.total.failed} 失败</span>，
            {run.total.skipped} 跳过
          </>
        ) : (
          '本构建未附带'
        )}
      </dd>
    </div>
  )
}

function Ready({ bundle }: { bundle: TestResultsBundle }) {
  const { warnings } = provenance(bundle)
  const built = bundle.build.dev ? '开发服务器' : '本构建'
  return (
    <>
      <dl className="grid gap-2 sm:grid-cols-3 text-xs">
        <div className="min-w-0">
          <dt className="font-medium text-fg">{built}</dt>
          <dd className="text-fg-muted">
            {formatWhen(bundle.build.at)} · 提交 <span className="font-mono">{shortCommit(bundle.build.commit)}</span>
          </dd>
        </div>
        {RUNNERS.map((r) => (
          <RunLine key={r} runner={r} run={bundle.runs[r]} />
        ))}
      </dl>
      {warnings.length > 0 && (
        <ul
          aria-label="测试结果提示"
          className="mt-2 space-y-1 rounded-xl border border-warning-line bg-warning-soft px-3 py-2 text-xs text-fg"
        >
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </>
  )
}

/** Where the results come from: the build, each runner's last run, and what makes them less than current. */
export function ResultsSource({ state }: { state: TestResultsState }) {
  return (
    <section aria-label="测试结果来源" className="mb-3 rounded-xl border border-line bg-bg-soft px-3 py-2.5">
      {state.status === 'loading' && <p className="text-xs text-fg-muted">正在读取本构建附带的测试结果…</p>}
      {state.status === 'error' && <p className="text-xs text-danger">测试结果读取失败：{state.message}</p>}
      {state.status === 'ready' && <Ready bundle={state.bundle} />}
    </section>
  )
}
