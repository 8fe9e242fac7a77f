import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { QaHandle } from '@/schemas/qa-handle.schema'
import type { QaStorageState } from '@/schemas/qa-state.schema'
import { SCENARIO_PRESETS } from '@/schemas/scenario-presets'
import { SCENARIO_NAME_MAX, type SavedScenarioSummary, type ScenarioInput } from '@/schemas/scenario.schema'
import type { RestartEnv } from '../model/app-restart'
import { scenarioUrl } from '../model/scenario-link'
import { useScenarios, type ScenarioStatus } from '../model/use-scenarios'
import { errorText, Field, Panel, Pill, type Tone } from './controls'
import { kb } from '../model/format-size'

// /test-api › 测试场景: the presets and the saved scenarios, each applied in one click or shared as a link, and the
// form that saves the current state as a scenario.

/** What a scenario changes, as short tags. */
export function scenarioTags(s: ScenarioInput): { text: string; tone: Tone }[] {
  const tags: { text: string; tone: Tone }[] = []
  if (s.data.kind === 'seed') tags.push({ text: '初始数据', tone: 'neutral' })
  if (s.data.kind === 'heavy-user') tags.push({ text: `${s.data.posts} 帖 · ${s.data.messages} 消息`, tone: 'neutral' })
  if (s.data.kind === 'saved') tags.push({ text: '保存的数据', tone: 'neutral' })
  if (s.account.kind === 'user') tags.push({ text: `登录 ${s.account.username}`, tone: 'ok' })
  if (s.account.kind === 'new-user') tags.push({ text: '新账号', tone: 'ok' })
  if (s.account.kind === 'signed-out') tags.push({ text: '未登录', tone: 'neutral' })
  if (s.account.kind === 'user' && s.account.accessExpired) tags.push({ text: '令牌已过期', tone: 'warn' })
  for (const rule of s.faults ?? []) {
    const what = [
      rule.status !== undefined && `${rule.status}`,
      rule.networkError && '断网',
      rule.latencyMs && `延迟 ${rule.latencyMs / 1000} 秒`,
    ]
      .filter(Boolean)
      .join(' ')
    tags.push({ text: rule.rate !== undefined ? `${Math.round(rule.rate * 100)}% ${what}` : what, tone: 'warn' })
  }
  if (s.storage) tags.push({ text: `存储剩 ${kb(s.storage.headroomBytes)}`, tone: 'bad' })
  return tags
}

function StatusLine({ status }: { status: ScenarioStatus }) {
  const tone = status.kind === 'error' ? 'text-danger' : 'text-fg-muted'
  return (
    <p role="status" aria-live="polite" className={`text-xs leading-relaxed empty:hidden ${tone}`}>
      {status.kind !== 'idle' && (
        <>
          <span aria-hidden="true">{status.kind === 'error' ? '✕ ' : status.kind === 'done' ? '✓ ' : '… '}</span>
          {status.text}
        </>
      )}
    </p>
  )
}

function Tags({ scenario }: { scenario: ScenarioInput }) {
  const tags = scenarioTags(scenario)
  if (tags.length === 0) return null
  return (
    <div className="mt-2 flex flex-wrap gap-1">
      {tags.map((t) => (
        <Pill key={t.text} tone={t.tone}>
          {t.text}
        </Pill>
      ))}
    </div>
  )
}

interface CardActions {
  busy: boolean
  onApply: () => void
  onCopy: () => void
}

function ScenarioActions({
  name,
  busy,
  onApply,
  onCopy,
  children,
}: CardActions & { name: string; children?: ReactNode }) {
  return (
    <div className="mt-3 flex flex-wrap gap-1.5">
      <Button size="sm" disabled={busy} onClick={onApply} aria-label={`应用场景「${name}」`}>
        应用
      </Button>
      <Button size="sm" variant="ghost" onClick={onCopy} aria-label={`复制链接：场景「${name}」`}>
        复制链接
      </Button>
      {children}
    </div>
  )
}

function PresetCard({ scenario, ...actions }: CardActions & { scenario: ScenarioInput }) {
  return (
    <li className="flex flex-col rounded-xl border border-line p-3 min-w-0">
      <div className="flex items-baseline gap-2 min-w-0">
        <h3 className="text-sm font-semibold text-fg">{scenario.name}</h3>
        <code className="ml-auto truncate font-mono text-[11px] text-fg-muted">{scenario.id}</code>
      </div>
      <p className="mt-1 flex-1 text-xs leading-relaxed text-fg-muted">{scenario.description}</p>
      <Tags scenario={scenario} />
      <ScenarioActions name={scenario.name} {...actions} />
    </li>
  )
}

const savedTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    hour12: false,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })

function SavedRow({
  summary,
  onRemove,
  ...actions
}: CardActions & { summary: SavedScenarioSummary; onRemove: () => void }) {
  const { scenario } = summary
  return (
    <li className="px-3 py-3 min-w-0">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h4 className="text-sm font-semibold text-fg">{scenario.name}</h4>
        <span className="text-[11px] text-fg-muted">
          保存于 {savedTime(summary.savedAt)} · 数据 {kb(summary.bytes)}
        </span>
      </div>
      {scenario.description && <p className="mt-1 text-xs leading-relaxed text-fg-muted">{scenario.description}</p>}
      <Tags scenario={scenario} />
      <ScenarioActions name={scenario.name} {...actions}>
        <Button
          size="sm"
          variant="ghost"
          className="!text-danger"
          disabled={actions.busy}
          onClick={onRemove}
          aria-label={`删除场景「${scenario.name}」`}
        >
          删除
        </Button>
      </ScenarioActions>
    </li>
  )
}

