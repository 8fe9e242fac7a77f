import type { CoverageRow } from '../model/coverage-table'
import { shortCommit, type BundledTest, type RuleResults } from '../model/test-results'
import { Pill } from './controls'
import { formatDuration, formatWhen, kindLabel, RESULT_LABEL, RESULT_TONE } from './coverage-labels'

/** One test with its last result: status, time, file:line, kind; the commit when it is not the build's. */
function TestItem({ test, buildCommit, counted }: { test: BundledTest; buildCommit: string | null; counted: boolean }) {
  const r = test.result
  const otherCommit = r && r.commit !== buildCommit
  return (
    <li className={`rounded-lg border border-line px-2.5 py-2 ${counted ? 'bg-bg-card' : 'bg-bg-soft'}`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {r ? <Pill tone={RESULT_TONE[r.status]}>{RESULT_LABEL[r.status]}</Pill> : <Pill tone="neutral">无结果</Pill>}
        {r && r.count > 0 && (
          <span className="font-mono text-[11px] text-fg-muted">{formatDuration(r.durationMs)}</span>
        )}
        {r && r.count > 1 && <span className="text-[11px] text-fg-muted">{r.count} 组数据</span>}
        {r?.flaky && <Pill tone="warn">重试后通过</Pill>}
        {otherCommit && (
          <span className="text-[11px] text-warning" title={`记录于 ${formatWhen(r.at)}`}>
            来自提交 {shortCommit(r.commit)}
          </span>
        )}
        {!counted && (
          <span className="text-[11px] text-fg-soft">未计入（{kindLabel(test.kind)}测试不能证明此规则的层）</span>
        )}
      </div>
      <p className="mt-1 text-fg break-words">{test.title}</p>
      <p className="mt-0.5 font-mono text-[11px] text-fg-muted break-all">
        {test.file}
        {test.line !== null && `:${test.line}`} · {kindLabel(test.kind)}
      </p>
      {r && r.failures.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-[11px] text-danger break-words">
          {r.failures.map((f) => (
            <li key={f}>✗ {f}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

function summary(results: RuleResults): string {
  const parts = [`${results.proving.length} 个测试`]
  if (results.failed) parts.push(`${results.failed} 个失败`)
  if (results.named.length) parts.push(`${results.named.length} 个未计入`)
  return parts.join('，')
}

/** The tests that prove a rule, each with its last result; then those that only name it. */
export function RuleTests({
  row,
  results,
  buildCommit,
}: {
  row: CoverageRow
  results: RuleResults
  buildCommit: string | null
}) {
  const total = results.proving.length + results.named.length
  if (total === 0) return row.note ? null : <span className="text-fg-soft">—</span>
  return (
    <details>
      <summary className="cursor-pointer text-fg-muted whitespace-nowrap">{summary(results)}</summary>
      <ul aria-label={`${row.id} 的测试`} className="mt-1.5 space-y-1.5 text-xs">
        {results.proving.map((t) => (
          <TestItem key={`${t.file}:${t.line}:${t.title}`} test={t} buildCommit={buildCommit} counted />
        ))}
        {results.named.map((t) => (
          <TestItem key={`${t.file}:${t.line}:${t.title}`} test={t} buildCommit={buildCommit} counted={false} />
        ))}
      </ul>
    </details>
  )
}

/** Before the results arrive (or when they cannot): the tests docs/spec-coverage.md names, without results. */
export function RuleEvidence({ row }: { row: CoverageRow }) {
  const total = row.evidence.length + row.notCounted.length
  if (total === 0) return row.note ? null : <span className="text-fg-soft">—</span>
  return (
    <details>
      <summary className="cursor-pointer text-fg-muted whitespace-nowrap">
        {row.evidence.length} 个测试{row.notCounted.length > 0 && `，${row.notCounted.length} 个未计入`}
      </summary>
      <ul className="mt-1 space-y-1 font-mono text-[11px] text-fg-muted break-all">
        {row.evidence.map((t) => (
          <li key={t}>{t}</li>
        ))}
        {row.notCounted.map((t) => (
          <li key={t} className="text-fg-soft">
            未计入：{t}
          </li>
        ))}
      </ul>
    </details>
  )
}
