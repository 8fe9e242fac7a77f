import type { QaHandle } from '@/schemas/qa-handle.schema'
import type { Scenario, ScenarioInput, ScenarioOutcome } from '@/schemas/scenario.schema'
import { restartApp, type RestartEnv } from './app-restart'
import { kb } from './format-size'

// Applying a scenario from the page: the mock sets the data, account, faults and limits; then, when the data or the
// account changed, the page takes the new session and reloads the developer pages afresh (app-restart.ts), which say
// what was applied. A scenario that only changes the network or the storage limit applies in place.

export const changesDataOrAccount = (scenario: Pick<ScenarioInput, 'data' | 'account'>) =>
  scenario.data.kind !== 'keep' || scenario.account.kind !== 'keep'

const LABELS: Record<string, string> = { posts: '帖子', comments: '评论', messages: '消息', users: '用户' }

/** One line: what the scenario did (`已应用场景「重度用户」：已登录为 重度用户小柠（heavy）；帖子 3320，消息 5127 …`). */
export function describeOutcome(scenario: ScenarioInput, outcome: ScenarioOutcome): string {
  const parts: string[] = []
  if (outcome.session === null) parts.push('已退出登录')
  else if (outcome.session !== 'keep')
    parts.push(`已登录为 ${outcome.session.user.displayName}（${outcome.session.user.username}）`)
  if (outcome.counts) {
    const counts = Object.entries(LABELS).flatMap(([c, label]) =>
      outcome.counts?.[c] !== undefined ? [`${label} ${outcome.counts[c]}`] : [],
    )
    parts.push(counts.join('，'))
  }
  const faults = scenario.faults ?? []
  parts.push(faults.length ? `故障规则 ${faults.length} 条` : '网络正常')
  if (scenario.storage) parts.push(`存储只剩 ${kb(scenario.storage.headroomBytes)}`)
  if (scenario.account.kind === 'user' && scenario.account.accessExpired) parts.push('访问令牌已过期')
  // How long it took, when that is worth saying (generating data, seeding).
  const took = outcome.tookMs >= 100 ? `（用时 ${(outcome.tookMs / 1000).toFixed(1)} 秒）` : ''
  return `已应用场景「${scenario.name}」：${parts.join('；')}${took}`
}

export interface RunScenarioOptions {
  /** Where the page comes back after a restart (the developer pages). */
  consolePath: string
  env: RestartEnv
}

/** Applies `scenario` and says what it did; when it changed the data or the account, the app restarts into it. */
export async function runScenario(
  handle: QaHandle,
  scenario: ScenarioInput | Scenario,
  { consolePath, env }: RunScenarioOptions,
): Promise<{ restarted: boolean; text: string }> {
  const outcome = await handle.scenarios.apply(scenario)
  const text = describeOutcome(scenario, outcome)
  if (!changesDataOrAccount(scenario)) return { restarted: false, text }
  restartApp({ session: outcome.session, note: text, path: consolePath }, env)
  return { restarted: true, text }
}
