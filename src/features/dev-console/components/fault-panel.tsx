import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import {
  QA_FAULT_STATUSES,
  type QaFaultInput,
  type QaFaultRule,
  type QaFaultStatus,
  type QaHandle,
} from '@/services/mock-handle'
import { useFaultRules } from '../model/use-mock-handle'
import { errorText, Field, Outcome, Panel, Pill, SelectField } from './controls'

const METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const PATH_PRESETS = [
  '/api/posts',
  '/api/posts/:id',
  '/api/posts/:id/like',
  '/api/posts/:id/comments',
  '/api/auth/refresh',
  '/api/users/profile',
  '/api/messages/*',
  '/api/*',
]
const STATUS_TEXT: Record<QaFaultStatus, string> = {
  401: '未认证',
  403: '无权限',
  404: '不存在',
  409: '冲突',
  422: '校验失败',
  429: '请求过多',
  500: '服务器错误',
  503: '维护中',
}

export function describeFault(
  rule: Pick<QaFaultRule, 'latencyMs' | 'status' | 'networkError' | 'times' | 'rate'>,
): string {
  const parts: string[] = []
  if (rule.rate !== undefined) parts.push(`${Math.round(rule.rate * 100)}% 的请求`)
  if (rule.networkError) parts.push('网络失败')
  if (rule.status !== undefined) parts.push(`强制 ${rule.status}`)
  if (rule.latencyMs) parts.push(`延迟 ${rule.latencyMs} ms`)
  parts.push(rule.times !== undefined ? `剩 ${rule.times} 次` : '一直生效')
  return parts.join(' · ')
}

interface Draft {
  method: string
  path: string
  latency: string
  status: string
  networkError: boolean
  times: string
  /** Percent of matching requests, '' for all. */
  rate: string
}
const EMPTY: Draft = {
  method: 'GET',
  path: '/api/posts',
  latency: '',
  status: '500',
  networkError: false,
  times: '',
  rate: '',
}

/** Turns the form into a rule, or says what is wrong with it. */
export function draftToRule(d: Draft): QaFaultInput | string {
  const path = d.path.trim()
  if (!path.startsWith('/')) return '路径必须以 / 开头，例如 /api/posts'
  const latency = d.latency.trim() === '' ? undefined : Number(d.latency)
  if (latency !== undefined && (!Number.isInteger(latency) || latency < 0 || latency > 120_000))
    return '延迟必须是 0 到 120000 之间的整数（毫秒）'
  const times = d.times.trim() === '' ? undefined : Number(d.times)
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) return '次数必须是正整数，留空表示一直生效'
  const rate = d.rate.trim() === '' ? undefined : Number(d.rate)
  if (rate !== undefined && (!Number.isFinite(rate) || rate <= 0 || rate > 100))
    return '比例必须是 1 到 100 之间的数（百分比），留空表示全部请求'
  const status = d.status === '' ? undefined : (Number(d.status) as QaFaultStatus)
  if (!latency && status === undefined && !d.networkError) return '请至少设置延迟、强制状态或网络失败中的一项'
  return {
    method: d.method,
    path,
    ...(latency ? { latencyMs: latency } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(d.networkError ? { networkError: true } : {}),
    ...(times !== undefined ? { times } : {}),
    ...(rate !== undefined && rate < 100 ? { rate: rate / 100 } : {}),
  }
}

/** Per-endpoint fault injection through the mock's fault switch (kept across reloads, shared by tabs). */
export function FaultPanel({ handle }: { handle: QaHandle }) {
  const rules = useFaultRules(handle)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))

  const add = async (e: FormEvent) => {
    e.preventDefault()
    const rule = draftToRule(draft)
    if (typeof rule === 'string') return setOutcome({ ok: false, text: rule })
    try {
      const added = await handle.faults.addFault(rule)
      setOutcome({ ok: true, text: `已添加：${added.method} ${added.path}（${describeFault(added)}）` })
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) })
    }
  }

  return (
    <Panel
      title="故障注入"
      description="按接口注入延迟、错误状态或网络失败，可只作用于一定比例的请求（模拟不稳定的网络）。规则保存在本机，刷新后仍然生效，其他标签页同步。"
      actions={
        <Button
          size="sm"
          variant="ghost"
          disabled={rules.length === 0}
          onClick={() => {
            void handle.faults.clearFaults().then(
              () => setOutcome({ ok: true, text: '已清除全部规则' }),
              (error: unknown) => setOutcome({ ok: false, text: errorText(error) }),
            )
          }}
        >
          清除全部
        </Button>
      }
    >
      <form onSubmit={(e) => void add(e)} aria-label="添加故障规则" className="grid grid-cols-[6.5rem_1fr] gap-2">
        <SelectField label="方法" value={draft.method} onChange={(e) => set({ method: e.target.value })}>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {m === '*' ? '任意' : m}
            </option>
          ))}
        </SelectField>
        <Field
          label="路径"
          value={draft.path}
          onChange={(e) => set({ path: e.target.value })}
          list="qa-fault-paths"
          placeholder="/api/posts/:id"
          spellCheck={false}
          autoComplete="off"
        />
        <datalist id="qa-fault-paths">
          {PATH_PRESETS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <div className="col-span-2 grid grid-cols-2 sm:grid-cols-[1.5fr_1fr_1fr_1fr] gap-2">
          <SelectField label="强制状态" value={draft.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">不强制</option>
            {QA_FAULT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s} {STATUS_TEXT[s]}
              </option>
            ))}
          </SelectField>
          <Field
            label="延迟（毫秒）"
            type="number"
            inputMode="numeric"
            min={0}
            max={120000}
            step={100}
            value={draft.latency}
            onChange={(e) => set({ latency: e.target.value })}
            placeholder="0"
          />
          <Field
            label="次数"
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.times}
            onChange={(e) => set({ times: e.target.value })}
            placeholder="一直"
          />
          <Field
            label="比例（%）"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={draft.rate}
            onChange={(e) => set({ rate: e.target.value })}
            placeholder="全部"
          />
        </div>
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 pt-1">
          <label className="inline-flex items-center gap-2 text-sm text-fg cursor-pointer">
            <input
              type="checkbox"
              checked={draft.networkError}
              onChange={(e) => set({ networkError: e.target.checked })}
              className="w-4 h-4 accent-[var(--c-primary)]"
            />
            网络失败（请求直接断开）
          </label>
          <Button type="submit" size="sm">
            添加规则
          </Button>
        </div>
      </form>
      <Outcome outcome={outcome} />

      <h3 className="mt-4 mb-2 text-xs font-semibold text-fg-muted">当前规则（{rules.length}）</h3>
      {rules.length === 0 ? (
        <p className="text-xs text-fg-soft rounded-xl border border-dashed border-line px-3 py-3 text-center">
          没有规则，所有请求正常返回
        </p>
      ) : (
        <ul aria-label="故障规则" className="divide-y divide-line rounded-xl border border-line">
          {rules.map((r) => (
            <li key={r.id} className="flex items-center gap-2 px-3 py-2">
              <span className="font-mono text-xs text-fg w-12 shrink-0">{r.method === '*' ? '任意' : r.method}</span>
              <span className="flex-1 min-w-0">
                <span className="block font-mono text-xs text-fg truncate">{r.path}</span>
                <span className="block text-[11px] text-fg-muted">{describeFault(r)}</span>
              </span>
              {!r.enabled && <Pill tone="neutral">已停用</Pill>}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`删除规则 ${r.method} ${r.path}`}
                onClick={() => void handle.faults.removeFault(r.id)}
              >
                删除
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