function SaveForm({ onSave }: { onSave: (input: { name: string; description: string }) => Promise<boolean> }) {
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [saving, setSaving] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    if (await onSave({ name, description })) {
      setName('')
      setDescription('')
    }
    setSaving(false)
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="保存当前状态为场景"
      className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
    >
      <Field
        label="场景名称"
        value={name}
        maxLength={SCENARIO_NAME_MAX}
        required
        onChange={(e) => setName(e.target.value)}
        placeholder="如：离线点赞后计数不对"
      />
      <Field
        label="说明（可选）"
        value={description}
        maxLength={200}
        onChange={(e) => setDescription(e.target.value)}
        placeholder="复现步骤或要点"
      />
      <Button type="submit" size="sm" variant="outline" loading={saving} className="justify-self-start sm:mb-0.5">
        保存当前状态
      </Button>
    </form>
  )
}

function StorageLimit({ handle, version }: { handle: QaHandle; version: string }) {
  const [budget, setBudget] = useState<QaStorageState | null>(null)
  const load = useCallback(() => void handle.storageBudget().then(setBudget, () => setBudget(null)), [handle])
  useEffect(load, [load, version])
  if (!budget) return null
  const left = Math.max(0, budget.headroomBytes - budget.usedBytes)
  return (
    <div className="mt-3 rounded-xl bg-danger-soft px-3 py-2 text-xs text-fg sm:(flex items-center gap-2)">
      <p className="flex-1 min-w-0 leading-relaxed">
        存储限制生效中：还可写入 <strong className="font-semibold">{kb(left)}</strong>（已用 {kb(budget.usedBytes)} /{' '}
        {kb(budget.headroomBytes)}），超出的写入返回 507。
      </p>
      <div className="mt-1.5 flex shrink-0 gap-1.5 sm:mt-0">
        <Button size="sm" variant="ghost" onClick={load}>
          刷新
        </Button>
        <Button size="sm" variant="outline" onClick={() => void handle.setStorageBudget(null).then(load)}>
          解除限制
        </Button>
      </div>
    </div>
  )
}

/** 测试场景: presets and saved scenarios, applied in one click or shared as `/test-api?scenario=…`. */
export function ScenarioPanel({
  handle,
  consolePath,
  env,
}: {
  handle: QaHandle
  consolePath: string
  env: RestartEnv
}) {
  const { saved, status, apply, save, remove, setStatus } = useScenarios(handle, { consolePath, env })
  const busy = status.kind === 'busy'

  const copy = async (id: string, name: string) => {
    const url = scenarioUrl(consolePath, id)
    try {
      await navigator.clipboard.writeText(url)
      setStatus({ kind: 'done', text: `已复制「${name}」的链接：${url}` })
    } catch (error) {
      setStatus({ kind: 'error', text: `无法写入剪贴板（${errorText(error)}），请手动复制：${url}` })
    }
  }

  return (
    <Panel
      id="qa-scenarios"
      title="测试场景"
      description="一键设置演示数据、登录账号、故障规则（网络）和存储空间。每个场景都可以分享为链接：打开 /test-api?scenario=编号 即应用一次，应用后链接参数会自动去掉，刷新页面不会再次应用。"
    >
      <StatusLine status={status} />
      <StorageLimit handle={handle} version={status.kind === 'idle' ? '' : `${status.kind}:${status.text}`} />
      <ul aria-label="预设场景" className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {SCENARIO_PRESETS.map((scenario) => (
          <PresetCard
            key={scenario.id}
            scenario={scenario}
            busy={busy}
            onApply={() => void apply(scenario)}
            onCopy={() => void copy(scenario.id, scenario.name)}
          />
        ))}
      </ul>

      <h3 className="mt-5 mb-2 text-xs font-semibold text-fg-muted">已保存的场景（{saved?.length ?? 0}）</h3>
      {saved === null || saved.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-3 py-3 text-center text-xs text-fg-soft">
          {saved === null ? '读取中…' : '还没有保存的场景。保存后只在本浏览器中可用。'}
        </p>
      ) : (
        <ul aria-label="已保存的场景" className="divide-y divide-line rounded-xl border border-line">
          {saved.map((summary) => (
            <SavedRow
              key={summary.scenario.id}
              summary={summary}
              busy={busy}
              onApply={() => void apply(summary.scenario)}
              onCopy={() => void copy(summary.scenario.id, summary.scenario.name)}
              onRemove={() => void remove(summary)}
            />
          ))}
        </ul>
      )}
      <div className="mt-3 rounded-xl bg-bg-soft p-3">
        <p className="mb-2 text-xs leading-relaxed text-fg-muted">
          保存本浏览器现在的演示数据、登录账号、故障规则、令牌有效期和存储限制，之后像预设一样一键应用。
        </p>
        <SaveForm onSave={save} />
      </div>
    </Panel>
  )
}
