import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import {
  countBy,
  countByStatus,
  EMPTY_FILTER,
  filterCoverage,
  type CoverageFilter,
  type CoverageRow,
  type CoverageTable,
  type RowFacts,
} from '../model/coverage-table'
import type { RuleScreen, RuleScreens } from '../model/rule-screens'
import { provenance, ruleResults, type RuleResults } from '../model/test-results'
import type { TestResultsState } from '../model/test-results-source'
import { Field, Panel, Pill, SelectField } from './controls'
import {
  byStatusOrder,
  LAYER_LABEL,
  layersOf,
  OUTCOME_LABEL,
  OUTCOME_MARK,
  OUTCOME_TONE,
  OUTCOMES,
  statusLabel,
  statusTone,
} from './coverage-labels'
import { ResultsSource } from './results-source'
import { RuleEvidence, RuleTests } from './rule-tests'

/** Rows shown before 显示全部: the table stays light until someone asks for everything. */
const PAGE = 40
const shownOnScreen = (r: CoverageRow) => r.layers.includes('screen') || r.layers.includes('content')

function Tests({
  row,
  results,
  buildCommit,
}: {
  row: CoverageRow
  results: RuleResults | undefined
  buildCommit: string | null
}) {
  return (
    <>
      {results ? <RuleTests row={row} results={results} buildCommit={buildCommit} /> : <RuleEvidence row={row} />}
      {row.note && <p className="mt-1 text-[11px] text-fg-muted whitespace-pre-line">{row.note}</p>}
    </>
  )
}

function Status({ row, results }: { row: CoverageRow; results: RuleResults | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Pill tone={statusTone(row.status)}>{statusLabel(row.status)}</Pill>
      {results && results.proving.length > 0 && (
        <Pill tone={OUTCOME_TONE[results.outcome]}>
          <span aria-hidden="true" className="mr-1">
            {OUTCOME_MARK[results.outcome]}
          </span>
          {OUTCOME_LABEL[results.outcome]}
        </Pill>
      )}
    </div>
  )
}

function ScreenLink({ screen }: { screen: RuleScreen }) {
  return (
    <Link
      href={screen.href}
      className="mt-1 inline-flex flex-wrap items-baseline gap-x-1 text-[11px] text-primary-text hover:underline keyboard-ring rounded"
    >
      在界面中查看：{screen.label}
      <span className="font-mono text-fg-muted">{screen.href}</span>
    </Link>
  )
}

/** A search the rule browser is asked to show; `at` tells the same search asked twice apart. */
export interface RuleQuery {
  text: string
  at: number
}

const COVERAGE_PANEL_ID = 'rule-coverage'

/**
 * The spec's rules (docs/spec-coverage.md at build time) with the tests that prove each and their last results (the
 * results this build carries), a link to the screen that shows it, and filters.
 */
