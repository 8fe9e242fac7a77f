// The rule browser's words and colours for statuses, layers and results, in one place.
import type { CoverageRow } from '../model/coverage-table'
import type { ResultStatus, RuleOutcome } from '../model/test-results'
import type { Tone } from './controls'

export const STATUS_TONE: Record<string, Tone> = {
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
export const LAYER_LABEL: Record<string, string> = {
  screen: '界面',
  flow: '流程',
  client: '客户端',
  server: '服务端',
  constant: '常量',
  content: '内容',
}
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? s
export const statusTone = (s: string): Tone => STATUS_TONE[s] ?? 'neutral'
const STATUS_ORDER = [
  'tested',
  'defect fixed, tested',
  'partial',
  'defect fixed, partial',
  'not yet',
  'planned',
  'not testable',
]
export const byStatusOrder = (a: string, b: string) =>
  (STATUS_ORDER.indexOf(a) + 1 || 99) - (STATUS_ORDER.indexOf(b) + 1 || 99)
export const layersOf = (r: CoverageRow) => r.layers.map((l) => LAYER_LABEL[l] ?? l).join('、')

export const OUTCOMES: readonly RuleOutcome[] = ['failing', 'passing', 'incomplete', 'none']
export const OUTCOME_LABEL: Record<RuleOutcome, string> = {
  failing: '有失败',
  passing: '全部通过',
  incomplete: '部分无结果',
  none: '无结果',
}
/** Beside the coverage status a result needs a mark of its own, or 无结果 reads like a status. */
export const OUTCOME_MARK: Record<RuleOutcome, string> = { failing: '✗', passing: '✓', incomplete: '◐', none: '○' }
export const OUTCOME_TONE: Record<RuleOutcome, Tone> = {
  failing: 'bad',
  passing: 'ok',
  incomplete: 'warn',
  none: 'neutral',
}

export const RESULT_LABEL: Record<ResultStatus, string> = { passed: '通过', failed: '失败', skipped: '跳过' }
export const RESULT_TONE: Record<ResultStatus, Tone> = { passed: 'ok', failed: 'bad', skipped: 'warn' }

export const formatDuration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`)
export const formatWhen = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })

/** Kinds of test by path (docs/spec-coverage.md). */
const KIND_LABEL: Record<string, string> = {
  journey: '端到端',
  component: '组件',
  hook: '逻辑',
  machine: '状态机',
  client: '客户端',
  server: '服务端',
  schema: '数据模式',
  tooling: '工具',
  other: '其他',
}
export const kindLabel = (kind: string) => KIND_LABEL[kind] ?? kind
