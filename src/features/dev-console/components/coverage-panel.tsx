import { useDeferredValue, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { countByStatus, EMPTY_FILTER, filterCoverage, type CoverageFilter, type CoverageRow, type CoverageTable } from '../model/coverage-table'
import { Field, Panel, Pill, SelectField, type Tone } from './controls'

const STATUS_TONE: Record<string, Tone> = {
  tested: 'ok',
  'defect fixed, tested': 'ok',
  partial: 'warn',
  'defect fixed, partial': 'warn',
  'not yet': 'bad',
  planned: 'bad',
  'not testable': 'neutral',
}
const STATUS_LABEL: Record<string, string> = {
  tested: '已测试',
  'defect fixed, tested': '缺陷已修复',
  partial: '部分',
  'defect fixed, partial': '缺陷部分修复',
  'not yet': '未测试',
  planned: '计划中',
  'not testable': '不可测',
}
const LAYER_LABEL: Record<string, string> = {
  screen: '界面',
  flow: '流程',
  client: '客户端',
  server: '服务端',
  constant: '常量',
  content: '内容',
}
const statusLabel = (s: string) => STATUS_LABEL[s] ?? s
const STATUS_ORDER = ['tested', 'defect fixed, tested', 'partial', 'defect fixed, partial', 'not yet', 'planned', 'not testable']
const byStatusOrder = (a: string, b: string) => (STATUS_ORDER.indexOf(a) + 1 || 99) - (STATUS_ORDER.indexOf(b) + 1 || 99)
const layers = (r: CoverageRow) => r.layers.map((l) => LAYER_LABEL[l] ?? l).join('、')
/** Rows shown before 显示全部: the table stays light until someone asks for everything. */
const PAGE = 40

function Evidence({ row }: { row: CoverageRow }) {
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

/** The spec's rules and their test status (docs/spec-coverage.md at build time), filterable. */
export function CoveragePanel({ table }: { table: CoverageTable }) {
  const [filter, setFilter] = useState<CoverageFilter>(EMPTY_FILTER)
  const [limit, setLimit] = useState(PAGE)
  const deferred = useDeferredValue(filter)
  const rows = useMemo(() => filterCoverage(table.rows, deferred), [table.rows, deferred])
  const shown = rows.slice(0, limit)
  const totals = useMemo(() => countByStatus(table.rows), [table.rows])
  const statuses = useMemo(() => [...table.statuses].sort(byStatusOrder), [table.statuses])
  const set = (patch: Partial<CoverageFilter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    setLimit(PAGE)
  }
  const filtered = JSON.stringify(filter) !== JSON.stringify(EMPTY_FILTER)

  return (
    <Panel
      title="规格覆盖"
      description={
        <>
          spec 中每条规则的测试状态，构建时读取自 <code className="font-mono">docs/spec-coverage.md</code>（由 npm run spec:coverage 生成）。
        </>
      }
    >
      <div role="group" aria-label="按状态筛选" className="flex flex-wrap gap-1.5 mb-3">
        {statuses.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={filter.status === s}
            onClick={() => set({ status: filter.status === s ? null : s })}
            className={`rounded-full focus-ring ${filter.status === s ? 'ring-2 ring-primary' : ''}`}
          >
            <Pill tone={STATUS_TONE[s] ?? 'neutral'}>
              {statusLabel(s)} {totals[s] ?? 0}
            </Pill>
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 md:grid-cols-[2fr_1.4fr_1fr_1fr_auto] gap-2 items-end">
        <Field label="搜索" type="search" value={filter.text} onChange={(e) => set({ text: e.target.value })} placeholder="规则编号、内容或测试名" className="col-span-2 md:col-span-1" />
        <SelectField label="章节" value={filter.section ?? ''} onChange={(e) => set({ section: e.target.value ? Number(e.target.value) : null })} className="col-span-2 md:col-span-1">
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
        <Button size="sm" variant="ghost" className="col-span-2 md:col-span-1 !h-9" disabled={!filtered} onClick={() => set(EMPTY_FILTER)}>
          重置筛选
        </Button>
      </div>
      <p role="status" className="mt-3 mb-2 text-xs text-fg-muted">
        {rows.length === table.rows.length ? `共 ${rows.length} 条规则` : `符合条件 ${rows.length} / ${table.rows.length} 条规则`}
        {rows.length > shown.length && `，显示前 ${shown.length} 条`}
      </p>
      <div role="region" aria-label="规则列表" tabIndex={0} className="md:max-h-[70vh] overflow-auto rounded-xl border border-line focus-ring">
        <table className="w-full md:min-w-[760px] text-xs border-collapse">
          <thead className="sticky top-0 z-1 bg-bg-soft text-fg-muted">
            <tr>
              <th scope="col" className="text-left font-medium px-3 py-2 w-16">编号</th>
              <th scope="col" className="text-left font-medium px-3 py-2 w-28 max-md:hidden">层</th>
              <th scope="col" className="text-left font-medium px-3 py-2">规则</th>
              <th scope="col" className="text-left font-medium px-3 py-2 w-24 max-md:hidden">状态</th>
              <th scope="col" className="text-left font-medium px-3 py-2 w-[30%] max-md:hidden">测试 / 说明</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((r) => (
              <tr key={r.id} className="align-top">
                <th scope="row" className="text-left font-mono font-medium text-fg px-3 py-2 whitespace-nowrap">
                  {r.id}
                </th>
                <td className="px-3 py-2 text-fg-muted max-md:hidden">{layers(r)}</td>
                <td className="px-3 py-2 text-fg leading-relaxed">
                  {r.text}
                  {/* Phones: the other columns under the rule, so nothing scrolls sideways. */}
                  <div className="md:hidden mt-1.5 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Pill tone={STATUS_TONE[r.status] ?? 'neutral'}>{statusLabel(r.status)}</Pill>
                      <span className="text-fg-muted">{layers(r)}</span>
                    </div>
                    <Evidence row={r} />
                    {r.note && <p className="text-[11px] text-fg-muted whitespace-pre-line">{r.note}</p>}
                  </div>
                </td>
                <td className="px-3 py-2 max-md:hidden">
                  <Pill tone={STATUS_TONE[r.status] ?? 'neutral'}>{statusLabel(r.status)}</Pill>
                </td>
                <td className="px-3 py-2 max-md:hidden">
                  <Evidence row={r} />
                  {r.note && <p className={`text-[11px] text-fg-muted whitespace-pre-line ${r.evidence.length + r.notCounted.length ? 'mt-1' : ''}`}>{r.note}</p>}
                </td>
              </tr>
            ))}
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