export function CoveragePanel({
  table,
  results,
  screens,
  query = null,
}: {
  table: CoverageTable
  results: TestResultsState
  screens: RuleScreens
  /** A search asked for from elsewhere on the page (a machine map's rule): shown at once, the panel brought into view. */
  query?: RuleQuery | null
}) {
  const [filter, setFilter] = useState<CoverageFilter>(EMPTY_FILTER)
  useEffect(() => {
    if (!query) return
    setFilter({ ...EMPTY_FILTER, text: query.text })
    setLimit(PAGE)
    document.getElementById(COVERAGE_PANEL_ID)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [query])
  const [limit, setLimit] = useState(PAGE)
  const deferred = useDeferredValue(filter)
  const bundle = results.status === 'ready' ? results.bundle : null
  const withResults = bundle !== null && !provenance(bundle).empty
  const perRule = useMemo(
    () => (bundle ? new Map(table.rows.map((r) => [r.id, ruleResults(bundle, r.id)])) : null),
    [bundle, table.rows],
  )
  const facts = useMemo<RowFacts>(
    () => ({
      outcome: (id) => (withResults ? (perRule?.get(id)?.outcome ?? null) : null),
      screen: (row) => (shownOnScreen(row) ? (screens.of(row.id)?.key ?? null) : null),
      tests: (id) => {
        const r = perRule?.get(id)
        return r ? [...r.proving, ...r.named].map((t) => `${t.file} › ${t.title}`) : []
      },
    }),
    [perRule, screens, withResults],
  )
  const rows = useMemo(() => filterCoverage(table.rows, deferred, facts), [table.rows, deferred, facts])
  const shown = rows.slice(0, limit)
  const totals = useMemo(() => countByStatus(table.rows), [table.rows])
  const outcomes = useMemo(() => countBy(table.rows, (r) => facts.outcome!(r.id)), [table.rows, facts])
  const statuses = useMemo(() => [...table.statuses].sort(byStatusOrder), [table.statuses])
  const set = (patch: Partial<CoverageFilter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    setLimit(PAGE)
  }
  const filtered = JSON.stringify(filter) !== JSON.stringify(EMPTY_FILTER)
  const buildCommit = bundle?.build.commit ?? null
  const chip = (pressed: boolean) => `rounded-full keyboard-ring ${pressed ? 'ring-2 ring-primary' : ''}`

  return (
    <Panel
      id={COVERAGE_PANEL_ID}
      title="规格覆盖与测试结果"
      description={
        <>
          spec 中每条规则的测试状态（构建时读取自 <code className="font-mono">docs/spec-coverage.md</code>，由 npm run
          spec:coverage 生成）， 证明它的每个测试及其最近一次结果（构建时读取自{' '}
          <code className="font-mono">test-runs/</code>），以及能看到它的界面。
        </>
      }
    >
      <ResultsSource state={results} />
      <div role="group" aria-label="按状态筛选" className="flex flex-wrap gap-1.5 mb-2">
        {statuses.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={filter.status === s}
            onClick={() => set({ status: filter.status === s ? null : s })}
            className={chip(filter.status === s)}
          >
            <Pill tone={statusTone(s)}>
              {statusLabel(s)} {totals[s] ?? 0}
            </Pill>
          </button>
        ))}
      </div>
      {withResults && (
        <div role="group" aria-label="按结果筛选" className="flex flex-wrap items-center gap-1.5 mb-3">
          <span className="text-[11px] text-fg-muted mr-0.5">结果</span>
          {OUTCOMES.map((o) => (
            <button
              key={o}
              type="button"
              aria-pressed={filter.outcome === o}
              onClick={() => set({ outcome: filter.outcome === o ? null : o })}
              className={chip(filter.outcome === o)}
            >
              <Pill tone={OUTCOME_TONE[o]}>
                <span aria-hidden="true" className="mr-1">
                  {OUTCOME_MARK[o]}
                </span>
                {OUTCOME_LABEL[o]} {outcomes[o] ?? 0}
              </Pill>
            </button>
          ))}
        </div>
      )}
      <div className="grid grid-cols-2 md:grid-cols-[2fr_1.3fr_1fr_1fr_1.3fr_auto] gap-2 items-end">
        <Field
          label="搜索"
          type="search"
          value={filter.text}
          onChange={(e) => set({ text: e.target.value })}
          placeholder="规则编号、内容或测试名"
          className="col-span-2 md:col-span-1"
        />
        <SelectField
          label="章节"
          value={filter.section ?? ''}
          onChange={(e) => set({ section: e.target.value ? Number(e.target.value) : null })}
          className="col-span-2 md:col-span-1"
        >
          <option value="">全部章节</option>
          {table.sections.map((s) => (
            <option key={s.number} value={s.number}>
              §{s.number} {s.title}
            </option>
          ))}
        </SelectField>
        <SelectField label="层" value={filter.layer ?? ''} onChange={(e) => set({ layer: e.target.value || null })}>
          <option value="">全部层</option>
          {table.layers.map((l) => (
            <option key={l} value={l}>
              {LAYER_LABEL[l] ?? l}（{l}）
            </option>
          ))}
        </SelectField>
        <SelectField label="状态" value={filter.status ?? ''} onChange={(e) => set({ status: e.target.value || null })}>
          <option value="">全部状态</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField label="界面" value={filter.screen ?? ''} onChange={(e) => set({ screen: e.target.value || null })}>
          <option value="">全部界面</option>
          {screens.all.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <Button
          size="sm"
          variant="ghost"
          className="md:col-span-1 !h-9"
          disabled={!filtered}
          onClick={() => set(EMPTY_FILTER)}
        >
          重置筛选
        </Button>
      </div>
      <p role="status" className="mt-3 mb-2 text-xs text-fg-muted">
        {rows.length === table.rows.length
          ? `共 ${rows.length} 条规则`
          : `符合条件 ${rows.length} / ${table.rows.length} 条规则`}
        {rows.length > shown.length && `，显示前 ${shown.length} 条`}
      </p>
      <div
        role="region"
        aria-label="规则列表"
        tabIndex={0}
        className="md:max-h-[70vh] overflow-auto rounded-xl border border-line keyboard-ring"
      >
        <table className="w-full md:min-w-[760px] text-xs border-collapse">
          <thead className="sticky top-0 z-1 bg-bg-soft text-fg-muted">
            <tr>
              <th scope="col" className="text-left font-medium px-3 py-2 w-16">
                编号
              </th>
              <th scope="col" className="text-left font-medium px-3 py-2 w-24 max-md:hidden">
                层
              </th>
              <th scope="col" className="text-left font-medium px-3 py-2">
                规则
              </th>
              <th scope="col" className="text-left font-medium px-3 py-2 w-28 max-md:hidden">
                状态
              </th>
              <th scope="col" className="text-left font-medium px-3 py-2 w-[38%] max-md:hidden">
                测试与最近结果 / 说明
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((r) => {
              const ruleResults = perRule?.get(r.id)
              // Without any result file every rule would say 无结果: the notice above says it once.
              const outcome = withResults ? ruleResults : undefined
              const screen = shownOnScreen(r) ? screens.of(r.id) : null
              return (
                <tr key={r.id} className="align-top">
                  <th scope="row" className="text-left font-mono font-medium text-fg px-3 py-2 whitespace-nowrap">
                    {r.id}
                  </th>
                  <td className="px-3 py-2 text-fg-muted max-md:hidden">{layersOf(r)}</td>
                  <td className="px-3 py-2 text-fg leading-relaxed">
                    {r.text}
                    {screen && (
                      <div>
                        <ScreenLink screen={screen} />
                      </div>
                    )}
                    {/* Phones: the other columns under the rule, so nothing scrolls sideways. */}
                    <div className="md:hidden mt-1.5 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Status row={r} results={outcome} />
                        <span className="text-fg-muted">{layersOf(r)}</span>
                      </div>
                      <Tests row={r} results={ruleResults} buildCommit={buildCommit} />
                    </div>
                  </td>
                  <td className="px-3 py-2 max-md:hidden">
                    <Status row={r} results={outcome} />
                  </td>
                  <td className="px-3 py-2 max-md:hidden">
                    <Tests row={r} results={ruleResults} buildCommit={buildCommit} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {rows.length === 0 && <p className="px-3 py-6 text-center text-xs text-fg-soft">没有符合条件的规则</p>}
      </div>
      {rows.length > shown.length && (
        <div className="mt-3 flex justify-center">
          <Button size="sm" variant="outline" onClick={() => setLimit(Infinity)}>
            显示全部 {rows.length} 条
          </Button>
        </div>
      )}
    </Panel>
  )
}
